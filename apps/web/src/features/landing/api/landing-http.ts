import { CLIENT_TYPE_HEADER } from '@clutch/contract/client-type';
import { getLocale } from '@/lib/i18n/i18n-store.ts';

/**
 * The landing page's own HTTP helpers. The landing ships without the app's http client, TanStack Query and zod (its
 * initial JavaScript has a 100 KB budget): each call checks the few fields the page reads with a hand-written guard
 * (docs/decisions/012-landing-lean-http.md).
 */
export class LandingHttpError extends Error {
  constructor(readonly status: number) {
    super(`Request failed with HTTP ${status}`);
    this.name = 'LandingHttpError';
  }
}

export const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/**
 * The contract's paths of the landing's calls, written out: importing the declarations would bring their zod
 * schemas into the page's initial JavaScript. landing-http.test.ts holds each equal to its declaration.
 */
export const landingPaths = {
  games: '/api/v1/games/all',
  tournaments: '/api/v1/tournaments',
  session: '/api/v1/auth/me',
  locale: '/api/v1/users/me/locale',
} as const;

const headers = () => ({ [CLIENT_TYPE_HEADER]: 'web', accept: 'application/json', 'accept-language': getLocale() });

/** GET `url` on our origin with the session cookie; the body must pass `guard`. */
export async function getJson<T>(url: string, guard: (data: unknown) => data is T, signal?: AbortSignal): Promise<T> {
  const res = await fetch(url, { headers: headers(), credentials: 'same-origin', signal });
  if (!res.ok) throw new LandingHttpError(res.status);
  const data: unknown = await res.json();
  if (!guard(data)) throw new Error(`Unexpected answer from GET ${url}`);
  return data;
}

/** A write to `url` on our origin with a JSON body; the answer is not read. */
export async function sendJson(method: 'PUT' | 'POST', url: string, body: unknown): Promise<void> {
  const res = await fetch(url, {
    method,
    headers: { ...headers(), 'content-type': 'application/json' },
    credentials: 'same-origin',
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new LandingHttpError(res.status);
}
