import { PgTransaction } from 'drizzle-orm/pg-core';
import { AppError } from '../lib/app-error.ts';
import type { Executor, Transaction } from './client.ts';
import { CONFLICT, isRetryableTransactionError } from './database-errors.ts';

export interface RetryOptions {
  /** Runs in all, the first included. */
  attempts: number;
  /** The first backoff; each later one doubles, with up to as much again of random jitter. */
  baseDelayMs: number;
  sleep: (ms: number) => Promise<void>;
}

export const DEFAULT_RETRY: RetryOptions = {
  attempts: 4,
  baseDelayMs: 15,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export const transactionConflict = () => new AppError(CONFLICT.status, CONFLICT.code, CONFLICT.message);

/** Anything with Drizzle's `transaction(fn)`: a database, a transaction (a savepoint), or a test's fake. */
interface Transactional {
  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
}

type CommitHook = () => void | Promise<void>;

/** The hooks waiting for each open transaction (a savepoint has its own until it is released). */
const commitHooks = new WeakMap<object, CommitHook[]>();

/**
 * Runs `hook` once the transaction `executor` belongs to has committed, after `runInTransaction` finished it
 * (before it returns); never when it rolls back, and once only when it is run again after a conflict (each attempt
 * starts with no hooks). A hook registered in a savepoint waits for the outer commit and is dropped with the
 * savepoint. Given the database itself (no transaction), every statement has already committed, so the hook runs
 * right away. Hooks must not throw: what failed after the commit cannot undo it.
 */
export function afterCommit(executor: Executor, hook: CommitHook): void {
  const hooks = commitHooks.get(executor);
  if (hooks) {
    hooks.push(hook);
    return;
  }
  if (executor instanceof PgTransaction) throw new Error('afterCommit needs a transaction opened by runInTransaction');
  void Promise.resolve().then(hook);
}

async function runHooks(hooks: CommitHook[]) {
  for (const hook of hooks) await hook();
}

/**
 * Runs `fn` in one transaction (DESIGN.md §5.12). A serialization failure (40001) or deadlock (40P01) rolls
 * the whole transaction back and PostgreSQL asks for it to be run again: so it is, up to `attempts` times with
 * a short jittered backoff, and then answers 409 TRANSACTION_CONFLICT, never a 500. `fn` may run more than
 * once, so anything it does outside the database must be idempotent (provider calls carry idempotency keys).
 * Inside an outer transaction this is a savepoint and is not retried here: the outermost runner retries.
 */
export async function runInTransaction<T>(db: Executor | Transactional, fn: (tx: Transaction) => Promise<T>, options: Partial<RetryOptions> = {}): Promise<T> {
  const runner = db as Transactional;
  if (db instanceof PgTransaction) {
    const outer = commitHooks.get(db);
    if (!outer) return runner.transaction(fn);
    return runner.transaction(async (tx) => {
      const hooks: CommitHook[] = [];
      commitHooks.set(tx, hooks);
      const result = await fn(tx);
      // Released: its hooks now wait for the outer transaction's commit.
      outer.push(...hooks);
      return result;
    });
  }
  const { attempts, baseDelayMs, sleep } = { ...DEFAULT_RETRY, ...options };
  for (let attempt = 1; ; attempt++) {
    const hooks: CommitHook[] = [];
    let result: T;
    try {
      result = await runner.transaction((tx) => {
        commitHooks.set(tx, hooks);
        return fn(tx);
      });
    } catch (err) {
      if (!isRetryableTransactionError(err)) throw err;
      if (attempt >= attempts) throw transactionConflict();
      const backoff = baseDelayMs * 2 ** (attempt - 1);
      await sleep(backoff + Math.random() * backoff);
      continue;
    }
    await runHooks(hooks);
    return result;
  }
}
