import { registrationEndpoints } from '@clutch/contract/teams';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { callEndpoint, errorMessage } from '@/lib/http.ts';
import { useT } from '@/lib/i18n/use-t.ts';

/** PATCH /team-registrations/{id}/withdraw (captain only): CANCELLED, players freed, a paid fee refunded. */
export const withdrawRegistration = (id: string) =>
  callEndpoint(registrationEndpoints.withdraw, { params: { id } });

export function useWithdrawRegistration(tournamentId: string) {
  const t = useT();
  const client = useQueryClient();
  return useMutation({
    mutationFn: withdrawRegistration,
    onSuccess: () => toast.success(t({ defaultMessage: 'Registration withdrawn' })),
    onError: (e) =>
      toast.error(t({ defaultMessage: 'Could not withdraw the registration' }), { description: errorMessage(e, t({ defaultMessage: 'Please try again.' })) }),
    onSettled: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: ['teams'] }),
        client.invalidateQueries({ queryKey: ['tournaments', tournamentId] }),
      ]);
    },
  });
}
