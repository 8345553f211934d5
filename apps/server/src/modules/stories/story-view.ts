import type { Story, StoryType } from '@clutch/contract/stories';
import type { StoryRecord } from './stories.repository.ts';

/**
 * A story as the viewer sees it (spec §3 Story). Only its author learns who viewed it (`viewedBy`); everyone sees
 * the count. The author's own stories count as seen by them.
 */
export function toStory(row: StoryRecord, viewerId: string, viewersByStory: ReadonlyMap<string, string[]>, now: Date): Story {
  const isAuthor = row.userId === viewerId;
  return {
    id: row.id,
    userId: row.userId,
    userNickname: row.nickName,
    userProfilePic: row.profilePicUrl,
    type: row.type as StoryType,
    mediaUrl: row.mediaUrl,
    text: row.text,
    durationMs: row.durationMs,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    viewedBy: isAuthor ? (viewersByStory.get(row.id) ?? []) : [],
    viewCount: row.viewCount,
    viewed: isAuthor || row.viewed,
    isExpired: row.expiresAt.getTime() <= now.getTime(),
  };
}
