import { CLIENT_TYPE_HEADER } from '@clutch/contract/client-type';
import type { ErrorBody } from '@clutch/contract/common';
import { fillPath, type Endpoint, type PathParamName, type PathParams } from '@clutch/contract/endpoint';
import { codeForStatus, isErrorCode, type ErrorCode } from '@clutch/contract/errors';
import type { z } from 'zod';
import { getLocale } from './i18n/i18n-store.ts';

/**
 * A failed API call: the server's `{ message, code }` plus the HTTP status. A body without a code we know (a
 * proxy's error page, a newer server) gets the generic code of its status, so callers can always switch on it.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

/** The server's message when there is one, else the fallback (spec §8's chains). */
export const errorMessage = (e: unknown, fallback: string) =>
  e instanceof ApiError && e.status < 500 && e.message ? e.message : fallback;

type Query = Record<string, unknown>;

type ParamsOption<E extends Endpoint> = [PathParamName<E['path']>] extends [never] ? { params?: never } : { params: PathParams<E['path']> };

type QueryOption<E extends Endpoint> = E['query'] extends z.ZodType ? { query?: z.input<E['query']> & Query } : { query?: never };

type BodyOption<E extends Endpoint> = E['multipart'] extends true
  ? { body: FormData }
  : E['body'] extends z.ZodType
    ? undefined extends z.input<E['body']>
      ? { body?: z.input<E['body']> }
      : { body: z.input<E['body']> }
    : { body?: never };

export type CallOptions<E extends Endpoint, S extends z.ZodType> = ParamsOption<E> &
  QueryOption<E> &
  BodyOption<E> & {
    signal?: AbortSignal;
    /** Parses the answer instead of the endpoint's response schema (one the client refines, say with defaults). */
    schema?: S;
  };

/** The options argument, optional when the endpoint needs neither path parameters nor a body. */
type CallArgs<E extends Endpoint, S extends z.ZodType> = object extends CallOptions<E, S> ? [options?: CallOptions<E, S>] : [options: CallOptions<E, S>];

function withQuery(path: string, query?: Query) {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/**
 * Calls one of the contract's endpoints on our own origin: fills its path, sends the query and body, and parses
 * the answer with its response schema. The session travels in its HttpOnly cookie; every request says it comes
 * from the web client (DESIGN.md §4.2). No timeout, as the spec says.
 */
export async function callEndpoint<E extends Endpoint, S extends z.ZodType = E['response']>(
  endpoint: E,
  ...[options]: CallArgs<E, S>
): Promise<z.output<S>> {
  const { params, query, body, signal, schema } = (options ?? {}) as { params?: PathParams<E['path']>; query?: Query; body?: unknown; signal?: AbortSignal; schema?: S };
  const path = params ? fillPath(endpoint.path, params) : endpoint.path;
  // Server messages come back in the language on screen (DESIGN.md §5.13).
  const headers: Record<string, string> = { [CLIENT_TYPE_HEADER]: 'web', accept: 'application/json', 'accept-language': getLocale() };
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) headers['content-type'] = 'application/json';
  const res = await fetch(withQuery(path, query), {
    method: endpoint.method,
    headers,
    credentials: 'same-origin',
    signal,
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  const text = await res.text();
  const data: unknown = text ? safeJson(text) : undefined;
  if (!res.ok) {
    const err = (data ?? {}) as Partial<ErrorBody>;
    const code = isErrorCode(err.code) ? err.code : codeForStatus(res.status);
    throw new ApiError(res.status, code, err.message ?? res.statusText, err.fields);
  }
  return (schema ?? endpoint.response).parse(data) as z.output<S>;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
