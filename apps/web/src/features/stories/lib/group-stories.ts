import type { Story } from '@clutch/contract/stories';

/** One author's run of stories in the feed. */
export interface StoryAuthor {
  userId: string;
  nickname: string;
  photoUrl: string | null;
  stories: Story[];
  /** Whether the viewer has a story of theirs still to see. */
  unseen: boolean;
}

/**
 * The feed's stories grouped by author, in the server's order (the viewer's own first, then authors with unseen
 * stories); each author's stories stay oldest first.
 */
export function groupByAuthor(stories: readonly Story[]): StoryAuthor[] {
  const groups = new Map<string, StoryAuthor>();
  for (const story of stories) {
    const group = groups.get(story.userId);
    if (group) {
      group.stories.push(story);
      group.unseen ||= !story.viewed;
    } else {
      groups.set(story.userId, { userId: story.userId, nickname: story.userNickname, photoUrl: story.userProfilePic, stories: [story], unseen: !story.viewed });
    }
  }
  return [...groups.values()];
}

/** Where to start watching an author: their first story the viewer has not seen, else the first. */
export const firstUnseenIndex = (author: StoryAuthor) => Math.max(0, author.stories.findIndex((s) => !s.viewed));

/** How long a story shows before the next: a video its length, anything else five seconds. */
export const IMAGE_STORY_MS = 5000;
export const storyDurationMs = (story: Story) => (story.type === 'VIDEO' && story.durationMs ? story.durationMs : IMAGE_STORY_MS);
