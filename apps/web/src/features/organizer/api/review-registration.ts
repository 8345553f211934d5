import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http.ts';
import { organizerKeys } from './keys.ts';

export type Review = { registrationId: string; decision: 'accept' } | { registrationId: string; decision: 'reject'; reason: string };

/** PATCH /team-registrations/{id}/accept, or /reject?reason= (spec §7). */
export const reviewRegistration = (review: Review) =>
  api(`/team-registrations/${encodeURIComponent(review.registrationId)}/${review.decision}`, {
    method: 'PATCH',
    query: review.decision === 'reject' ? { reason: review.reason } : undefined,
  });

/** Refreshes the registrations, the seeding (accepted teams) and the counts on the tournament. */
export function useReviewRegistration(tournamentId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: reviewRegistration,
    onSettled: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: organizerKeys.registrations(tournamentId) }),
        client.invalidateQueries({ queryKey: organizerKeys.seeding(tournamentId) }),
        client.invalidateQueries({ queryKey: organizerKeys.tournament(tournamentId), exact: true }),
        client.invalidateQueries({ queryKey: organizerKeys.myTournaments }),
      ]);
    },
  });
}
