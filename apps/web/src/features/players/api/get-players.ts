import { userEndpoints, type PlayerListItem } from '@clutch/contract/users';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http.ts';
import type { PlayersFilters } from '../lib/players-filters.ts';

/** One "Load more" brings this many players; a full page means there may be more. */
export const PLAYERS_PAGE_SIZE = 24;

/** GET /users?q=&country=&gameId=&sort=&limit=&offset= : one page of the Players list, searched on the server. */
export const getPlayers = (filters: PlayersFilters, offset: number, signal?: AbortSignal) =>
  callEndpoint(userEndpoints.list, {
    signal,
    query: {
      q: filters.q || undefined,
      country: filters.country || undefined,
      gameId: filters.gameId || undefined,
      sort: filters.sort,
      limit: PLAYERS_PAGE_SIZE,
      offset,
    },
  });

export const playersQueryKey = (filters: PlayersFilters) => ['users', 'list', filters] as const;

export const playersQueryOptions = (filters: PlayersFilters) =>
  infiniteQueryOptions({
    queryKey: playersQueryKey(filters),
    queryFn: ({ pageParam, signal }) => getPlayers(filters, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage, _pages, lastOffset) => (lastPage.length === PLAYERS_PAGE_SIZE ? lastOffset + PLAYERS_PAGE_SIZE : undefined),
  });

/** Keeps the previous results on screen while a new search loads, so the grid does not flash at each keystroke. */
export const usePlayers = (filters: PlayersFilters) => useInfiniteQuery({ ...playersQueryOptions(filters), placeholderData: keepPreviousData });

/**
 * Writes a follow into the loaded pages, so the card says 'Following' and counts one more follower without the
 * list being reloaded (a reload would reorder a list sorted by followers under the user's pointer).
 */
export function useMarkFollowed(filters: PlayersFilters) {
  const client = useQueryClient();
  return (playerId: string, following: boolean) =>
    client.setQueryData<InfiniteData<PlayerListItem[], number>>(playersQueryKey(filters), (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) =>
          page.map((p) =>
            p.id === playerId && p.follow !== following ? { ...p, follow: following, followers: Math.max(0, p.followers + (following ? 1 : -1)) } : p,
          ),
        ),
      },
    );
}
