import { competitionEndpoints, type disputeBody, type MatchReport, type ResultInput } from '@clutch/contract/competition';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '@/lib/http.ts';
import { tournamentMatchesQueryOptions } from '@/features/tournaments/api/get-tournament-matches.ts';

type DisputeBody = z.input<typeof disputeBody>;

/** POST /matches/{id}/reports: a captain reports the result; the other captain confirms or disputes it. */
export const reportResult = (matchId: string, body: ResultInput) =>
  callEndpoint(competitionEndpoints.report, { params: { id: matchId }, body });

/** POST /match-reports/{id}/confirm: the other captain agrees; the result is applied. */
export const confirmReport = (reportId: string) =>
  callEndpoint(competitionEndpoints.confirmReport, { params: { id: reportId } });

/** POST /match-reports/{id}/dispute: the other captain disagrees, with a reason; the organizer decides. */
export const disputeReport = (reportId: string, body: DisputeBody) =>
  callEndpoint(competitionEndpoints.disputeReport, { params: { id: reportId }, body });

/** Every view of a tournament's matches: the tournament's list (and bracket) and the tickets that show them. */
function refreshMatches(client: QueryClient, tournamentId: string) {
  return Promise.all([
    client.invalidateQueries({ queryKey: tournamentMatchesQueryOptions(tournamentId).queryKey }),
    client.invalidateQueries({ queryKey: ['tickets'] }),
  ]);
}

/**
 * What the caller says when an answer comes back. It rides on the mutation itself, not on `mutate`: the server's
 * `match:updated` usually arrives before its HTTP answer and moves the match to its next state, which unmounts the
 * button or dialog that asked, and `mutate`'s own callbacks die with it.
 */
export interface ReportFeedback<Vars> {
  onSuccess?: (report: MatchReport, vars: Vars) => void;
  onError?: (error: Error, vars: Vars) => void;
}

type ReportVars = { matchId: string; body: ResultInput };
type DisputeVars = { reportId: string; body: DisputeBody };

export function useReportResult(tournamentId: string, feedback: ReportFeedback<ReportVars> = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ matchId, body }: ReportVars) => reportResult(matchId, body),
    onSuccess: (report, vars) => {
      feedback.onSuccess?.(report, vars);
      return refreshMatches(client, tournamentId);
    },
    onError: (error, vars) => feedback.onError?.(error, vars),
  });
}

export function useConfirmReport(tournamentId: string, feedback: ReportFeedback<string> = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: confirmReport,
    onSuccess: (report, reportId) => {
      feedback.onSuccess?.(report, reportId);
      return refreshMatches(client, tournamentId);
    },
    onError: (error, reportId) => feedback.onError?.(error, reportId),
  });
}

export function useDisputeReport(tournamentId: string, feedback: ReportFeedback<DisputeVars> = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ reportId, body }: DisputeVars) => disputeReport(reportId, body),
    onSuccess: (report, vars) => {
      feedback.onSuccess?.(report, vars);
      return refreshMatches(client, tournamentId);
    },
    onError: (error, vars) => feedback.onError?.(error, vars),
  });
}
