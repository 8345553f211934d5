import { authEndpoints } from '@clutch/contract/auth';
import { paths } from '@/config/paths.ts';
import { callEndpoint } from '@/lib/http.ts';
import { storeUser } from './session.ts';

/** Ends the session on the server, forgets the user and reloads on the login page (spec §4). */
export async function logout() {
  try {
    await callEndpoint(authEndpoints.logout);
  } finally {
    storeUser(null);
    window.location.assign(paths.auth.login());
  }
}
