import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { friendships, users } from '../../db/schema/index.ts';

const requesters = alias(users, 'requester');
const addressees = alias(users, 'addressee');
const personColumns = (u: typeof requesters | typeof addressees) => ({ id: u.id, nickName: u.nickName, bio: u.bio, profilePicUrl: u.profilePicUrl });

/** The row between two users, whoever asked (one per pair: `friendships_pair_key`). */
export const between = (a: string, b: string): SQL =>
  or(
    and(eq(friendships.requesterId, a), eq(friendships.addresseeId, b)),
    and(eq(friendships.requesterId, b), eq(friendships.addresseeId, a)),
  )!;

/** Friendship rows with both users, as requests and friendships show them. */
function findFriendshipRows(db: Executor, where: SQL | undefined) {
  return db
    .select({
      id: friendships.id,
      status: friendships.status,
      createdAt: friendships.createdAt,
      respondedAt: friendships.respondedAt,
      requester: personColumns(requesters),
      addressee: personColumns(addressees),
    })
    .from(friendships)
    .innerJoin(requesters, eq(requesters.id, friendships.requesterId))
    .innerJoin(addressees, eq(addressees.id, friendships.addresseeId))
    .where(where)
    .orderBy(desc(friendships.createdAt), desc(friendships.id));
}
export type FriendshipRow = Awaited<ReturnType<typeof findFriendshipRows>>[number];

export async function findFriendship(db: Executor, id: string): Promise<FriendshipRow | null> {
  const rows = await findFriendshipRows(db, eq(friendships.id, id));
  return rows[0] ?? null;
}

/** The pending requests the user sent or received, newest first. */
export const findPendingOf = (db: Executor, userId: string) =>
  findFriendshipRows(db, and(eq(friendships.status, 'PENDING'), or(eq(friendships.requesterId, userId), eq(friendships.addresseeId, userId))));

export type BareFriendship = typeof friendships.$inferSelect;

export async function findFriendshipBetween(db: Executor, a: string, b: string): Promise<BareFriendship | null> {
  const rows = await db.select().from(friendships).where(between(a, b)).limit(1);
  return rows[0] ?? null;
}

export async function findBareFriendship(db: Executor, id: string): Promise<BareFriendship | null> {
  const rows = await db.select().from(friendships).where(eq(friendships.id, id)).limit(1);
  return rows[0] ?? null;
}

/** A new PENDING request; null when the pair already has a row (the unique index decides). */
export async function insertFriendRequest(tx: Executor, requesterId: string, addresseeId: string, now: Date): Promise<BareFriendship | null> {
  const rows = await tx.insert(friendships).values({ requesterId, addresseeId, status: 'PENDING', createdAt: now }).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

/** Accepts a PENDING request; null when it is gone or no longer pending. */
export async function acceptPendingFriendship(tx: Executor, id: string, now: Date): Promise<BareFriendship | null> {
  const rows = await tx
    .update(friendships)
    .set({ status: 'ACCEPTED', respondedAt: now })
    .where(and(eq(friendships.id, id), eq(friendships.status, 'PENDING')))
    .returning();
  return rows[0] ?? null;
}

/** Deletes the row, only in the status the caller saw; null when it changed or went meanwhile. */
export async function deleteFriendship(tx: Executor, id: string, status: string): Promise<BareFriendship | null> {
  const rows = await tx
    .delete(friendships)
    .where(and(eq(friendships.id, id), eq(friendships.status, status)))
    .returning();
  return rows[0] ?? null;
}

export async function deleteFriendshipBetween(tx: Executor, a: string, b: string) {
  await tx.delete(friendships).where(between(a, b));
}

export async function deleteFriendshipsOf(tx: Executor, userId: string) {
  await tx.delete(friendships).where(or(eq(friendships.requesterId, userId), eq(friendships.addresseeId, userId)));
}

/** The user's friends (accepted friendships), the most recent first; `since` is when the request was accepted. */
export function findFriendsOf(db: Executor, userId: string) {
  const since = sql<Date>`coalesce(${friendships.respondedAt}, ${friendships.createdAt})`.mapWith(friendships.createdAt);
  return db
    .select({
      friendshipId: friendships.id,
      since,
      userId: users.id,
      nickname: users.nickName,
      photoUrl: users.profilePicUrl,
      bio: users.bio,
    })
    .from(friendships)
    .innerJoin(users, sql`${users.id} = case when ${friendships.requesterId} = ${userId} then ${friendships.addresseeId} else ${friendships.requesterId} end`)
    .where(and(eq(friendships.status, 'ACCEPTED'), or(eq(friendships.requesterId, userId), eq(friendships.addresseeId, userId))))
    .orderBy(desc(since), desc(friendships.id));
}
export type FriendRow = Awaited<ReturnType<typeof findFriendsOf>>[number];
