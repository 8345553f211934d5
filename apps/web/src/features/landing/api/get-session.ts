import { certainlySignedOut } from '@/lib/session-hint.ts';
import { getJson, isObject, LandingHttpError, landingPaths } from './landing-http.ts';

/** Where the app keeps the signed-in user as JSON (features/auth/api/session.ts); the landing keeps it in step. */
const STORED_USER_KEY = 'clutch:user';

const isSession = (data: unknown): data is { user: Record<string, unknown> } => isObject(data) && isObject(data.user);

/**
 * GET /auth/me: whether the visitor is signed in, for the 'Login' / 'Go to dashboard' switch. A 401 is an answer
 * (signed out), not an error; the server's hint that there is no session answers it without asking.
 */
export async function getSignedIn(signal?: AbortSignal): Promise<boolean> {
  if (certainlySignedOut()) {
    store(null);
    return false;
  }
  try {
    const { user } = await getJson(landingPaths.session, isSession, signal);
    store(JSON.stringify(user));
    return true;
  } catch (e) {
    if (e instanceof LandingHttpError && e.status === 401) {
      store(null);
      return false;
    }
    throw e;
  }
}

function store(user: string | null) {
  try {
    if (user) localStorage.setItem(STORED_USER_KEY, user);
    else localStorage.removeItem(STORED_USER_KEY);
  } catch {
    // Storage off (private mode): the server's answer still decides.
  }
}
