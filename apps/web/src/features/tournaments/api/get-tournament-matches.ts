import { matchList } from '@clutch/contract/competition';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/http.ts';

/** GET /matches/tournament/{tournamentId}: every match of the structure (league, group and knockout). */
export const getTournamentMatches = (tournamentId: string, signal?: AbortSignal) =>
  api(`/matches/tournament/${encodeURIComponent(tournamentId)}`, { schema: matchList, signal });

export const tournamentMatchesQueryOptions = (tournamentId: string) =>
  queryOptions({
    queryKey: ['tournaments', tournamentId, 'matches'],
    queryFn: ({ signal }) => getTournamentMatches(tournamentId, signal),
  });

export const useTournamentMatches = (tournamentId: string) => useQuery(tournamentMatchesQueryOptions(tournamentId));
