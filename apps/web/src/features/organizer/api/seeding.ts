import { organizerEndpoints, type seedingBody } from '@clutch/contract/organizer';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '@/lib/http.ts';
import { organizerKeys } from './keys.ts';

export type SeedingBody = z.input<typeof seedingBody>;

/** GET /tournaments/{id}/seeding: the accepted teams in seed order, and the method that made it. */
export const getSeeding = (tournamentId: string, signal?: AbortSignal) =>
  callEndpoint(organizerEndpoints.seeding, { params: { id: tournamentId }, signal });

export const seedingQueryOptions = (tournamentId: string) =>
  queryOptions({ queryKey: organizerKeys.seeding(tournamentId), queryFn: ({ signal }) => getSeeding(tournamentId, signal) });

export const useSeeding = (tournamentId: string) => useQuery(seedingQueryOptions(tournamentId));

/** PUT /tournaments/{id}/seeding: an explicit order (MANUAL) or a method the server applies; answers the new order. */
export const saveSeeding = (tournamentId: string, body: SeedingBody) =>
  callEndpoint(organizerEndpoints.saveSeeding, { params: { id: tournamentId }, body });

export function useSaveSeeding(tournamentId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SeedingBody) => saveSeeding(tournamentId, body),
    onSuccess: (saved) => client.setQueryData(organizerKeys.seeding(tournamentId), saved),
  });
}
