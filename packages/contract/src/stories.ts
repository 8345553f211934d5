import { z } from 'zod';
import { isoDateTime, messageBody, uuid } from './common.ts';
import { endpoint } from './endpoint.ts';

/**
 * Stories (spec §3 Story, §7 Stories): a text, an image or a short video that the author's followers and friends
 * see for 24 hours. The acting user is the session's: the `userId`/`viewerId` the spec sends must be it.
 */

/** The longest text of a story (its body, or the caption of an image or a video). */
export const STORY_TEXT_MAX = 280;
/** The largest file a story may carry, image or video, before any re-encoding. */
export const STORY_MEDIA_MAX_BYTES = 15 * 1024 * 1024;
/** The longest video a story may carry. */
export const STORY_VIDEO_MAX_SECONDS = 30;
/** How long a story lives (spec §9: stories expire after 24 h). */
export const STORY_LIFETIME_HOURS = 24;

export const storyTypes = ['TEXT', 'IMAGE', 'VIDEO'] as const;
export const storyType = z.enum(storyTypes);
export type StoryType = z.infer<typeof storyType>;

/**
 * A story (spec §3). `viewed`: whether the signed-in viewer has seen it. `viewedBy` lists the viewers' ids for the
 * author only, and is empty for everyone else. `durationMs`: a video's length, null for the other types.
 */
export const story = z.object({
  id: uuid,
  userId: uuid,
  userNickname: z.string(),
  userProfilePic: z.string().nullable(),
  type: storyType,
  mediaUrl: z.string().nullable(),
  text: z.string().nullable(),
  durationMs: z.number().int().nullable(),
  createdAt: isoDateTime,
  expiresAt: isoDateTime,
  viewedBy: z.array(uuid),
  viewCount: z.number().int(),
  viewed: z.boolean(),
  isExpired: z.boolean(),
});
export type Story = z.infer<typeof story>;

/**
 * The feed: the active stories of the signed-in user and of the people they follow or are friends with, as one
 * list ordered by author (the viewer's own first, then authors with stories the viewer has not seen, then the
 * rest, each group by its newest story) and chronologically inside an author's run.
 */
export const storyList = z.array(story);

export const STORY_MESSAGES = {
  textTooLong: `A story's text must be at most ${STORY_TEXT_MAX} characters.`,
  empty: 'Write something or choose an image or a video.',
  deleted: 'Story deleted.',
  notFound: 'Story not found.',
  notAuthor: 'Only the author can delete this story.',
  invalidMedia: 'The file must be a PNG, JPEG, WebP or GIF image, or an MP4, WebM or QuickTime video.',
  tooLarge: `A story's file must be at most ${STORY_MEDIA_MAX_BYTES / 1024 / 1024} MB.`,
  tooLong: `A story's video must be at most ${STORY_VIDEO_MAX_SECONDS} seconds long.`,
  unreadableVideo: 'This video could not be read: its length is missing or damaged.',
} as const;

/** The multipart text field of POST /stories; `file` is the optional image or video. */
export const createStoryFields = z.object({
  text: z
    .string()
    .trim()
    .max(STORY_TEXT_MAX, { message: STORY_MESSAGES.textTooLong })
    .optional()
    .transform((v) => (v ? v : null)),
  /** Accepted for compatibility: the session's user. */
  userId: uuid.optional(),
});
export type CreateStoryFields = z.infer<typeof createStoryFields>;

export const storyIdParams = z.object({ storyId: uuid });
export const storyUserParams = z.object({ userId: uuid });
/** DELETE /stories/{id}?userId=: the spec's author id, optional; when sent it must be the session's user. */
export const deleteStoryQuery = z.object({ userId: uuid.optional() });
/** POST /stories/{id}/view?viewerId=: optional; when sent it must be the session's user. */
export const viewStoryQuery = z.object({ viewerId: uuid.optional() });

/** What recording a view answers: the story's count of distinct viewers. */
export const storyViewResult = z.object({ storyId: uuid, viewCount: z.number().int() });
export type StoryViewResult = z.infer<typeof storyViewResult>;

export const storyEndpoints = {
  /** Multipart: `text` and/or `file` (image or video, sniffed from its bytes). Verified users only. */
  create: endpoint('POST', '/api/v1/stories', { multipart: true, response: story, status: 201 }),
  /** The feed of the session's user (the path's userId must be it). */
  feed: endpoint('GET', '/api/v1/stories/feed/:userId', { params: storyUserParams, response: storyList }),
  ofUser: endpoint('GET', '/api/v1/stories/user/:userId', { params: storyUserParams, response: storyList }),
  /** Counts once per viewer; the author's own views are not counted. */
  view: endpoint('POST', '/api/v1/stories/:storyId/view', { params: storyIdParams, query: viewStoryQuery, response: storyViewResult }),
  delete: endpoint('DELETE', '/api/v1/stories/:storyId', { params: storyIdParams, query: deleteStoryQuery, response: messageBody }),
};
