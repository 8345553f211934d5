import type { Story } from '@clutch/contract/stories';

let counter = 0;

/** A story as the feed returns it; ids and times unique per call unless given. */
export function makeStory(overrides: Partial<Story> = {}): Story {
  counter += 1;
  const createdAt = overrides.createdAt ?? new Date(Date.now() - (60 - counter) * 60_000).toISOString();
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    userId: '11111111-1111-4111-8111-111111111111',
    userNickname: 'bob',
    userProfilePic: null,
    type: 'TEXT',
    mediaUrl: null,
    text: `story ${counter}`,
    durationMs: null,
    createdAt,
    expiresAt: new Date(Date.parse(createdAt) + 24 * 3_600_000).toISOString(),
    viewedBy: [],
    viewCount: 0,
    viewed: false,
    isExpired: false,
    ...overrides,
  };
}

/** An author's identity for `makeStory`. */
export const storyAuthor = (nickname: string, n: number) => ({
  userId: `22222222-2222-4222-8222-${String(n).padStart(12, '0')}`,
  userNickname: nickname,
});
