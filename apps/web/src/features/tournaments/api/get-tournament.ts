import { tournamentEndpoints } from '@clutch/contract/tournaments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http.ts';

/** GET /tournaments/{id}: the tournament, with `following` for the signed-in viewer. */
export const getTournament = (id: string, signal?: AbortSignal) =>
  callEndpoint(tournamentEndpoints.detail, { params: { id }, signal });

export const tournamentQueryKey = (id: string) => ['tournaments', id] as const;

export const tournamentQueryOptions = (id: string) =>
  queryOptions({ queryKey: tournamentQueryKey(id), queryFn: ({ signal }) => getTournament(id, signal) });

export const useTournament = (id: string) => useQuery(tournamentQueryOptions(id));
