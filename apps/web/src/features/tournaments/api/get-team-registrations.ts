import { registrationEndpoints } from '@clutch/contract/teams';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http.ts';

/** GET /team-registrations/tournaments/{tournamentId}: every team's request to play, whatever its status. */
export const getTeamRegistrations = (tournamentId: string, signal?: AbortSignal) =>
  callEndpoint(registrationEndpoints.ofTournament, { params: { tournamentId }, signal });

export const teamRegistrationsQueryOptions = (tournamentId: string) =>
  queryOptions({
    queryKey: ['tournaments', tournamentId, 'team-registrations'],
    queryFn: ({ signal }) => getTeamRegistrations(tournamentId, signal),
  });

export const useTeamRegistrations = (tournamentId: string) => useQuery(teamRegistrationsQueryOptions(tournamentId));
