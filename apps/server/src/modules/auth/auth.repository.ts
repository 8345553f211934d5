import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { verificationTokens } from '../../db/schema/index.ts';

export function insertVerificationToken(db: Executor, values: { userId: string; tokenHash: string; expiresAt: Date }) {
  return db.insert(verificationTokens).values(values);
}

/** Retires every unused link of a user, so only the newest one works. */
export function retireVerificationTokens(db: Executor, userId: string, now: Date) {
  return db
    .update(verificationTokens)
    .set({ consumedAt: now })
    .where(and(eq(verificationTokens.userId, userId), isNull(verificationTokens.consumedAt)));
}

/**
 * Uses a live link exactly once: the conditional update lets one caller through even when two race.
 * Returns the user it belongs to, or null.
 */
export async function consumeVerificationToken(db: Executor, tokenHash: string, now: Date) {
  const rows = await db
    .update(verificationTokens)
    .set({ consumedAt: now })
    .where(
      and(
        eq(verificationTokens.tokenHash, tokenHash),
        isNull(verificationTokens.consumedAt),
        gt(verificationTokens.expiresAt, now),
      ),
    )
    .returning({ userId: verificationTokens.userId });
  return rows[0]?.userId ?? null;
}
