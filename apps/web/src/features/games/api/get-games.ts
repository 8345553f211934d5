import { gameEndpoints, type GamesQuery } from '@clutch/contract/games';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http.ts';

/** GET /games/all?search=&genre=&popularity=&platform= : the catalogue, filtered on the server (any value of a filter matches). */
export const getGames = (filters: GamesQuery, signal?: AbortSignal) =>
  callEndpoint(gameEndpoints.all, {
    signal,
    query: {
      search: filters.search || undefined,
      genre: filters.genre?.length ? filters.genre.join(',') : undefined,
      popularity: filters.popularity?.length ? filters.popularity.join(',') : undefined,
      platform: filters.platform?.length ? filters.platform.join(',') : undefined,
    },
  });

export const gamesQueryOptions = (filters: GamesQuery) =>
  queryOptions({ queryKey: ['games', 'all', filters], queryFn: ({ signal }) => getGames(filters, signal) });

/** Keeps the previous list on screen while a new filter loads, so the grid does not flash. */
export const useGames = (filters: GamesQuery) => useQuery({ ...gamesQueryOptions(filters), placeholderData: keepPreviousData });
