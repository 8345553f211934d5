/**
 * The server's hint whether this browser has a session (apps/server plugins/session-cookie.ts): `0` when it certainly
 * has none, written with every page, sign-in and sign-out. The session cookie itself is HttpOnly. Asking
 * `GET /auth/me` without a session answers 401, which browsers log as a console error; with the hint the client
 * does not ask. Without a hint (a dev server, an old cookie jar) the client asks as before.
 */
export const SESSION_HINT_COOKIE = 'clutch_session_hint';

export function certainlySignedOut(): boolean {
  if (typeof document === 'undefined') return false;
  return document.cookie.split(';').some((pair) => pair.trim() === `${SESSION_HINT_COOKIE}=0`);
}

