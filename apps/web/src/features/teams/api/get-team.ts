import { teamEndpoints } from '@clutch/contract/teams';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http.ts';

/** GET /teams/{id}: the team with its captain, members (captain first) and its registration. */
export const getTeam = (id: string, signal?: AbortSignal) => callEndpoint(teamEndpoints.detail, { params: { id }, signal });

export const teamQueryKey = (id: string) => ['teams', 'detail', id] as const;

export const teamQueryOptions = (id: string) => queryOptions({ queryKey: teamQueryKey(id), queryFn: ({ signal }) => getTeam(id, signal) });

export const useTeam = (id: string) => useQuery(teamQueryOptions(id));
