import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { ledgerEntries } from '../../db/schema/index.ts';

/** The user's ledger summed per currency (only `kinds` when given): one row per currency the ledger holds. */
export async function ledgerSumsByCurrency(db: Executor, userId: string, kinds?: string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ currency: ledgerEntries.currency, total: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, userId), kinds ? inArray(ledgerEntries.kind, kinds) : undefined))
    .groupBy(ledgerEntries.currency);
  return new Map(rows.map((r) => [r.currency, Number(r.total)]));
}
