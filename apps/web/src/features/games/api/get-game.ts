import { gameEndpoints } from '@clutch/contract/games';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http.ts';

/** GET /games/{id} (uuid or slug). */
export const getGame = (id: string, signal?: AbortSignal) => callEndpoint(gameEndpoints.detail, { params: { id }, signal });

export const gameQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['games', id], queryFn: ({ signal }) => getGame(id, signal) });

export const useGame = (id: string) => useQuery(gameQueryOptions(id));
