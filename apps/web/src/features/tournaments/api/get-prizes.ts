import { organizerEndpoints } from '@clutch/contract/organizer';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http.ts';

/** GET /tournaments/{id}/prizes: each prize with its winner once the tournament is finished, and its payout state. */
export const getPrizes = (id: string, signal?: AbortSignal) =>
  callEndpoint(organizerEndpoints.prizes, { params: { id }, signal });

export const prizesQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['tournaments', id, 'prizes'], queryFn: ({ signal }) => getPrizes(id, signal) });

export const usePrizes = (id: string, enabled = true) => useQuery({ ...prizesQueryOptions(id), enabled });
