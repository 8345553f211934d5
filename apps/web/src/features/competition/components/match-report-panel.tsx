import type { Match, MatchReport } from '@clutch/contract/competition';
import type { TournamentStatus } from '@clutch/contract/tournaments';
import { Check, Clock, Gavel } from 'lucide-react';
import type { ReactNode } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { formatDateTime } from '@/lib/format.ts';
import { errorMessage } from '@/lib/http.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useConfirmReport } from '../api/match-reports.ts';
import { reportedResult, reportState, sideName } from '../lib/report-state.ts';
import { DisputeReportDialog } from './dispute-report-dialog.tsx';
import { ReportResultDialog } from './report-result-dialog.tsx';

function ConfirmButton({ match, report }: { match: Match; report: MatchReport }) {
  const t = useT();
  const confirm = useConfirmReport(match.tournamentId, {
    onSuccess: () => toast.success(t({ defaultMessage: 'Result confirmed' })),
    onError: (e) =>
      toast.error(t({ defaultMessage: 'Could not confirm the result' }), { description: errorMessage(e, t({ defaultMessage: 'Please try again.' })) }),
  });
  return (
    <Button size="sm" disabled={confirm.isPending} onClick={() => confirm.mutate(report.id)}>
      {confirm.isPending ? <Spinner className="size-4" /> : <Check aria-hidden />}
      {t({ defaultMessage: 'Confirm' })}
    </Button>
  );
}

export interface MatchReportPanelProps {
  match: Match;
  /** The team the viewer captains in this tournament (null: signed out or not a captain). */
  captainTeamId: string | null;
  tournamentStatus: TournamentStatus | undefined;
  /** The zone the tournament's times are shown in. */
  timeZone?: string;
}

/**
 * The result-report line of a match: 'Report result' for a captain of a side, the other captain's report with
 * Confirm and Dispute, or the state everyone sees (waiting for confirmation, disputed). Nothing otherwise.
 */
export function MatchReportPanel({ match, captainTeamId, tournamentStatus, timeZone }: MatchReportPanelProps) {
  const t = useT();
  const state = reportState(match, captainTeamId, tournamentStatus);
  // A two-sided match's report always has its deadline (only a lobby game's, not shown here, has none).
  const autoAccept = (report: MatchReport) => ({
    at: report.autoAcceptAt ? formatDateTime(report.autoAcceptAt, { timeZone }) : '',
    time: (chunks: ReactNode[]) => <time dateTime={report.autoAcceptAt ?? undefined}>{chunks}</time>,
  });
  switch (state.kind) {
    case 'none':
      return null;
    case 'report':
      return (
        <div className="flex flex-wrap items-center gap-2">
          <ReportResultDialog match={match} mySlot={state.mySlot} />
        </div>
      );
    case 'answer':
      return (
        <div className="flex flex-col gap-2 rounded-md border border-warning/40 bg-warning/10 p-3 text-sm">
          <p>
            {t(
              {
                defaultMessage:
                  '<side>{team}</side> reported <score>{result}</score>. It is accepted automatically at <time>{at}</time> unless you dispute it.',
              },
              {
                team: sideName(t, match, state.report.reportedBySlot),
                result: reportedResult(t, match, state.report),
                side: (chunks) => <span className="font-medium">{chunks}</span>,
                score: (chunks) => <span className="font-semibold">{chunks}</span>,
                ...autoAccept(state.report),
              },
            )}
          </p>
          <div className="flex flex-wrap gap-2">
            <ConfirmButton match={match} report={state.report} />
            <DisputeReportDialog match={match} report={state.report} />
          </div>
        </div>
      );
    case 'waiting':
      return (
        <p className="flex items-start gap-1.5 text-xs text-muted-foreground">
          <Clock aria-hidden className="mt-0.5 size-3.5 shrink-0" />
          <span>
            {t(
              { defaultMessage: 'Reported {result}. Waiting for {team} to confirm — accepted automatically at <time>{at}</time>' },
              { result: reportedResult(t, match, state.report), team: sideName(t, match, state.waitingFor), ...autoAccept(state.report) },
            )}
          </span>
        </p>
      );
    case 'disputed':
      return (
        <p className="flex items-start gap-1.5 text-xs font-medium text-warning-text">
          <Gavel aria-hidden className="mt-0.5 size-3.5 shrink-0" />
          {t({ defaultMessage: 'Disputed — the organizer will decide' })}
        </p>
      );
  }
}
