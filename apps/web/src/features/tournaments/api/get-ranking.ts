import { tournamentEndpoints } from '@clutch/contract/tournaments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http.ts';

/** GET /tournaments/{id}/ranking: the full league table (every column real). */
export const getRanking = (id: string, signal?: AbortSignal) =>
  callEndpoint(tournamentEndpoints.ranking, { params: { id }, signal });

export const rankingQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['tournaments', id, 'ranking'], queryFn: ({ signal }) => getRanking(id, signal) });

export const useRanking = (id: string, enabled = true) => useQuery({ ...rankingQueryOptions(id), enabled });
