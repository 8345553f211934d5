import { tournamentEndpoints } from '@clutch/contract/tournaments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http.ts';

/** The spec's Dashboard shows four tournaments. */
export const DASHBOARD_TOURNAMENTS = 4;

/**
 * GET /tournaments?fallback=true&pageSize=4 : the list's default (open for registration), falling back along the
 * spec's chain when none are open, so the Dashboard shows what can be joined or watched now.
 */
export const getRecentTournaments = (signal?: AbortSignal) =>
  callEndpoint(tournamentEndpoints.list, { query: { fallback: 'true', page: 1, pageSize: DASHBOARD_TOURNAMENTS }, signal });

export const recentTournamentsQueryOptions = queryOptions({
  queryKey: ['tournaments', 'dashboard-recent'],
  queryFn: ({ signal }) => getRecentTournaments(signal),
});

export const useRecentTournaments = () => useQuery(recentTournamentsQueryOptions);
