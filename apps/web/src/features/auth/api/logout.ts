import { authEndpoints } from '@clutch/contract/auth';
import { paths } from '@/config/paths.ts';
import { callEndpoint } from '@/lib/http.ts';
import { clearOfflineData } from '@/lib/pwa/offline-api.ts';
import { disablePush } from '@/lib/pwa/push-device.ts';
import { storeUser } from './session.ts';

/**
 * Ends the session on the server, forgets the user and reloads on the login page (spec §4). This device stops
 * receiving the account's pushes (while the session can still say so) and its offline copies of the account's
 * tickets are dropped, so whoever uses the browser next reads none of it.
 */
export async function logout() {
  try {
    await disablePush().catch(() => undefined);
    await callEndpoint(authEndpoints.logout);
  } finally {
    storeUser(null);
    await clearOfflineData();
    window.location.assign(paths.auth.login());
  }
}
