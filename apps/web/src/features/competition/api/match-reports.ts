import { matchReport, type disputeBody, type ResultInput } from '@clutch/contract/competition';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/http.ts';
import { tournamentMatchesQueryOptions } from '@/features/tournaments/api/get-tournament-matches.ts';

type DisputeBody = z.input<typeof disputeBody>;

/** POST /matches/{id}/reports: a captain reports the result; the other captain confirms or disputes it. */
export const reportResult = (matchId: string, body: ResultInput) =>
  api(`/matches/${encodeURIComponent(matchId)}/reports`, { method: 'POST', body, schema: matchReport });

/** POST /match-reports/{id}/confirm: the other captain agrees; the result is applied. */
export const confirmReport = (reportId: string) =>
  api(`/match-reports/${encodeURIComponent(reportId)}/confirm`, { method: 'POST', schema: matchReport });

/** POST /match-reports/{id}/dispute: the other captain disagrees, with a reason; the organizer decides. */
export const disputeReport = (reportId: string, body: DisputeBody) =>
  api(`/match-reports/${encodeURIComponent(reportId)}/dispute`, { method: 'POST', body, schema: matchReport });

/** Every view of a tournament's matches: the tournament's list (and bracket) and the tickets that show them. */
function refreshMatches(client: QueryClient, tournamentId: string) {
  return Promise.all([
    client.invalidateQueries({ queryKey: tournamentMatchesQueryOptions(tournamentId).queryKey }),
    client.invalidateQueries({ queryKey: ['tickets'] }),
  ]);
}

export function useReportResult(tournamentId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ matchId, body }: { matchId: string; body: ResultInput }) => reportResult(matchId, body),
    onSuccess: () => refreshMatches(client, tournamentId),
  });
}

export function useConfirmReport(tournamentId: string) {
  const client = useQueryClient();
  return useMutation({ mutationFn: confirmReport, onSuccess: () => refreshMatches(client, tournamentId) });
}

export function useDisputeReport(tournamentId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ reportId, body }: { reportId: string; body: DisputeBody }) => disputeReport(reportId, body),
    onSuccess: () => refreshMatches(client, tournamentId),
  });
}
