import { organizerEndpoints, type TournamentInputParsed } from '@clutch/contract/organizer';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionQueryKey } from '@/features/auth/api/session.ts';
import { callEndpoint } from '@/lib/http.ts';
import { organizerKeys } from './keys.ts';

/** POST /tournaments (create, as a DRAFT) or PUT /tournaments/{id} (edit). */
export const saveTournament = ({ id, input }: { id?: string; input: TournamentInputParsed }) =>
  id
    ? callEndpoint(organizerEndpoints.update, { params: { id }, body: input })
    : callEndpoint(organizerEndpoints.create, { body: input });

export function useSaveTournament() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveTournament,
    onSuccess: async (saved, { id }) => {
      client.setQueryData(organizerKeys.tournament(saved.id), saved);
      await Promise.all([
        client.invalidateQueries({ queryKey: organizerKeys.myTournaments }),
        // A first tournament makes its creator an organizer (roles travel with the session's user).
        id ? null : client.invalidateQueries({ queryKey: sessionQueryKey }),
      ]);
    },
  });
}
