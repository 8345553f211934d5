import { and, asc, desc, eq, gt, inArray, isNull, lte, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { follows, friendships, stories, storyViews, users } from '../../db/schema/index.ts';

export type StoryInsert = typeof stories.$inferInsert;

/** The newest stories a feed reads at most; older ones of a very followed-heavy viewer wait for the next read. */
export const FEED_MAX_STORIES = 1000;
/** How many expired stories one sweep transaction deletes. */
export const SWEEP_BATCH = 500;

/** A viewer as the visibility rules need them: their id and who they blocked. */
export interface Viewer {
  id: string;
  blockedUserIds: string[];
}

/** A story with its author and the viewer's view of it. */
export type StoryRecord = Awaited<ReturnType<typeof selectStories>>[number];

/**
 * A story the viewer may see: not expired, its author's account not erased, and neither of the two blocked the
 * other (the author's block list is read through its GIN index).
 */
function visibleTo(viewer: Viewer, now: Date): SQL {
  return and(
    gt(stories.expiresAt, now),
    isNull(users.deletedAt),
    sql`not (${users.blockedUserIds} @> array[${viewer.id}]::uuid[])`,
    viewer.blockedUserIds.length > 0 ? notInArray(stories.userId, viewer.blockedUserIds) : undefined,
  )!;
}

function selectStories(db: Executor, viewerId: string, where: SQL) {
  return db
    .select({
      id: stories.id,
      userId: stories.userId,
      type: stories.type,
      text: stories.text,
      mediaUrl: stories.mediaUrl,
      durationMs: stories.durationMs,
      createdAt: stories.createdAt,
      expiresAt: stories.expiresAt,
      nickName: users.nickName,
      profilePicUrl: users.profilePicUrl,
      viewCount: sql<number>`(select count(*)::int from ${storyViews} where ${storyViews.storyId} = ${stories.id})`.mapWith(Number),
      viewed: sql<boolean>`exists (select 1 from ${storyViews} where ${storyViews.storyId} = ${stories.id} and ${storyViews.viewerId} = ${viewerId})`.mapWith(Boolean),
    })
    .from(stories)
    .innerJoin(users, eq(users.id, stories.userId))
    .where(where);
}

/** The ids of the people whose stories reach the viewer's feed: themself, whom they follow, their friends. */
function feedAuthors(db: Executor, viewerId: string): SQL {
  const followees = db.select({ id: follows.followeeId }).from(follows).where(eq(follows.followerId, viewerId));
  const friends = db
    .select({ id: sql<string>`case when ${friendships.requesterId} = ${viewerId} then ${friendships.addresseeId} else ${friendships.requesterId} end` })
    .from(friendships)
    .where(and(eq(friendships.status, 'ACCEPTED'), or(eq(friendships.requesterId, viewerId), eq(friendships.addresseeId, viewerId))));
  return or(eq(stories.userId, viewerId), inArray(stories.userId, followees), inArray(stories.userId, friends))!;
}

/** The newest active stories of the viewer's feed (ordered by the service). */
export function feedStories(db: Executor, viewer: Viewer, now: Date) {
  return selectStories(db, viewer.id, and(visibleTo(viewer, now), feedAuthors(db, viewer.id))!)
    .orderBy(desc(stories.createdAt), desc(stories.id))
    .limit(FEED_MAX_STORIES);
}

/** One author's active stories the viewer may see, oldest first. */
export function storiesOfAuthor(db: Executor, viewer: Viewer, authorId: string, now: Date) {
  return selectStories(db, viewer.id, and(visibleTo(viewer, now), eq(stories.userId, authorId))!).orderBy(asc(stories.createdAt), asc(stories.id));
}

export async function visibleStory(db: Executor, viewer: Viewer, storyId: string, now: Date): Promise<StoryRecord | null> {
  const rows = await selectStories(db, viewer.id, and(visibleTo(viewer, now), eq(stories.id, storyId))!);
  return rows[0] ?? null;
}

/** Who viewed these stories, first viewer first (only ever read for their author). */
export function viewersOf(db: Executor, storyIds: string[]) {
  if (storyIds.length === 0) return Promise.resolve([]);
  return db
    .select({ storyId: storyViews.storyId, viewerId: storyViews.viewerId })
    .from(storyViews)
    .where(inArray(storyViews.storyId, storyIds))
    .orderBy(asc(storyViews.viewedAt), asc(storyViews.viewerId));
}

export async function insertStory(db: Executor, values: StoryInsert) {
  const [row] = await db.insert(stories).values(values).returning({ id: stories.id });
  return row!.id;
}

/** Records a view once per viewer (the primary key); a repeat changes nothing. */
export async function recordView(db: Executor, storyId: string, viewerId: string, at: Date) {
  await db.insert(storyViews).values({ storyId, viewerId, viewedAt: at }).onConflictDoNothing();
}

export async function viewCountOf(db: Executor, storyId: string) {
  const [row] = await db.select({ n: sql<number>`count(*)::int`.mapWith(Number) }).from(storyViews).where(eq(storyViews.storyId, storyId));
  return row?.n ?? 0;
}

/** The story's author, its row locked until the transaction ends; null when there is no such story. */
export async function lockStory(db: Executor, storyId: string) {
  const rows = await db.select({ userId: stories.userId }).from(stories).where(eq(stories.id, storyId)).for('update');
  return rows[0] ?? null;
}

/** Deletes one story (its views go with it); answers its media key. */
export function deleteStory(db: Executor, storyId: string) {
  return db.delete(stories).where(eq(stories.id, storyId)).returning({ mediaKey: stories.mediaKey });
}

/** Deletes up to `SWEEP_BATCH` stories that expired at or before `now`; answers their media keys. */
export async function deleteExpiredBatch(db: Executor, now: Date) {
  const due = db.select({ id: stories.id }).from(stories).where(lte(stories.expiresAt, now)).orderBy(asc(stories.expiresAt)).limit(SWEEP_BATCH);
  return db.delete(stories).where(inArray(stories.id, due)).returning({ mediaKey: stories.mediaKey });
}

/** An erased account: the stories it posted and the views it left. Answers the posted stories' media keys. */
export async function deleteStoriesOfUser(db: Executor, userId: string) {
  await db.delete(storyViews).where(eq(storyViews.viewerId, userId));
  return db.delete(stories).where(eq(stories.userId, userId)).returning({ mediaKey: stories.mediaKey });
}
