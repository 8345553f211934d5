import { STORY_LIFETIME_HOURS, STORY_MESSAGES, type CreateStoryFields, type Story, type StoryViewResult } from '@clutch/contract/stories';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { runInTransaction } from '../../db/transaction.ts';
import { badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import { deleteUploadsByKeys, withStoredMedia } from '../uploads/uploads.service.ts';
import { orderFeed } from './feed-order.ts';
import {
  deleteExpiredBatch,
  deleteStoriesOfUser,
  deleteStory,
  feedStories,
  insertStory,
  lockStory,
  recordView,
  storiesOfAuthor,
  SWEEP_BATCH,
  viewCountOf,
  viewersOf,
  visibleStory,
  type StoryRecord,
  type Viewer,
} from './stories.repository.ts';
import { intakeStoryMedia } from './story-media.ts';
import { toStory } from './story-view.ts';

// The multipart limit of POST /stories (the route raises app.ts's 5 MB for this form only).
export { storyMediaTooLarge } from './story-media.ts';

export const storyNotFound = () => notFound(STORY_MESSAGES.notFound, 'STORY_NOT_FOUND');
export const notStoryAuthor = () => forbidden(STORY_MESSAGES.notAuthor, 'NOT_STORY_AUTHOR');

const LIFETIME_MS = STORY_LIFETIME_HOURS * 60 * 60 * 1000;

type Deps = Pick<AppContext, 'db' | 'storage' | 'now'>;

/** Objects are removed after the commit: a file deleted for a rolled-back change could not come back. */
async function removeObjects(storage: Deps['storage'], keys: readonly (string | null | undefined)[]) {
  await Promise.allSettled(keys.filter((k): k is string => !!k).map((key) => storage.delete(key)));
}

const keysOf = (rows: { mediaKey: string | null }[]) => rows.map((r) => r.mediaKey).filter((k): k is string => !!k);

/**
 * One pass of the expiry job: deletes every story whose 24 hours are over, with its views, its `uploads` row and
 * its media object, in batches. Safe on several instances at once (each deletes what it found first). Answers how
 * many stories it removed. Written as a plain function so the durable job queue can call it later.
 */
export async function sweepExpiredStories(deps: Deps): Promise<number> {
  let removed = 0;
  for (;;) {
    const now = deps.now();
    const keys = await runInTransaction(deps.db, async (tx) => {
      const rows = await deleteExpiredBatch(tx, now);
      await deleteUploadsByKeys(tx, keysOf(rows));
      removed += rows.length;
      return { count: rows.length, media: keysOf(rows) };
    });
    await removeObjects(deps.storage, keys.media);
    if (keys.count < SWEEP_BATCH) return removed;
  }
}

/**
 * Account erasure (users.service.ts): the account's stories and the views it left go inside the erasure's
 * transaction, with their `uploads` rows. Answers the storage keys to delete once that transaction has committed.
 */
export async function eraseStoriesOfAccount(tx: Executor, userId: string): Promise<string[]> {
  const keys = keysOf(await deleteStoriesOfUser(tx, userId));
  await deleteUploadsByKeys(tx, keys);
  return keys;
}

export function createStoriesService(ctx: Deps) {
  const { db, storage, now } = ctx;
  const viewerOf = (user: UserRow): Viewer => ({ id: user.id, blockedUserIds: user.blockedUserIds });

  /** The views, with `viewedBy` filled for the stories the viewer wrote. */
  async function present(rows: StoryRecord[], viewerId: string): Promise<Story[]> {
    const own = rows.filter((r) => r.userId === viewerId).map((r) => r.id);
    const viewers = new Map<string, string[]>();
    for (const v of await viewersOf(db, own)) viewers.set(v.storyId, [...(viewers.get(v.storyId) ?? []), v.viewerId]);
    const at = now();
    return rows.map((r) => toStory(r, viewerId, viewers, at));
  }

  return {
    /** A text story, or an image or video with an optional caption; it lives 24 hours. */
    async create(author: UserRow, fields: CreateStoryFields, file: Buffer | null): Promise<Story> {
      if (!file && !fields.text) throw badRequest(STORY_MESSAGES.empty, 'VALIDATION_FAILED', { text: STORY_MESSAGES.empty });
      const createdAt = now();
      const base = { userId: author.id, text: fields.text, createdAt, expiresAt: new Date(createdAt.getTime() + LIFETIME_MS) };
      let id: string;
      if (!file) {
        id = await insertStory(db, { ...base, type: 'TEXT' });
      } else {
        const intake = await intakeStoryMedia(file);
        id = await withStoredMedia(ctx, intake.media, { ownerId: author.id, purpose: 'story' }, (tx, stored) =>
          insertStory(tx, { ...base, type: intake.type, mediaUrl: stored.url, mediaKey: stored.key, durationMs: intake.durationMs }),
        );
      }
      const row = await visibleStory(db, viewerOf(author), id, createdAt);
      if (!row) throw storyNotFound();
      return (await present([row], author.id))[0]!;
    },

    /** The viewer's feed: their own, their followees' and their friends' active stories, grouped and ordered. */
    async feed(viewer: UserRow): Promise<Story[]> {
      const rows = await feedStories(db, viewerOf(viewer), now());
      const ordered = orderFeed(
        rows.map((r) => ({ ...r, viewed: r.userId === viewer.id || r.viewed })),
        viewer.id,
      );
      return present(ordered, viewer.id);
    },

    /** One user's active stories, oldest first; none when either of the two blocked the other. */
    async ofUser(viewer: UserRow, authorId: string): Promise<Story[]> {
      return present(await storiesOfAuthor(db, viewerOf(viewer), authorId, now()), viewer.id);
    },

    /** Records that the viewer saw the story (once; never for its author) and answers its count of viewers. */
    async view(viewer: UserRow, storyId: string): Promise<StoryViewResult> {
      const at = now();
      const story = await visibleStory(db, viewerOf(viewer), storyId, at);
      if (!story) throw storyNotFound();
      if (story.userId !== viewer.id) await recordView(db, storyId, viewer.id, at);
      return { storyId, viewCount: await viewCountOf(db, storyId) };
    },

    /** Only the author deletes their story (the access hook checked it first); its media goes after the commit. */
    async delete(author: UserRow, storyId: string) {
      const keys = await runInTransaction(db, async (tx) => {
        const story = await lockStory(tx, storyId);
        if (!story) throw storyNotFound();
        if (story.userId !== author.id) throw notStoryAuthor();
        const removed = keysOf(await deleteStory(tx, storyId));
        await deleteUploadsByKeys(tx, removed);
        return removed;
      });
      await removeObjects(storage, keys);
      return { message: STORY_MESSAGES.deleted };
    },
  };
}

export type StoriesService = ReturnType<typeof createStoriesService>;
