import { and, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { userRowsChanged } from '../../platform/read-cache/user-row-changes.ts';

/**
 * Adds `blockedId` to the blocker's list (once) and returns the list. The caller holds the blocker's row lock,
 * which is what guards the list.
 */
export async function addToBlockList(tx: Executor, blockerId: string, blockedId: string): Promise<string[]> {
  const rows = await tx
    .update(users)
    .set({
      blockedUserIds: sql`case when ${blockedId}::uuid = any(${users.blockedUserIds}) then ${users.blockedUserIds}
        else array_append(${users.blockedUserIds}, ${blockedId}::uuid) end`,
    })
    .where(eq(users.id, blockerId))
    .returning({ blockedUserIds: users.blockedUserIds });
  userRowsChanged(tx, [blockerId]);
  return rows[0]?.blockedUserIds ?? [];
}

export async function removeFromBlockList(tx: Executor, blockerId: string, blockedId: string): Promise<string[]> {
  const rows = await tx
    .update(users)
    .set({ blockedUserIds: sql`array_remove(${users.blockedUserIds}, ${blockedId}::uuid)` })
    .where(eq(users.id, blockerId))
    .returning({ blockedUserIds: users.blockedUserIds });
  userRowsChanged(tx, [blockerId]);
  return rows[0]?.blockedUserIds ?? [];
}

/** An erased account leaves every list it was on ("who blocked me" is the GIN index on the column). */
export async function removeFromEveryBlockList(tx: Executor, userId: string) {
  const rows = await tx
    .update(users)
    .set({ blockedUserIds: sql`array_remove(${users.blockedUserIds}, ${userId}::uuid)` })
    .where(sql`${users.blockedUserIds} @> array[${userId}::uuid]`)
    .returning({ id: users.id });
  userRowsChanged(tx, rows.map((row) => row.id));
}

const blockers = alias(users, 'blocker');

/** The users the blocker blocked, in the order they were blocked; deleted accounts are left out. */
export function findBlockedUsers(db: Executor, blockerId: string) {
  return db
    .select({ userId: users.id, nickname: users.nickName, photoUrl: users.profilePicUrl })
    .from(blockers)
    .innerJoin(users, sql`${users.id} = any(${blockers.blockedUserIds})`)
    .where(and(eq(blockers.id, blockerId), isNull(users.deletedAt)))
    .orderBy(sql`array_position(${blockers.blockedUserIds}, ${users.id})`);
}
