import { prizeAwards } from '@clutch/contract/organizer';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/http.ts';

/** GET /tournaments/{id}/prizes: each prize with its winner once the tournament is finished, and its payout state. */
export const getPrizes = (id: string, signal?: AbortSignal) =>
  api(`/tournaments/${encodeURIComponent(id)}/prizes`, { schema: prizeAwards, signal });

export const prizesQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['tournaments', id, 'prizes'], queryFn: ({ signal }) => getPrizes(id, signal) });

export const usePrizes = (id: string, enabled = true) => useQuery({ ...prizesQueryOptions(id), enabled });
