import { registrationEndpoints } from '@clutch/contract/teams';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http.ts';
import { organizerKeys } from './keys.ts';

export type Review = { registrationId: string; decision: 'accept' } | { registrationId: string; decision: 'reject'; reason: string };

/** PATCH /team-registrations/{id}/accept, or /reject?reason= (spec §7). */
export const reviewRegistration = (review: Review) =>
  review.decision === 'reject'
    ? callEndpoint(registrationEndpoints.reject, { params: { id: review.registrationId }, query: { reason: review.reason } })
    : callEndpoint(registrationEndpoints.accept, { params: { id: review.registrationId } });

/** What the caller says when a review is done; it is told even when its row has left the list meanwhile. */
export interface ReviewFeedback {
  onSuccess?: (review: Review) => void;
  onError?: (error: Error, review: Review) => void;
}

/**
 * Refreshes the registrations, the seeding (accepted teams) and the counts on the tournament. `feedback` rides on
 * the mutation itself, not on `mutate`: an accepted row leaves the Pending list before `mutate`'s own callbacks run.
 */
export function useReviewRegistration(tournamentId: string, feedback: ReviewFeedback = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: reviewRegistration,
    onSuccess: (_data, review) => feedback.onSuccess?.(review),
    onError: (error, review) => feedback.onError?.(error, review),
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
