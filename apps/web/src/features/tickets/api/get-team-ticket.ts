import { ticketEndpoints } from '@clutch/contract/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http.ts';

/** GET /tickets/team/:teamId : the team's ticket with its tournament, members (captain first) and matches. */
export const getTeamTicket = (teamId: string, signal?: AbortSignal) =>
  callEndpoint(ticketEndpoints.ofTeam, { params: { teamId }, signal });

export const teamTicketQueryOptions = (teamId: string) =>
  queryOptions({
    queryKey: ['tickets', 'team', teamId],
    queryFn: ({ signal }) => getTeamTicket(teamId, signal),
  });

export const useTeamTicket = (teamId: string) => useQuery(teamTicketQueryOptions(teamId));
