import type { SocialPerson } from '@clutch/contract/social';
import { useQueries } from '@tanstack/react-query';
import { followeesQueryOptions } from '@/features/social/api/get-followees.ts';
import { friendsQueryOptions } from '@/features/social/api/get-friends.ts';

/** The Dashboard shows this many connections (spec §9). */
export const DASHBOARD_CONNECTIONS = 8;

export type Connection = SocialPerson & { kind: 'friend' | 'following' };

/** Friends first, then the players followed who are not friends already, at most `limit`. */
export function combineConnections(friends: SocialPerson[], followees: SocialPerson[], limit = DASHBOARD_CONNECTIONS): Connection[] {
  const seen = new Set<string>();
  const out: Connection[] = [];
  for (const [kind, people] of [['friend', friends], ['following', followees]] as const) {
    for (const p of people) {
      if (out.length === limit) return out;
      if (seen.has(p.userId)) continue;
      seen.add(p.userId);
      out.push({ userId: p.userId, nickname: p.nickname, photoUrl: p.photoUrl, bio: p.bio, kind });
    }
  }
  return out;
}

/**
 * Friends & Following: GET /friendships/user/{me} and GET /follows/followees/{me}, the same cache entries the
 * Friends page and the profile use, combined without duplicates.
 */
export function useConnections(userId: string) {
  return useQueries({
    queries: [friendsQueryOptions(userId), followeesQueryOptions(userId)],
    combine: ([friends, followees]) => ({
      isPending: friends.isPending || followees.isPending,
      isError: friends.isError || followees.isError,
      isFetching: friends.isFetching || followees.isFetching,
      data: friends.data && followees.data ? combineConnections(friends.data, followees.data) : undefined,
      refetch: () => Promise.all([friends.isError && friends.refetch(), followees.isError && followees.refetch()]),
    }),
  });
}
