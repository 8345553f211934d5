import { gameEndpoints } from '@clutch/contract/games';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http.ts';

/** GET /games/all?search= : the catalogue, for the game picker. */
export const searchGames = (search: string, signal?: AbortSignal) =>
  callEndpoint(gameEndpoints.all, { signal, query: { search: search.trim() || undefined } });

export const gameSearchQueryOptions = (search: string) =>
  queryOptions({ queryKey: ['games', 'all', { search: search.trim() }], queryFn: ({ signal }) => searchGames(search, signal) });

export const useGameSearch = (search: string) => useQuery({ ...gameSearchQueryOptions(search), placeholderData: keepPreviousData });
