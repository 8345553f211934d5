import { competitionEndpoints, type enterResultBody } from '@clutch/contract/competition';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '@/lib/http.ts';
import { organizerKeys } from './keys.ts';

export type EnterResultBody = z.input<typeof enterResultBody>;

/** POST /matches/{id}/result/preview: which later matches a correction would change (nothing is written). */
export const previewResult = (matchId: string, body: EnterResultBody) =>
  callEndpoint(competitionEndpoints.previewResult, { params: { id: matchId }, body });

/** POST /matches/{id}/result: the organizer's result, or a correction of a finished match (`correction: true`). */
export const enterResult = (matchId: string, body: EnterResultBody) =>
  callEndpoint(competitionEndpoints.enterResult, { params: { id: matchId }, body });

export const usePreviewResult = () =>
  useMutation({ mutationFn: ({ matchId, body }: { matchId: string; body: EnterResultBody }) => previewResult(matchId, body) });

/** A result moves the bracket or table on: matches, audit, standings and prizes all refresh. */
export function useEnterResult(tournamentId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ matchId, body }: { matchId: string; body: EnterResultBody }) => enterResult(matchId, body),
    onSettled: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: organizerKeys.matches(tournamentId) }),
        client.invalidateQueries({ queryKey: organizerKeys.audit(tournamentId) }),
        client.invalidateQueries({ queryKey: ['tournaments', tournamentId, 'ranking'] }),
      ]);
    },
  });
}
