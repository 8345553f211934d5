import { CLIENT_TYPE_HEADER } from '@clutch/contract/client-type';
import type { ErrorBody } from '@clutch/contract/common';
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

type Query = Record<string, string | number | boolean | undefined | null>;

export interface RequestOptions<S extends z.ZodType | undefined> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Query;
  schema?: S;
  signal?: AbortSignal;
}

function withQuery(path: string, query?: Query) {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/**
 * Calls `/api/v1` on our own origin. The session travels in its HttpOnly cookie; every request says it comes
 * from the web client (DESIGN.md §4.2). No timeout, as the spec says.
 */
export async function api<S extends z.ZodType | undefined = undefined>(
  path: string,
  options: RequestOptions<S> = {},
): Promise<S extends z.ZodType ? z.infer<S> : unknown> {
  const { method = 'GET', body, query, schema, signal } = options;
  // Server messages come back in the language on screen (DESIGN.md §5.13).
  const headers: Record<string, string> = { [CLIENT_TYPE_HEADER]: 'web', accept: 'application/json', 'accept-language': getLocale() };
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) headers['content-type'] = 'application/json';
  const res = await fetch(withQuery(`/api/v1${path}`, query), {
    method,
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
  return (schema ? schema.parse(data) : data) as S extends z.ZodType ? z.infer<S> : unknown;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
