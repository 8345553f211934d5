import { registrationEndpoints } from '@clutch/contract/teams';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http.ts';

/** POST /team-registration/solo/{tournamentId}: a team of one, registered at once. */
export const registerSolo = (tournamentId: string) =>
  callEndpoint(registrationEndpoints.registerSolo, { params: { tournamentId } });

export function useRegisterSolo(tournamentId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => registerSolo(tournamentId),
    onSettled: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: ['teams'] }),
        client.invalidateQueries({ queryKey: ['tournaments', tournamentId] }),
      ]);
    },
  });
}
