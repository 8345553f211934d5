import { CLIENT_TYPE_HEADER } from '@clutch/contract/client-type';
import { getLocale } from '@/lib/i18n/i18n-store.ts';

/**
 * The landing page's own HTTP helpers. The landing ships without the app's http client, TanStack Query and zod (its
 * initial JavaScript has a 100 KB budget): each call checks the few fields the page reads with a hand-written guard.
 */
export class LandingHttpError extends Error {
  constructor(readonly status: number) {
    super(`Request failed with HTTP ${status}`);
    this.name = 'LandingHttpError';
  }
}

export const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

const headers = () => ({ [CLIENT_TYPE_HEADER]: 'web', accept: 'application/json', 'accept-language': getLocale() });

/** GET `/api/v1${path}` on our origin with the session cookie; the body must pass `guard`. */
export async function getJson<T>(path: string, guard: (data: unknown) => data is T, signal?: AbortSignal): Promise<T> {
  const res = await fetch(`/api/v1${path}`, { headers: headers(), credentials: 'same-origin', signal });
  if (!res.ok) throw new LandingHttpError(res.status);
  const data: unknown = await res.json();
  if (!guard(data)) throw new Error(`Unexpected answer from GET ${path}`);
  return data;
}

/** A write to `/api/v1${path}` with a JSON body; the answer is not read. */
export async function sendJson(method: 'PUT' | 'POST', path: string, body: unknown): Promise<void> {
  const res = await fetch(`/api/v1${path}`, {
    method,
    headers: { ...headers(), 'content-type': 'application/json' },
    credentials: 'same-origin',
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new LandingHttpError(res.status);
}
