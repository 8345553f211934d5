import { registrationEndpoints } from '@clutch/contract/teams';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { callEndpoint, errorMessage } from '@/lib/http.ts';
import { useT } from '@/lib/i18n/use-t.ts';

/** POST (check in) or DELETE (undo) /tournaments/{id}/check-in: the session user's entry, as its solo player or captain. */
export const setCheckedIn = (tournamentId: string, checkedIn: boolean) =>
  callEndpoint(checkedIn ? registrationEndpoints.checkIn : registrationEndpoints.undoCheckIn, { params: { id: tournamentId } });

export function useCheckIn(tournamentId: string) {
  const t = useT();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (checkedIn: boolean) => setCheckedIn(tournamentId, checkedIn),
    onSuccess: (registration) =>
      toast.success(registration.checkedIn ? t({ defaultMessage: 'Checked in: see you at the start!' }) : t({ defaultMessage: 'Check-in undone' })),
    onError: (e) => toast.error(t({ defaultMessage: 'Could not change the check-in' }), { description: errorMessage(e, t({ defaultMessage: 'Please try again.' })) }),
    onSettled: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: ['teams'] }),
        client.invalidateQueries({ queryKey: ['tournaments', tournamentId] }),
      ]);
    },
  });
}
