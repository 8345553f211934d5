/** What ordering a feed needs to know of a story. */
export interface FeedItem {
  id: string;
  userId: string;
  createdAt: Date;
  /** Whether the viewer has seen it. */
  viewed: boolean;
}

/**
 * The feed's order: stories grouped by author, the viewer's own group first, then authors with a story the viewer
 * has not seen, then the others; within each of those, the author who posted most recently first. Inside a
 * group, oldest first, as they are watched.
 */
export function orderFeed<T extends FeedItem>(items: readonly T[], viewerId: string): T[] {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(item.userId, [...(groups.get(item.userId) ?? []), item]);
  const chronological = (a: T, b: T) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id);
  const ranked = [...groups].map(([userId, stories]) => {
    const sorted = [...stories].sort(chronological);
    return {
      userId,
      stories: sorted,
      own: userId === viewerId,
      unseen: sorted.some((s) => !s.viewed),
      latest: sorted[sorted.length - 1]!.createdAt.getTime(),
    };
  });
  ranked.sort(
    (a, b) => Number(b.own) - Number(a.own) || Number(b.unseen) - Number(a.unseen) || b.latest - a.latest || a.userId.localeCompare(b.userId),
  );
  return ranked.flatMap((g) => g.stories);
}
