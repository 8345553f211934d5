import { competitionEndpoints, type Match } from '@clutch/contract/competition';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { tournamentMatchesQueryOptions } from '@/features/tournaments/api/get-tournament-matches.ts';
import { callEndpoint, errorMessage } from '@/lib/http.ts';
import { useT } from '@/lib/i18n/use-t.ts';

/** POST (check in) or DELETE (undo) /matches/{id}/check-in: the side the session user captains. */
export const setMatchCheckedIn = (matchId: string, checkedIn: boolean) =>
  callEndpoint(checkedIn ? competitionEndpoints.matchCheckIn : competitionEndpoints.undoMatchCheckIn, { params: { id: matchId } });

/** Checks the captain's side in or out; the tournament's matches and the tickets showing them refetch. */
export function useMatchCheckIn(match: Pick<Match, 'id' | 'tournamentId'>) {
  const t = useT();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (checkedIn: boolean) => setMatchCheckedIn(match.id, checkedIn),
    onSuccess: (_view, checkedIn) => toast.success(checkedIn ? t({ defaultMessage: 'Checked in for the match' }) : t({ defaultMessage: 'Check-in undone' })),
    onError: (e) => toast.error(t({ defaultMessage: 'Could not change the check-in' }), { description: errorMessage(e, t({ defaultMessage: 'Please try again.' })) }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: tournamentMatchesQueryOptions(match.tournamentId).queryKey }),
        client.invalidateQueries({ queryKey: ['tickets'] }),
      ]),
  });
}
