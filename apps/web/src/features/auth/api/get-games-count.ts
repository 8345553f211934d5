import { gameEndpoints } from '@clutch/contract/games';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http.ts';

/** GET /games/all, counted: the catalogue's size, for the pitch beside the account screens (the landing counts it the same way). */
export const getGamesCount = async (signal?: AbortSignal) => (await callEndpoint(gameEndpoints.all, { signal })).length;

export const gamesCountQueryOptions = () =>
  queryOptions({ queryKey: ['games', 'all', 'count'], queryFn: ({ signal }) => getGamesCount(signal), staleTime: 5 * 60_000 });

/** `enabled` false leaves the catalogue unfetched (the pitch is not on screen). */
export const useGamesCount = (enabled: boolean) => useQuery({ ...gamesCountQueryOptions(), enabled });
