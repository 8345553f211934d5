import { ticketDetail } from '@clutch/contract/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/http.ts';

/** GET /tickets/team/:teamId : the team's ticket with its tournament, members (captain first) and matches. */
export const getTeamTicket = (teamId: string, signal?: AbortSignal) =>
  api(`/tickets/team/${encodeURIComponent(teamId)}`, { schema: ticketDetail, signal });

export const teamTicketQueryOptions = (teamId: string) =>
  queryOptions({
    queryKey: ['tickets', 'team', teamId],
    queryFn: ({ signal }) => getTeamTicket(teamId, signal),
  });

export const useTeamTicket = (teamId: string) => useQuery(teamTicketQueryOptions(teamId));
