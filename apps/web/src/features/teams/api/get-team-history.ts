import { teamEndpoints } from '@clutch/contract/teams';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http.ts';

/** GET /teams/{id}/history: the team's tournaments, newest first, with placement and match record. */
export const getTeamHistory = (id: string, signal?: AbortSignal) => callEndpoint(teamEndpoints.history, { params: { id }, signal });

export const teamHistoryQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['teams', 'history', id], queryFn: ({ signal }) => getTeamHistory(id, signal) });

export const useTeamHistory = (id: string) => useQuery(teamHistoryQueryOptions(id));
