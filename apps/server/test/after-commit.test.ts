import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Transaction } from '../src/db/client.ts';
import { afterCommit, runInTransaction } from '../src/db/transaction.ts';
import { createTestApp } from './test-app.ts';

const t = await createTestApp();
const db = t.app.ctx.db;

/** A serialization failure as node-postgres throws it, wrapped the way Drizzle wraps it. */
const serializationFailure = () => Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('could not serialize'), { code: '40001' }) });

describe('afterCommit', () => {
  it('runs after the commit, before runInTransaction returns, in registration order', async () => {
    const seen: string[] = [];
    const value = await runInTransaction(db, async (tx) => {
      afterCommit(tx, () => void seen.push('first'));
      afterCommit(tx, async () => void seen.push('second'));
      await tx.execute(sql`select 1`);
      seen.push('body');
      return 7;
    });
    expect(value).toBe(7);
    expect(seen).toEqual(['body', 'first', 'second']);
  });

  it('never runs for a transaction that rolled back', async () => {
    const seen: string[] = [];
    await expect(
      runInTransaction(db, async (tx) => {
        afterCommit(tx, () => void seen.push('hook'));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(seen).toEqual([]);
  });

  it('runs once when a conflict ran the transaction again: only the attempt that committed counts', async () => {
    const seen: number[] = [];
    let attempt = 0;
    const flaky = {
      async transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
        attempt += 1;
        const result = await fn({} as Transaction);
        if (attempt === 1) throw serializationFailure();
        return result;
      },
    };
    await runInTransaction(flaky, async (tx) => void afterCommit(tx, () => void seen.push(attempt)), { sleep: async () => {} });
    expect(seen).toEqual([2]);
  });

  it('a savepoint’s hooks wait for the outer commit, and go with the savepoint when it rolls back', async () => {
    const seen: string[] = [];
    await runInTransaction(db, async (tx) => {
      await runInTransaction(tx, async (inner) => void afterCommit(inner, () => void seen.push('kept')));
      await runInTransaction(tx, async (inner) => {
        afterCommit(inner, () => void seen.push('dropped'));
        throw new Error('savepoint rolled back');
      }).catch(() => {});
      expect(seen).toEqual([]);
    });
    expect(seen).toEqual(['kept']);
  });

  it('given the database itself, runs right away (every statement has committed)', async () => {
    let ran = false;
    afterCommit(db, () => void (ran = true));
    await Promise.resolve();
    expect(ran).toBe(true);
  });

  it('refuses a transaction runInTransaction did not open (its commit would never be seen)', async () => {
    await db.transaction(async (tx) => {
      expect(() => afterCommit(tx, () => {})).toThrow(/runInTransaction/);
    });
  });
});
