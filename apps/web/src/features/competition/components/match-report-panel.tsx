import type { Match, MatchReport } from '@clutch/contract/competition';
import type { TournamentStatus } from '@clutch/contract/tournaments';
import { Check, Clock, Gavel } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { formatDateTime } from '@/lib/format.ts';
import { errorMessage } from '@/lib/http.ts';
import { useConfirmReport } from '../api/match-reports.ts';
import { reportedResult, reportState, sideName } from '../lib/report-state.ts';
import { DisputeReportDialog } from './dispute-report-dialog.tsx';
import { ReportResultDialog } from './report-result-dialog.tsx';

function ConfirmButton({ match, report }: { match: Match; report: MatchReport }) {
  const confirm = useConfirmReport(match.tournamentId, {
    onSuccess: () => toast.success('Result confirmed'),
    onError: (e) => toast.error('Could not confirm the result', { description: errorMessage(e, 'Please try again.') }),
  });
  return (
    <Button size="sm" disabled={confirm.isPending} onClick={() => confirm.mutate(report.id)}>
      {confirm.isPending ? <Spinner className="size-4" /> : <Check aria-hidden />}
      Confirm
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
  const state = reportState(match, captainTeamId, tournamentStatus);
  const at = (iso: string) => formatDateTime(iso, { timeZone });
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
            <span className="font-medium">{sideName(match, state.report.reportedBySlot)}</span> reported{' '}
            <span className="font-semibold">{reportedResult(match, state.report)}</span>. It is accepted automatically at{' '}
            <time dateTime={state.report.autoAcceptAt}>{at(state.report.autoAcceptAt)}</time> unless you dispute it.
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
            Reported {reportedResult(match, state.report)}. Waiting for {state.waitingFor} to confirm — accepted automatically at{' '}
            <time dateTime={state.report.autoAcceptAt}>{at(state.report.autoAcceptAt)}</time>
          </span>
        </p>
      );
    case 'disputed':
      return (
        <p className="flex items-start gap-1.5 text-xs font-medium text-warning-text">
          <Gavel aria-hidden className="mt-0.5 size-3.5 shrink-0" />
          Disputed — the organizer will decide
        </p>
      );
  }
}
