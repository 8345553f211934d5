import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http.ts';

/**
 * GET /tournaments/{id}/prizes: each prize with its winner once the tournament is finished, and its payout state.
 * The organizer contract loads with the first call (when the Prizes tab is opened), not with the tournament page.
 */
export const getPrizes = async (id: string, signal?: AbortSignal) => {
  const { organizerEndpoints } = await import('@clutch/contract/organizer');
  return callEndpoint(organizerEndpoints.prizes, { params: { id }, signal });
};

export const prizesQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['tournaments', id, 'prizes'], queryFn: ({ signal }) => getPrizes(id, signal) });

export const usePrizes = (id: string, enabled = true) => useQuery({ ...prizesQueryOptions(id), enabled });
