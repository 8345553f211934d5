import { lifecycleResponse, type TournamentAction } from '@clutch/contract/organizer';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http.ts';
import { organizerKeys } from './keys.ts';

export type LifecycleInput = { action: Exclude<TournamentAction, 'cancel'> } | { action: 'cancel'; reason: string };

/** POST /tournaments/{id}/publish|start|finish|cancel; the server's table decides (409 for a move it does not allow). */
export const runLifecycleAction = (tournamentId: string, input: LifecycleInput) =>
  api(`/tournaments/${encodeURIComponent(tournamentId)}/${input.action}`, {
    method: 'POST',
    body: input.action === 'cancel' ? { reason: input.reason } : undefined,
    schema: lifecycleResponse,
  });

/** Every view of the tournament may change (status, matches built, fees refunded, prizes fixed). */
export function useLifecycleAction(tournamentId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: LifecycleInput) => runLifecycleAction(tournamentId, input),
    onSettled: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: organizerKeys.tournament(tournamentId) }),
        client.invalidateQueries({ queryKey: organizerKeys.myTournaments }),
      ]);
    },
  });
}
