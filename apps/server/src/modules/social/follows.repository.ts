import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { follows, users } from '../../db/schema/index.ts';
import { userRowsChanged } from '../../platform/read-cache/user-row-changes.ts';

export type FollowRow = typeof follows.$inferSelect;

export async function findFollow(db: Executor, id: string): Promise<FollowRow | null> {
  const rows = await db.select().from(follows).where(eq(follows.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function findFollowBetween(db: Executor, followerId: string, followeeId: string): Promise<FollowRow | null> {
  const rows = await db
    .select()
    .from(follows)
    .where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Adds a follow and counts it on the followee, in the caller's transaction; null (and nothing counted) when the
 * follower already follows them.
 */
export async function insertFollow(tx: Executor, followerId: string, followeeId: string, now: Date): Promise<FollowRow | null> {
  const rows = await tx.insert(follows).values({ followerId, followeeId, createdAt: now }).onConflictDoNothing().returning();
  const row = rows[0] ?? null;
  if (row) await addToFollowerCounts(tx, [followeeId], 1);
  return row;
}

/** Removes the follows matching `where` and uncounts each from its followee; returns the removed rows. */
async function deleteFollowsWhere(tx: Executor, where: SQL | undefined) {
  const removed = await tx.delete(follows).where(where).returning();
  // Each followee appears once per follower (the primary key), so one decrement per removed row.
  const byFollowee = new Map<string, number>();
  for (const r of removed) byFollowee.set(r.followeeId, (byFollowee.get(r.followeeId) ?? 0) + 1);
  for (const [followeeId, n] of byFollowee) await addToFollowerCounts(tx, [followeeId], -n);
  return removed;
}

export const deleteFollow = async (tx: Executor, id: string) => (await deleteFollowsWhere(tx, eq(follows.id, id)))[0] ?? null;

export const deleteFollowBetween = async (tx: Executor, followerId: string, followeeId: string) =>
  (await deleteFollowsWhere(tx, and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId))))[0] ?? null;

/** Both directions between two users (a block ends them). */
export const deleteFollowsBetween = (tx: Executor, a: string, b: string) =>
  deleteFollowsWhere(
    tx,
    or(and(eq(follows.followerId, a), eq(follows.followeeId, b)), and(eq(follows.followerId, b), eq(follows.followeeId, a))),
  );

/** Every follow from or to the user (an erased account): the people they followed lose one follower each. */
export const deleteFollowsOf = (tx: Executor, userId: string) => deleteFollowsWhere(tx, or(eq(follows.followerId, userId), eq(follows.followeeId, userId)));

/** An atomic change of `users.follower_count` (DESIGN.md: kept exact in the transaction of the follow rows). */
async function addToFollowerCounts(tx: Executor, userIds: string[], delta: number) {
  if (userIds.length === 0 || delta === 0) return;
  await tx
    .update(users)
    .set({ followerCount: sql`${users.followerCount} + ${delta}` })
    .where(inArray(users.id, userIds));
  userRowsChanged(tx, userIds);
}

export async function isFollowing(db: Executor, followerId: string, followeeId: string) {
  return (await findFollowBetween(db, followerId, followeeId)) !== null;
}

const viewerFollows = alias(follows, 'viewer_follow');

/**
 * The people on the other side of the user's follows (`followers`: who follows them; `followees`: whom they
 * follow), newest first, each with whether the viewer follows that person.
 */
export function findFollowList(db: Executor, userId: string, side: 'followers' | 'followees', viewerId: string) {
  const [self, other] = side === 'followers' ? [follows.followeeId, follows.followerId] : [follows.followerId, follows.followeeId];
  return db
    .select({
      followId: follows.id,
      since: follows.createdAt,
      userId: users.id,
      nickname: users.nickName,
      photoUrl: users.profilePicUrl,
      bio: users.bio,
      follow: sql<boolean>`${viewerFollows.followerId} is not null`,
    })
    .from(follows)
    .innerJoin(users, eq(users.id, other))
    .leftJoin(viewerFollows, and(eq(viewerFollows.followerId, viewerId), eq(viewerFollows.followeeId, other)))
    .where(eq(self, userId))
    .orderBy(desc(follows.createdAt), desc(follows.id));
}
export type FollowListRow = Awaited<ReturnType<typeof findFollowList>>[number];
