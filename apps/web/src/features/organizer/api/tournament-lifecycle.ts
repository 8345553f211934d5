import { type lifecycleResponse, organizerEndpoints, type TournamentAction } from '@clutch/contract/organizer';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '@/lib/http.ts';
import { organizerKeys } from './keys.ts';

export type LifecycleInput = { action: Exclude<TournamentAction, 'cancel'> } | { action: 'cancel'; reason: string };

/** POST /tournaments/{id}/publish|start|finish|cancel; the server's table decides (409 for a move it does not allow). */
export const runLifecycleAction = (tournamentId: string, input: LifecycleInput) =>
  input.action === 'cancel'
    ? callEndpoint(organizerEndpoints.cancel, { params: { id: tournamentId }, body: { reason: input.reason } })
    : callEndpoint(organizerEndpoints[input.action], { params: { id: tournamentId } });

export type LifecycleResponse = z.infer<typeof lifecycleResponse>;

/** What the caller says when an action is done; it is told even when the new status has removed its dialog. */
export interface LifecycleFeedback {
  onSuccess?: (response: LifecycleResponse, input: LifecycleInput) => void;
  onError?: (error: Error, input: LifecycleInput) => void;
}

/**
 * Every view of the tournament may change (status, matches built, fees refunded, prizes fixed). `feedback` rides on
 * the mutation itself, not on `mutate`: a finished or cancelled tournament has no actions left, so the buttons and
 * their dialog are gone (the socket's `tournament:updated` often arrives first) before `mutate`'s own callbacks run.
 */
export function useLifecycleAction(tournamentId: string, feedback: LifecycleFeedback = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: LifecycleInput) => runLifecycleAction(tournamentId, input),
    onSuccess: (response, input) => feedback.onSuccess?.(response, input),
    onError: (error, input) => feedback.onError?.(error, input),
    onSettled: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: organizerKeys.tournament(tournamentId) }),
        client.invalidateQueries({ queryKey: organizerKeys.myTournaments }),
      ]);
    },
  });
}
