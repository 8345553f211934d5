import { competitionEndpoints } from '@clutch/contract/competition';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http.ts';

/** GET /tournaments/{id}/swiss/rounds: every Swiss round's pairs and why each was made. */
export const getSwissRounds = (id: string, signal?: AbortSignal) =>
  callEndpoint(competitionEndpoints.swissRounds, { params: { id }, signal });

export const swissRoundsQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['tournaments', id, 'swiss-rounds'], queryFn: ({ signal }) => getSwissRounds(id, signal) });

export const useSwissRounds = (id: string, enabled = true) => useQuery({ ...swissRoundsQueryOptions(id), enabled });
