/**
 * What the service worker (src/sw.ts) keeps for reading offline, shared with the page that clears it. Written
 * without the contract's schemas so the worker stays small; offline-api.test.ts holds them equal to the contract.
 */

/** The cache of the signed-in user's answers that must read offline. */
export const API_CACHE = 'clutch-api';

/** GET /auth/me: whose data the cache holds (a 401 or another user empties it). */
export const SESSION_PATH = '/api/v1/auth/me';

/** The push subscription the worker re-sends when the browser renews it. */
export const PUSH_SUBSCRIPTIONS_PATH = '/api/v1/push/subscriptions';

/** The session, the user's tickets and a team's ticket (its matches with their times, room code and region). */
export const OFFLINE_API_PATTERNS: readonly RegExp[] = [/^\/api\/v1\/auth\/me$/, /^\/api\/v1\/tickets\/user\/[^/]+$/, /^\/api\/v1\/tickets\/team\/[^/]+$/];

/** Forgets the signed-in user's offline copies (sign-out): the next user of this browser must not read them. */
export async function clearOfflineData() {
  if (typeof caches === 'undefined') return;
  await caches.delete(API_CACHE).catch(() => false);
}
