import { sql } from 'drizzle-orm';
import type { Transaction } from './client.ts';

/** First key of our two-key advisory locks, one per kind of work, so kinds never contend with each other. */
export const ADVISORY_LOCK = { reportSweep: 1 } as const;

/**
 * Takes the transaction-scoped advisory lock on (kind, key) if nobody holds it, without waiting; it is released
 * at commit or rollback. Lets several instances share periodic work: whoever gets the lock does it.
 */
export async function tryAdvisoryXactLock(tx: Transaction, kind: number, key: string): Promise<boolean> {
  // Both drivers (node-postgres, PGlite) answer with `rows`.
  const result = (await tx.execute(sql`select pg_try_advisory_xact_lock(${kind}::int, hashtext(${key})) as locked`)) as unknown as { rows: { locked: boolean }[] };
  return result.rows[0]?.locked === true;
}
