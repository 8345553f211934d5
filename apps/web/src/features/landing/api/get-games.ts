import { gameList } from '@clutch/contract/games';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/http.ts';

/** GET /games/all: the whole catalogue, for the partner strip and the games claim. */
export const getAllGames = (signal?: AbortSignal) => api('/games/all', { schema: gameList, signal });

export const allGamesQueryOptions = queryOptions({
  queryKey: ['landing', 'games'],
  queryFn: ({ signal }) => getAllGames(signal),
  staleTime: 10 * 60_000,
});

export const useAllGames = () => useQuery(allGamesQueryOptions);
