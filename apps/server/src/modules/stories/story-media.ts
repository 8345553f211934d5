import { STORY_MEDIA_MAX_BYTES, STORY_MESSAGES, STORY_VIDEO_MAX_SECONDS, type StoryType } from '@clutch/contract/stories';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { encodeImage, imageMedia, inspectVideo, sniffMedia, type StorableMedia } from '../uploads/uploads.service.ts';

/**
 * Containers round a length up a little (audio priming, a last frame's duration): a phone's "30 s" clip can say
 * 30.02 s, and is still accepted.
 */
const VIDEO_LENGTH_TOLERANCE_MS = 500;

export const storyMediaTooLarge = () => new AppError(413, 'STORY_MEDIA_TOO_LARGE', STORY_MESSAGES.tooLarge);

export interface StoryMedia {
  type: Exclude<StoryType, 'TEXT'>;
  media: StorableMedia;
  durationMs: number | null;
}

/**
 * A story's file, judged by its bytes: an image goes through the image pipeline (re-encoded to WebP without
 * metadata), a video must be an MP4, QuickTime or WebM whose container says it lasts at most 30 s.
 */
export async function intakeStoryMedia(file: Buffer): Promise<StoryMedia> {
  if (file.length > STORY_MEDIA_MAX_BYTES) throw storyMediaTooLarge();
  const sniffed = await sniffMedia(file);
  if (!sniffed) throw badRequest(STORY_MESSAGES.invalidMedia, 'INVALID_STORY_MEDIA', { file: STORY_MESSAGES.invalidMedia });
  if (sniffed.kind === 'image') {
    return { type: 'IMAGE', media: imageMedia(await encodeImage(file, { maxBytes: STORY_MEDIA_MAX_BYTES })), durationMs: null };
  }
  const video = inspectVideo(file, sniffed.mime);
  if (!video) throw badRequest(STORY_MESSAGES.unreadableVideo, 'UNREADABLE_VIDEO', { file: STORY_MESSAGES.unreadableVideo });
  if (video.durationMs > STORY_VIDEO_MAX_SECONDS * 1000 + VIDEO_LENGTH_TOLERANCE_MS) {
    const seconds = Math.round(video.durationMs / 1000);
    throw badRequest(`This video is ${seconds} seconds long: a story's video must be at most ${STORY_VIDEO_MAX_SECONDS} seconds.`, 'VIDEO_TOO_LONG');
  }
  return { type: 'VIDEO', media: video, durationMs: video.durationMs };
}
