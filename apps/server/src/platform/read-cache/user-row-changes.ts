import type { Executor } from '../../db/client.ts';
import { afterCommit } from '../../db/transaction.ts';

type Listener = (userIds: string[]) => Promise<void>;

const listeners = new Set<Listener>();

/**
 * Every write to a `users` row calls this beside it, so the sessions cached with that row (ADR 023) are dropped
 * once the write commits, on this instance and the others. A source scan (user-row-changes.test.ts) checks that
 * every repository updating `users` does. Module-level because repositories have no context; an app registers
 * its listener for its lifetime (`onUserRowsChanged`).
 */
export function userRowsChanged(executor: Executor, userIds: readonly string[]): void {
  if (userIds.length === 0) return;
  const ids = [...userIds];
  afterCommit(executor, async () => {
    await Promise.all([...listeners].map((listener) => listener(ids)));
  });
}

/** Calls `listener` after each committed write to users rows; returns the unsubscribe. */
export function onUserRowsChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
