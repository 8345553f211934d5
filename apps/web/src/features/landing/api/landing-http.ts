import { CLIENT_TYPE_HEADER } from '@clutch/contract/client-type';

/**
 * The landing page's own GET helper. The landing ships without the app's http client, TanStack Query and zod (its
 * initial JavaScript has a 100 KB budget): each call checks the few fields the page reads with a hand-written guard.
 */
export class LandingHttpError extends Error {
  constructor(readonly status: number) {
    super(`GET failed with HTTP ${status}`);
    this.name = 'LandingHttpError';
  }
}

export const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** GET `/api/v1${path}` on our origin with the session cookie; the body must pass `guard`. */
export async function getJson<T>(path: string, guard: (data: unknown) => data is T, signal?: AbortSignal): Promise<T> {
  const res = await fetch(`/api/v1${path}`, {
    headers: { [CLIENT_TYPE_HEADER]: 'web', accept: 'application/json' },
    credentials: 'same-origin',
    signal,
  });
  if (!res.ok) throw new LandingHttpError(res.status);
  const data: unknown = await res.json();
  if (!guard(data)) throw new Error(`Unexpected answer from GET ${path}`);
  return data;
}
