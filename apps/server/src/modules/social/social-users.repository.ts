import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/** What the social rules read of a user: whether the account still exists and whom it blocked. */
export interface SocialUserRow {
  id: string;
  blockedUserIds: string[];
  deletedAt: Date | null;
}

const socialColumns = { id: users.id, blockedUserIds: users.blockedUserIds, deletedAt: users.deletedAt };

/**
 * Locks both users' rows in id order, so two social writes on overlapping pairs queue instead of deadlocking,
 * and returns them as they are once locked (READ COMMITTED re-reads a row it waited for). Writers take:
 * blocks `update` (the blocker's list changes), follows `no key update` (the followee's follower_count changes),
 * friend requests `key share` (nothing of the users changes, but a block in flight must be waited for).
 */
export async function lockUserPair(tx: Executor, a: string, b: string, strength: 'update' | 'no key update' | 'key share') {
  const rows = await tx
    .select(socialColumns)
    .from(users)
    .where(inArray(users.id, [a, b]))
    .orderBy(asc(users.id))
    .for(strength);
  return new Map<string, SocialUserRow>(rows.map((r) => [r.id, r]));
}

/** Whether either user of a locked pair blocked the other. */
export function blockedInPair(pair: Map<string, SocialUserRow>, a: string, b: string) {
  return (pair.get(a)?.blockedUserIds.includes(b) ?? false) || (pair.get(b)?.blockedUserIds.includes(a) ?? false);
}

/** Locks one user's row (an account being erased): pair writers touching it wait, then see it deleted. */
export async function lockUser(tx: Executor, id: string) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
}

export async function findSocialUser(db: Executor, id: string): Promise<SocialUserRow | null> {
  const rows = await db.select(socialColumns).from(users).where(eq(users.id, id)).limit(1);
  return rows[0] ?? null;
}

/** Whether a user exists and is not a deleted account's tombstone. */
export async function isActiveUser(db: Executor, id: string) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1);
  return rows.length > 0;
}

/** Whether either of the two blocked the other (two primary-key lookups). */
export async function blockedEitherWay(db: Executor, a: string, b: string) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      or(
        and(eq(users.id, a), sql`${b}::uuid = any(${users.blockedUserIds})`),
        and(eq(users.id, b), sql`${a}::uuid = any(${users.blockedUserIds})`),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
