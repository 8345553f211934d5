import { storyEndpoints, type Story } from '@clutch/contract/stories';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http.ts';

export const storiesKey = ['stories'] as const;
export const storyFeedKey = (userId: string) => [...storiesKey, 'feed', userId] as const;

/** GET /stories/feed/{userId}: the signed-in user's feed, ordered by author (their own first, unseen next). */
export const getStoryFeed = (userId: string, signal?: AbortSignal) => callEndpoint(storyEndpoints.feed, { params: { userId }, signal });

export const storyFeedQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: storyFeedKey(userId),
    queryFn: ({ signal }) => getStoryFeed(userId, signal),
    // Stories come and go within the day: a minute old is old enough to ask again.
    staleTime: 60_000,
  });

export const useStoryFeed = (userId: string) => useQuery(storyFeedQueryOptions(userId));

/** Applies `change` to every cached story list (the feed and any user's stories). */
export function updateCachedStories(client: QueryClient, change: (stories: Story[]) => Story[]) {
  client.setQueriesData<Story[]>({ queryKey: storiesKey }, (old) => (old ? change(old) : old));
}
