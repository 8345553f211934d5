import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { oneTimeCodes } from '../../db/schema/index.ts';

/** Kills every unused code of this purpose, so a new one is the only one that works. */
export function retireCodes(db: Executor, userId: string, purpose: string, now: Date) {
  return db
    .update(oneTimeCodes)
    .set({ consumedAt: now })
    .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.consumedAt)));
}

export function insertCode(db: Executor, values: { userId: string; purpose: string; codeHash: string; expiresAt: Date }) {
  return db.insert(oneTimeCodes).values(values);
}

const liveCode = (userId: string, purpose: string, now: Date, maxAttempts: number) =>
  and(
    eq(oneTimeCodes.userId, userId),
    eq(oneTimeCodes.purpose, purpose),
    isNull(oneTimeCodes.consumedAt),
    gt(oneTimeCodes.expiresAt, now),
    lt(oneTimeCodes.attempts, maxAttempts),
  );

/** The newest live code; `lock` holds its row until the transaction ends. */
export async function findLiveCode(
  db: Executor,
  q: { userId: string; purpose: string; now: Date; maxAttempts: number; lock?: boolean },
) {
  const query = db
    .select()
    .from(oneTimeCodes)
    .where(liveCode(q.userId, q.purpose, q.now, q.maxAttempts))
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  const rows = q.lock ? await query.for('update') : await query;
  return rows[0] ?? null;
}

export function countFailedAttempt(db: Executor, id: string) {
  return db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(eq(oneTimeCodes.id, id));
}

/** Uses a code once: only the first of two racing callers gets `true`. */
export async function consumeCode(db: Executor, id: string, now: Date, maxAttempts: number) {
  const rows = await db
    .update(oneTimeCodes)
    .set({ consumedAt: now })
    .where(and(eq(oneTimeCodes.id, id), isNull(oneTimeCodes.consumedAt), gt(oneTimeCodes.expiresAt, now), lt(oneTimeCodes.attempts, maxAttempts)))
    .returning({ id: oneTimeCodes.id });
  return rows.length === 1;
}
