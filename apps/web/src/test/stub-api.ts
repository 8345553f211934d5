import { codeForStatus, type ErrorCode } from '@clutch/contract/errors';
import { vi } from 'vitest';

/** A request the app made, as the stub saw it. */
export interface RecordedRequest {
  method: string;
  /** Path under `/api/v1`, without the query string. */
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
}

/** A canned answer, or a function computing one (it may return a never-settling promise to hold a call). */
export type Reply = { status?: number; body?: unknown } | ((req: RecordedRequest) => Response | Promise<Response>);

export const json = (body: unknown, status = 200) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The error body the API sends (DESIGN.md §5.3). */
export const apiError = (status: number, message: string, code: ErrorCode = codeForStatus(status)) => ({ status, body: { message, code } });

/**
 * Replaces `fetch` with a table of API answers keyed by `'METHOD /path'` (path under `/api/v1`, no query).
 * Unlisted calls get a 404. Undo with `vi.restoreAllMocks()`.
 */
export function stubApi(routes: Record<string, Reply>) {
  const requests: RecordedRequest[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/api\/v1/, '');
    const raw = init?.body;
    const body = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw;
    const req: RecordedRequest = { method, path, query: url.searchParams, body, headers: new Headers(init?.headers) };
    requests.push(req);
    const reply = routes[`${method} ${path}`];
    if (!reply) return json({ message: `No stub for ${method} ${path}`, code: 'NOT_FOUND' }, 404);
    if (typeof reply === 'function') return reply(req);
    return json(reply.body, reply.status ?? 200);
  });
  return {
    fetch: spy,
    requests,
    /** The calls made to one `'METHOD /path'`. */
    requestsTo: (key: string) => requests.filter((r) => `${r.method} ${r.path}` === key),
  };
}

/** A reply that never comes, to look at pending states. */
export const never: Reply = () => new Promise<Response>(() => {});
