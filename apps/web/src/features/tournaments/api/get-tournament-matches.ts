import { competitionEndpoints } from '@clutch/contract/competition';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http.ts';

/** GET /matches/tournament/{tournamentId}: every match of the structure (league, group and knockout). */
export const getTournamentMatches = (tournamentId: string, signal?: AbortSignal) =>
  callEndpoint(competitionEndpoints.tournamentMatches, { params: { tournamentId }, signal });

export const tournamentMatchesQueryOptions = (tournamentId: string) =>
  queryOptions({
    queryKey: ['tournaments', tournamentId, 'matches'],
    queryFn: ({ signal }) => getTournamentMatches(tournamentId, signal),
  });

export const useTournamentMatches = (tournamentId: string) => useQuery(tournamentMatchesQueryOptions(tournamentId));
