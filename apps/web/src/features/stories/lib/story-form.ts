import { STORY_MEDIA_MAX_BYTES, STORY_MESSAGES, STORY_TEXT_MAX, STORY_VIDEO_MAX_SECONDS } from '@clutch/contract/stories';
import { z } from 'zod';

/** What the file input offers; the server judges the bytes again. */
export const STORY_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const STORY_VIDEO_TYPES = ['video/mp4', 'video/webm', 'video/quicktime'] as const;
export const STORY_ACCEPT = [...STORY_IMAGE_TYPES, ...STORY_VIDEO_TYPES].join(',');

export const isStoryVideo = (file: File) => (STORY_VIDEO_TYPES as readonly string[]).includes(file.type);
const isAccepted = (file: File) => isStoryVideo(file) || (STORY_IMAGE_TYPES as readonly string[]).includes(file.type);

export interface StoryFormValues {
  text: string;
  file: File | null;
  /** A chosen video's length as the browser read it, null until known (or for an image). */
  videoSeconds: number | null;
}

export const emptyStoryForm = (): StoryFormValues => ({ text: '', file: null, videoSeconds: null });

/**
 * The create-story form's rules, with the contract's messages: some text or a file; text of at most 280
 * characters; a PNG, JPEG, WebP or GIF image or an MP4, WebM or QuickTime video of at most 15 MB and 30 s.
 */
export const storyFormSchema = z
  .object({
    text: z.string().trim().max(STORY_TEXT_MAX, { message: STORY_MESSAGES.textTooLong }),
    file: z.custom<File | null>((v) => v === null || v instanceof File),
    videoSeconds: z.number().nullable(),
  })
  .superRefine((v, ctx) => {
    if (!v.file && !v.text) ctx.addIssue({ code: 'custom', path: ['text'], message: STORY_MESSAGES.empty });
    if (!v.file) return;
    if (!isAccepted(v.file)) ctx.addIssue({ code: 'custom', path: ['file'], message: STORY_MESSAGES.invalidMedia });
    else if (v.file.size > STORY_MEDIA_MAX_BYTES) ctx.addIssue({ code: 'custom', path: ['file'], message: STORY_MESSAGES.tooLarge });
    // Containers round up a little; the server allows the same half second.
    else if (v.videoSeconds !== null && v.videoSeconds > STORY_VIDEO_MAX_SECONDS + 0.5) {
      ctx.addIssue({ code: 'custom', path: ['file'], message: STORY_MESSAGES.tooLong });
    }
  });
export type StoryFormOutput = z.output<typeof storyFormSchema>;
