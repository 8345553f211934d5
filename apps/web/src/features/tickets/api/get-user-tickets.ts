import { ticketEndpoints } from '@clutch/contract/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http.ts';

/** The Dashboard shows the first four tickets (spec §9). */
export const DASHBOARD_TICKETS = 4;

/** GET /tickets/user/:userId : the registrations the user plays in (spec §3 Ticket). */
export const getUserTickets = (userId: string, signal?: AbortSignal) =>
  callEndpoint(ticketEndpoints.ofUser, { params: { userId }, signal });

export const userTicketsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['tickets', 'user', userId],
    queryFn: ({ signal }) => getUserTickets(userId, signal),
  });

export const useUserTickets = (userId: string) => useQuery(userTicketsQueryOptions(userId));
