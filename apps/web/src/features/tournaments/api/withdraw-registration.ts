import { registrationEndpoints } from '@clutch/contract/teams';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { callEndpoint, errorMessage } from '@/lib/http.ts';

/** PATCH /team-registrations/{id}/withdraw (captain only): CANCELLED, players freed, a paid fee refunded. */
export const withdrawRegistration = (id: string) =>
  callEndpoint(registrationEndpoints.withdraw, { params: { id } });

export function useWithdrawRegistration(tournamentId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: withdrawRegistration,
    onSuccess: () => toast.success('Registration withdrawn'),
    onError: (e) => toast.error('Could not withdraw the registration', { description: errorMessage(e, 'Please try again.') }),
    onSettled: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: ['teams'] }),
        client.invalidateQueries({ queryKey: ['tournaments', tournamentId] }),
      ]);
    },
  });
}
