import type { TournamentStatus } from '@clutch/contract/tournaments';
import { CalendarDays } from 'lucide-react';
import { Badge } from '@/components/ui/badge.tsx';
import { AddToCalendarLink } from '@/features/calendar/components/add-to-calendar-link.tsx';
import { MatchCheckInPanel } from '@/features/competition/components/match-check-in-panel.tsx';
import { gameLabel, placeOf } from '@/lib/lobby-game.ts';
import { formatDateTime } from '@/lib/format.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import type { TicketMatch } from '../lib/ticket-matches.ts';
import { ReportPlacementsDialog } from './report-placements-dialog.tsx';

/**
 * A battle-royale game on a ticket: "Lobby A · Game 2", how many entrants play it, and once it is entered the
 * place the team finished, its eliminations and points. Its captain may report the game's placements while the
 * tournament runs; the organizer confirms them.
 */
export function LobbyGameTicket({
  match: m,
  teamId,
  captainTeamId,
  tournamentStatus,
}: {
  match: TicketMatch;
  teamId: string;
  captainTeamId: string | null;
  tournamentStatus: TournamentStatus | undefined;
}) {
  const t = useT();
  const done = m.status === 'FINISHED';
  const label = gameLabel(m, t);
  const own = m.results.find((r) => r.teamId === teamId);
  const place = placeOf(m, teamId);
  const canReport = captainTeamId === teamId && tournamentStatus === 'IN_PROGRESS' && !done && m.results.every((r) => r.teamRegistrationId !== null);
  const report = m.pendingReport?.placements ? m.pendingReport : null;
  return (
    <li aria-label={label} className="rounded-lg border bg-card p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-sm font-semibold">{label}</span>
        <Badge variant={done ? 'success' : 'secondary'}>
          {done ? t({ defaultMessage: 'Completed', description: 'A match played' }) : t({ defaultMessage: 'Scheduled', description: 'A match not played yet' })}
        </Badge>
      </div>
      <p className="mt-2 flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm">
        <span className="text-muted-foreground">{t({ defaultMessage: '{count} entrants', description: 'How many teams or players play a battle-royale game' }, { count: m.results.length })}</span>
        {place !== null && (
          <span className="font-semibold">
            {t(
              { defaultMessage: 'Your place: {place} of {count} · {kills} eliminations · {points} pts' },
              { place, count: m.results.length, kills: own?.kills ?? 0, points: own?.score ?? 0 },
            )}
          </span>
        )}
      </p>
      <p className="mt-3 flex items-center gap-2 text-xs text-muted-foreground">
        <CalendarDays aria-hidden className="size-3.5 shrink-0" />
        {m.starteDate ? <time dateTime={m.starteDate}>{formatDateTime(m.starteDate)}</time> : t({ defaultMessage: 'Time to be announced' })}
      </p>
      {m.starteDate && !done && <AddToCalendarLink matchId={m.id} size="sm" className="mt-3" />}
      <div className="mt-3 empty:hidden">
        <MatchCheckInPanel match={m} captainTeamId={captainTeamId} />
      </div>
      {report && !done && (
        <p className="mt-3 text-sm text-muted-foreground">
          {t({ defaultMessage: 'Reported by {nickname}: waiting for the organizer to confirm it.' }, { nickname: report.reportedBy.nickName })}
        </p>
      )}
      {canReport && (
        <div className="mt-3">
          <ReportPlacementsDialog match={m} />
        </div>
      )}
    </li>
  );
}
