import { describe, expect, it } from 'vitest';
import { makeStory, storyAuthor } from '@/test/story-fixtures.ts';
import { firstUnseenIndex, groupByAuthor, storyDurationMs } from './group-stories.ts';

describe('groupByAuthor', () => {
  it("keeps the server's order of authors and each author's stories, and says who has something unseen", () => {
    const a = storyAuthor('ana', 1);
    const b = storyAuthor('ben', 2);
    const stories = [makeStory({ ...a, viewed: true }), makeStory({ ...a }), makeStory({ ...b, viewed: true })];
    const groups = groupByAuthor(stories);
    expect(groups.map((g) => [g.nickname, g.stories.length, g.unseen])).toEqual([
      ['ana', 2, true],
      ['ben', 1, false],
    ]);
    expect(groups[0]!.stories).toEqual(stories.slice(0, 2));
    expect(firstUnseenIndex(groups[0]!)).toBe(1);
    expect(firstUnseenIndex(groups[1]!)).toBe(0);
  });

  it('shows text and images for five seconds and a video for its length', () => {
    expect(storyDurationMs(makeStory({ type: 'TEXT' }))).toBe(5000);
    expect(storyDurationMs(makeStory({ type: 'IMAGE', mediaUrl: '/uploads/a.webp' }))).toBe(5000);
    expect(storyDurationMs(makeStory({ type: 'VIDEO', mediaUrl: '/uploads/a.mp4', durationMs: 12_400 }))).toBe(12_400);
  });
});
