import { competitionEndpoints, type matchScheduleBody, type roundScheduleBody } from '@clutch/contract/competition';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '@/lib/http.ts';
import { organizerKeys } from './keys.ts';

export type MatchScheduleBody = z.input<typeof matchScheduleBody>;
export type RoundScheduleBody = z.input<typeof roundScheduleBody>;

/** PATCH /matches/{id}: start time, best-of, region, details of one match. */
export const scheduleMatch = (matchId: string, body: MatchScheduleBody) =>
  callEndpoint(competitionEndpoints.scheduleMatch, { params: { id: matchId }, body });

/** PATCH /tournaments/{id}/schedule: start time and best-of for every match of one round. */
export const scheduleRound = (tournamentId: string, body: RoundScheduleBody) =>
  callEndpoint(competitionEndpoints.scheduleRound, { params: { id: tournamentId }, body });

export function useScheduleMatch(tournamentId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ matchId, body }: { matchId: string; body: MatchScheduleBody }) => scheduleMatch(matchId, body),
    onSettled: () => client.invalidateQueries({ queryKey: organizerKeys.matches(tournamentId) }),
  });
}

export function useScheduleRound(tournamentId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RoundScheduleBody) => scheduleRound(tournamentId, body),
    onSettled: () => client.invalidateQueries({ queryKey: organizerKeys.matches(tournamentId) }),
  });
}
