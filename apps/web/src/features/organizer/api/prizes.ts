import { organizerEndpoints } from '@clutch/contract/organizer';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http.ts';
import { organizerKeys } from './keys.ts';

/** GET /tournaments/{id}/prizes: each prize with its winner (once finished) and payout status. */
export const getPrizes = (tournamentId: string, signal?: AbortSignal) =>
  callEndpoint(organizerEndpoints.prizes, { params: { id: tournamentId }, signal });

export const prizesQueryOptions = (tournamentId: string) =>
  queryOptions({ queryKey: organizerKeys.prizes(tournamentId), queryFn: ({ signal }) => getPrizes(tournamentId, signal) });

export const usePrizes = (tournamentId: string) => useQuery(prizesQueryOptions(tournamentId));

/** POST /tournaments/{id}/prizes/{position}/pay: pays the prize out to the winning team's captain. */
export const payPrize = (tournamentId: string, position: number) =>
  callEndpoint(organizerEndpoints.payPrize, { params: { id: tournamentId, position } });

export function usePayPrize(tournamentId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (position: number) => payPrize(tournamentId, position),
    onSettled: () => client.invalidateQueries({ queryKey: organizerKeys.prizes(tournamentId) }),
  });
}
