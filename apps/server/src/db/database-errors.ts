/**
 * One place that says what a database failure means to a client (DESIGN.md §5.3): the database is away
 * (503 with Retry-After, the process stays up and the pool reconnects by itself), a value PostgreSQL refused
 * as data (400, a backstop behind the validation layer), or two transactions collided (409 once the
 * transaction runner's retries are spent). Anything else is not classified here and stays a 500.
 */

export const RETRY_AFTER_SECONDS = 5;

export type DatabaseFailure =
  | { kind: 'unavailable'; status: 503; code: 'DATABASE_UNAVAILABLE'; message: string; retryAfterSeconds: number }
  | { kind: 'invalid-input'; status: 400; code: 'INVALID_INPUT'; message: string }
  | { kind: 'conflict'; status: 409; code: 'TRANSACTION_CONFLICT'; message: string; retryAfterSeconds: number };

export const UNAVAILABLE: DatabaseFailure = {
  kind: 'unavailable',
  status: 503,
  code: 'DATABASE_UNAVAILABLE',
  message: 'The service is briefly unavailable. Please try again in a few seconds.',
  retryAfterSeconds: RETRY_AFTER_SECONDS,
};

export const INVALID_INPUT: DatabaseFailure = {
  kind: 'invalid-input',
  status: 400,
  code: 'INVALID_INPUT',
  message: 'A value in the request cannot be stored as given.',
};

export const CONFLICT: DatabaseFailure = {
  kind: 'conflict',
  status: 409,
  code: 'TRANSACTION_CONFLICT',
  message: 'Too many changes arrived at the same moment. Please try again.',
  retryAfterSeconds: 1,
};

/** SQLSTATEs a transaction may simply run again after: serialization failure, deadlock. */
export const RETRYABLE_SQLSTATES = new Set(['40001', '40P01']);

/** Server states that mean "not now": the server shuts down or restarts, or cannot take another connection. */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '57014']);

/** Socket errors from node-postgres while it connects or talks to the server. */
const UNAVAILABLE_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);

/** Messages node-postgres, pg-pool and PGlite throw without a code when the connection is gone. */
const UNAVAILABLE_MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Query read timeout/i,
  /Client has encountered a connection error/i,
  /Client was closed and is not queryable/i,
  /Cannot use a pool after calling end/i,
  /PGlite is closed/i,
];

/** The error and its causes (Drizzle wraps the driver's error in DrizzleQueryError.cause). */
function* chainOf(err: unknown): Generator<{ code?: unknown; message?: unknown }> {
  let e: unknown = err;
  for (let depth = 0; e && typeof e === 'object' && depth < 6; depth++) {
    yield e as { code?: unknown; message?: unknown };
    e = (e as { cause?: unknown }).cause;
  }
}

/** The SQLSTATE anywhere in the chain (five characters), if any. */
export function sqlStateOf(err: unknown): string | null {
  for (const e of chainOf(err)) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return null;
}

export function isRetryableTransactionError(err: unknown): boolean {
  const state = sqlStateOf(err);
  return state !== null && RETRYABLE_SQLSTATES.has(state);
}

export function classifyDatabaseError(err: unknown): DatabaseFailure | null {
  const state = sqlStateOf(err);
  if (state) {
    if (state.startsWith('08') || UNAVAILABLE_SQLSTATES.has(state)) return UNAVAILABLE;
    if (state.startsWith('22')) return INVALID_INPUT;
    if (RETRYABLE_SQLSTATES.has(state)) return CONFLICT;
    return null;
  }
  for (const e of chainOf(err)) {
    if (typeof e.code === 'string' && UNAVAILABLE_ERRNOS.has(e.code)) return UNAVAILABLE;
    if (typeof e.message === 'string' && UNAVAILABLE_MESSAGES.some((m) => m.test(e.message as string))) return UNAVAILABLE;
  }
  return null;
}
