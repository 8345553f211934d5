import { teamRegistrationList } from '@clutch/contract/competition';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/http.ts';

/** GET /team-registrations/tournaments/{tournamentId}: every team's request to play, whatever its status. */
export const getTeamRegistrations = (tournamentId: string, signal?: AbortSignal) =>
  api(`/team-registrations/tournaments/${encodeURIComponent(tournamentId)}`, { schema: teamRegistrationList, signal });

export const teamRegistrationsQueryOptions = (tournamentId: string) =>
  queryOptions({
    queryKey: ['tournaments', tournamentId, 'team-registrations'],
    queryFn: ({ signal }) => getTeamRegistrations(tournamentId, signal),
  });

export const useTeamRegistrations = (tournamentId: string) => useQuery(teamRegistrationsQueryOptions(tournamentId));
