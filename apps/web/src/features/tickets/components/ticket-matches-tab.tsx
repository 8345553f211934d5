import type { TicketDetail } from '@clutch/contract/payments';
import { CalendarDays, Swords } from 'lucide-react';
import { Badge } from '@/components/ui/badge.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { useSession } from '@/features/auth/api/session.ts';
import { AddToCalendarLink } from '@/features/calendar/components/add-to-calendar-link.tsx';
import { MatchCheckInPanel } from '@/features/competition/components/match-check-in-panel.tsx';
import { MatchReportPanel } from '@/features/competition/components/match-report-panel.tsx';
import { useTournament } from '@/features/tournaments/api/get-tournament.ts';
import { formatDateTime } from '@/lib/format.ts';
import { defineMessage } from '@/lib/i18n/message.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { matchSideName } from '@/lib/match-side.ts';
import { sideOf, sortMatches, ticketScore } from '../lib/ticket-matches.ts';
import { LobbyGameTicket } from './lobby-game-ticket.tsx';
import { isLobbyGame } from '@/lib/lobby-game.ts';

const sideLabels = {
  home: defineMessage({ defaultMessage: 'Home', description: 'The side a team plays in a match (slot 1)' }),
  away: defineMessage({ defaultMessage: 'Away', description: 'The side a team plays in a match (slot 2)' }),
};

/**
 * Matches tab: per match the two teams, the team's side, the score once finished, start time and a status badge.
 * The team's captain reports, confirms or disputes results here while the tournament is in progress.
 */
export function TicketMatchesTab({ ticket }: { ticket: TicketDetail }) {
  const t = useT();
  const session = useSession();
  const tournament = useTournament(ticket.tournament.id);
  const captainTeamId = session.user?.id === ticket.team.captain.id ? ticket.team.id : null;
  if (ticket.matches.length === 0) {
    return (
      <EmptyState
        icon={Swords}
        title={t({ defaultMessage: 'No matches yet' })}
        description={t({ defaultMessage: 'Your matches appear here once the organizer draws the schedule.' })}
        className="py-8"
      />
    );
  }
  return (
    <ul aria-label={t({ defaultMessage: 'Matches' })} className="flex flex-col gap-3">
      {sortMatches(ticket.matches).map((m) => {
        const side = sideOf(m, ticket.team.id);
        const done = m.status === 'FINISHED';
        const nameOf = (slot: 1 | 2, name: string | null) =>
          matchSideName(t, { registered: Boolean(m.results.find((r) => r.slot === slot)?.teamRegistrationId), name, bye: m.bye });
        if (isLobbyGame(m)) return (
            <LobbyGameTicket key={m.id} match={m} teamId={ticket.team.id} captainTeamId={captainTeamId} tournamentStatus={tournament.data?.status} />
          );
        const home = nameOf(1, m.home);
        const away = nameOf(2, m.away);
        return (
          <li key={m.id} aria-label={t({ defaultMessage: '{home} vs {away}' }, { home, away })} className="rounded-lg border bg-card p-4 shadow-sm">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                <span>{t({ defaultMessage: 'Round {round} · Match {number}' }, { round: m.round, number: m.number })}</span>
                {side && <Badge variant="outline">{t(sideLabels[side])}</Badge>}
              </div>
              <Badge variant={done ? 'success' : 'secondary'}>
                {done ? t({ defaultMessage: 'Completed', description: 'A match played' }) : t({ defaultMessage: 'Scheduled', description: 'A match not played yet' })}
              </Badge>
            </div>
            <div className="mt-3 grid grid-cols-[1fr_auto_1fr] items-center gap-3">
              <span className="truncate font-semibold">{home}</span>
              <span aria-label={t({ defaultMessage: 'Score' })} className="min-w-12 rounded-md bg-muted px-2 py-1 text-center font-mono text-sm font-semibold">
                {ticketScore(m)}
              </span>
              <span className="truncate text-right font-semibold">{away}</span>
            </div>
            <p className="mt-3 flex items-center gap-2 text-xs text-muted-foreground">
              <CalendarDays aria-hidden className="size-3.5 shrink-0" />
              {m.bye ? (
                t({ defaultMessage: 'Bye: through to the next round without playing' })
              ) : m.starteDate ? (
                <time dateTime={m.starteDate}>{formatDateTime(m.starteDate)}</time>
              ) : (
                t({ defaultMessage: 'Time to be announced' })
              )}
            </p>
            {m.starteDate && !m.bye && !done && <AddToCalendarLink matchId={m.id} size="sm" className="mt-3" />}
            <div className="mt-3 empty:hidden">
              <MatchCheckInPanel match={m} captainTeamId={captainTeamId} timeZone={tournament.data?.timeZone} />
            </div>
            <div className="mt-3 empty:hidden">
              <MatchReportPanel match={m} captainTeamId={captainTeamId} tournamentStatus={tournament.data?.status} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
