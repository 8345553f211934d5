import { describe, expect, it } from 'vitest';
import type { Transaction } from '../src/db/client.ts';
import { classifyDatabaseError } from '../src/db/database-errors.ts';
import { runInTransaction } from '../src/db/transaction.ts';
import { AppError } from '../src/lib/app-error.ts';

/** What node-postgres throws, wrapped the way Drizzle wraps it. */
function pgError(code: string, message = `error ${code}`) {
  const cause = Object.assign(new Error(message), { code });
  return Object.assign(new Error(`Failed query: update …`), { cause });
}

/** A database whose transaction(fn) throws the queued errors first, then runs fn. */
function fakeDatabase(failures: unknown[]) {
  let calls = 0;
  return {
    get calls() {
      return calls;
    },
    async transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
      calls++;
      const failure = failures.shift();
      if (failure) throw failure;
      return fn({} as Transaction);
    },
  };
}

const noSleep = { sleep: async () => {} };

describe('runInTransaction', () => {
  it('runs a transaction again after a deadlock (40P01) twice, then returns its value', async () => {
    const db = fakeDatabase([pgError('40P01', 'deadlock detected'), pgError('40P01', 'deadlock detected')]);
    const delays: number[] = [];
    const value = await runInTransaction(db, async () => 'done', { sleep: async (ms) => void delays.push(ms) });
    expect(value).toBe('done');
    expect(db.calls).toBe(3);
    expect(delays).toHaveLength(2);
  });

  it('runs again after a serialization failure (40001)', async () => {
    const db = fakeDatabase([pgError('40001', 'could not serialize access')]);
    expect(await runInTransaction(db, async () => 7, noSleep)).toBe(7);
    expect(db.calls).toBe(2);
  });

  it('gives up after the bounded attempts with 409 TRANSACTION_CONFLICT, never the raw error', async () => {
    const db = fakeDatabase(Array.from({ length: 50 }, () => pgError('40P01', 'deadlock detected')));
    const err = await runInTransaction(db, async () => 'never', { ...noSleep, attempts: 4 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ statusCode: 409, code: 'TRANSACTION_CONFLICT' });
    expect((err as AppError).message).toMatch(/try again/i);
    expect(db.calls).toBe(4);
  });

  it('does not run again after any other error', async () => {
    const unique = pgError('23505', 'duplicate key');
    const db = fakeDatabase([unique]);
    await expect(runInTransaction(db, async () => 1, noSleep)).rejects.toBe(unique);
    expect(db.calls).toBe(1);
    const refusal = new AppError(409, 'TOURNAMENT_FULL', 'This tournament is full.');
    const db2 = fakeDatabase([]);
    await expect(
      runInTransaction(db2, async () => {
        throw refusal;
      }, noSleep),
    ).rejects.toBe(refusal);
    expect(db2.calls).toBe(1);
  });

  it('backs off longer each time, with jitter', async () => {
    const db = fakeDatabase([pgError('40001'), pgError('40001'), pgError('40001')]);
    const delays: number[] = [];
    await runInTransaction(db, async () => 0, { baseDelayMs: 10, sleep: async (ms) => void delays.push(ms) });
    expect(delays[0]).toBeGreaterThanOrEqual(10);
    expect(delays[0]).toBeLessThan(20);
    expect(delays[1]).toBeGreaterThanOrEqual(20);
    expect(delays[1]).toBeLessThan(40);
    expect(delays[2]).toBeGreaterThanOrEqual(40);
    expect(delays[2]).toBeLessThan(80);
  });
});

describe('classifyDatabaseError', () => {
  const errno = (code: string) => Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code });
  it.each([
    ['connection refused', errno('ECONNREFUSED')],
    ['connection reset', errno('ECONNRESET')],
    ['terminated by an administrator (57P01)', pgError('57P01', 'terminating connection due to administrator command')],
    ['the server is starting up (57P03)', pgError('57P03')],
    ['a connection exception (08006)', pgError('08006')],
    ['too many connections (53300)', pgError('53300')],
    ['a connection dropped under a query', new Error('Connection terminated unexpectedly')],
    ['the pool waited too long', new Error('timeout exceeded when trying to connect')],
    ['a closed PGlite', new Error('PGlite is closed')],
  ])('%s → 503 DATABASE_UNAVAILABLE with Retry-After', (_, err) => {
    expect(classifyDatabaseError(err)).toMatchObject({ status: 503, code: 'DATABASE_UNAVAILABLE', retryAfterSeconds: expect.any(Number) });
  });

  it('a data exception (class 22) → 400 INVALID_INPUT', () => {
    expect(classifyDatabaseError(pgError('22P02', 'invalid input syntax for type uuid'))).toMatchObject({ status: 400, code: 'INVALID_INPUT' });
    expect(classifyDatabaseError(pgError('22021', 'invalid byte sequence for encoding "UTF8": 0x00'))).toMatchObject({ status: 400 });
  });

  it('a deadlock or serialization failure that reached the handler → 409', () => {
    expect(classifyDatabaseError(pgError('40P01'))).toMatchObject({ status: 409, code: 'TRANSACTION_CONFLICT' });
  });

  it('anything else is not a database failure it can name', () => {
    expect(classifyDatabaseError(pgError('23505', 'duplicate key'))).toBeNull();
    expect(classifyDatabaseError(new Error('boom'))).toBeNull();
    expect(classifyDatabaseError('string')).toBeNull();
  });
});
