import { openBracketEndpoints, type ObfDocument } from '@clutch/contract/open-bracket';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionQueryKey } from '@/features/auth/api/session.ts';
import { callEndpoint } from '@/lib/http.ts';
import { organizerKeys } from './keys.ts';

/** POST /organizer/tournaments/import: an Open Bracket Format document becomes a new DRAFT of mine. */
export const importTournament = (document: unknown) =>
  // Sent as the file has it: the server checks it against the schema and says which field is wrong.
  callEndpoint(openBracketEndpoints.import, { body: document as ObfDocument });

export function useImportTournament() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: importTournament,
    onSuccess: async (created) => {
      client.setQueryData(organizerKeys.tournament(created.id), created);
      await Promise.all([
        client.invalidateQueries({ queryKey: organizerKeys.myTournaments }),
        // A first tournament makes its importer an organizer.
        client.invalidateQueries({ queryKey: sessionQueryKey }),
      ]);
    },
  });
}
