import type { Match } from '@clutch/contract/competition';
import type { Tournament } from '@clutch/contract/tournaments';
import { useQuery } from '@tanstack/react-query';
import { CalendarClock, ClipboardPen, Swords } from 'lucide-react';
import { useState } from 'react';
import { MatchStatusBadge } from '@/components/tournament/match-status-badge.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { tournamentMatchesQueryOptions } from '@/features/tournaments/api/get-tournament-matches.ts';
import { formatDateTime } from '@/lib/format.ts';
import { defineMessage } from '@/lib/i18n/message.ts';
import type { Translate } from '@/lib/i18n/translate.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { awayForfeit, groupByRound, homeForfeit, isPlayable, roundLabel, sides } from '../lib/match-rounds.ts';
import type { ScheduleTarget } from '../lib/schedule-form.ts';
import { isLobbyGame } from '@/lib/lobby-game.ts';
import { PlacementsDialog } from './placements-dialog.tsx';
import { correctResult, enterResult, ResultDialog } from './result-dialog.tsx';
import { ScheduleDialog } from './schedule-dialog.tsx';

type MatchSide = Match['results'][number] | undefined;

const byeSide = defineMessage({ defaultMessage: 'BYE', description: 'The empty side of a match one team goes through without playing' });
const undecidedSide = defineMessage({ defaultMessage: 'TBD', description: 'A match side whose team is still to be decided' });

/** A side's team; the empty side of a bye reads 'BYE', a side still to be decided 'TBD'. */
const sideName = (result: MatchSide, bye: boolean, t: Translate) =>
  result?.teamRegistrationId ? result.teamName : t(bye ? byeSide : undecidedSide);

function Side({ result, winner, bye }: { result: MatchSide; winner: boolean; bye: boolean }) {
  const t = useT();
  return (
    <span className={winner ? 'font-semibold' : result?.teamRegistrationId ? undefined : 'text-muted-foreground italic'}>
      {sideName(result, bye, t)}
      {result?.forfeit && (
        <span className="text-xs font-normal text-muted-foreground"> {t({ defaultMessage: '(forfeit)', description: 'After a team that forfeited the match' })}</span>
      )}
    </span>
  );
}

/** A bye is never played: it says who went through instead of a status, best-of and start time. */
function MatchFacts({ match: m, timeZone }: { match: Match; timeZone: string }) {
  const t = useT();
  if (m.bye) {
    const through = m.results.find((r) => r.teamRegistrationId)?.teamName;
    return (
      <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
        <Badge variant="outline">{t({ defaultMessage: 'Bye', description: 'Badge of a match one team goes through without playing' })}</Badge>
        <span>
          {through
            ? t({ defaultMessage: '{team} goes through without playing' }, { team: through })
            : t({ defaultMessage: 'Nobody plays this match' })}
        </span>
      </p>
    );
  }
  return (
    <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
      <MatchStatusBadge status={m.status} />
      <span>{t({ defaultMessage: 'Best of {count}' }, { count: m.bestOf })}</span>
      {m.starteDate ? (
        <time dateTime={m.starteDate}>{formatDateTime(m.starteDate, { timeZone })}</time>
      ) : (
        <span>{t({ defaultMessage: 'No start time' })}</span>
      )}
    </p>
  );
}

function ReportNote({ match: m }: { match: Match }) {
  const t = useT();
  const r = m.pendingReport;
  if (!r) return null;
  if (r.placements)
    return (
      <p className="text-xs text-warning-text">
        {t({ defaultMessage: '{who} reported the placements: enter the result to confirm or change them.' }, { who: r.reportedBy.nickName })}
      </p>
    );
  const score = r.forfeit ? t(r.forfeit === 1 ? homeForfeit : awayForfeit) : `${r.homeScore ?? '–'} - ${r.awayScore ?? '–'}`;
  const who = r.reportedBy.nickName;
  if (r.status === 'DISPUTED')
    return (
      <p className="text-xs text-warning-text">
        {r.disputeReason
          ? t({ defaultMessage: 'Disputed: {who} reported {score}; “{reason}”. Enter the result to decide.' }, { who, score, reason: r.disputeReason })
          : t({ defaultMessage: 'Disputed: {who} reported {score}. Enter the result to decide.' }, { who, score })}
      </p>
    );
  return <p className="text-xs text-muted-foreground">{t({ defaultMessage: '{who} reported {score}; waiting for the other captain.' }, { who, score })}</p>;
}

/** A lobby game has every entrant of its lobby: how many, and who won it once entered. */
function LobbyGameSummary({ match: m }: { match: Match }) {
  const t = useT();
  const winner = m.results.find((r) => r.place === 1);
  return (
    <p className="flex flex-wrap items-center gap-x-2 text-sm">
      <span>{t({ defaultMessage: '{count} entrants', description: 'How many teams or players play a battle-royale game' }, { count: m.results.length })}</span>
      {winner && (
        <span className="font-semibold">{t({ defaultMessage: '1st: {team} ({points} pts)', description: 'The winner of a battle-royale game and its points' }, { team: winner.teamName, points: winner.score ?? 0 })}</span>
      )}
    </p>
  );
}

function MatchRow({
  match: m,
  timeZone,
  live,
  onResult,
  onSchedule,
}: {
  match: Match;
  timeZone: string;
  live: boolean;
  onResult: () => void;
  onSchedule: () => void;
}) {
  const { home, away } = sides(m);
  const scored = home?.score != null && away?.score != null;
  const playable = isPlayable(m);
  const t = useT();
  const lobby = isLobbyGame(m);
  return (
    <li
      className={`flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between ${m.bye ? 'bg-muted/40' : ''}`}
      aria-label={
        lobby
          ? t({ defaultMessage: '{game}: {count} entrants' }, { game: roundLabel(m, t), count: m.results.length })
          : t({ defaultMessage: 'Match {number}: {home} vs {away}' }, { number: m.number, home: sideName(home, m.bye, t), away: sideName(away, m.bye, t) })
      }
    >
      <div className="flex min-w-0 flex-col gap-1">
        {lobby ? (
          <LobbyGameSummary match={m} />
        ) : (
          <p className="flex flex-wrap items-center gap-x-2 text-sm">
            <Side result={home} winner={home?.result === 'WIN'} bye={m.bye} />
            <span className="font-mono tabular-nums text-muted-foreground">{scored ? `${home!.score} - ${away!.score}` : t({ defaultMessage: 'vs', description: 'Between the two teams of a match not yet scored' })}</span>
            <Side result={away} winner={away?.result === 'WIN'} bye={m.bye} />
          </p>
        )}
        <MatchFacts match={m} timeZone={timeZone} />
        {m.details && <p className="text-xs text-muted-foreground">{m.details}</p>}
        <ReportNote match={m} />
      </div>
      {live && !m.bye && (
        <div className="flex shrink-0 flex-wrap gap-2">
          {m.status !== 'FINISHED' && (
            <Button size="sm" variant="outline" onClick={onSchedule}>
              <CalendarClock aria-hidden />
              {t({ defaultMessage: 'Schedule', description: 'Button: set a match’s start time, best-of and region' })}
            </Button>
          )}
          {playable && (
            <Button size="sm" variant={m.status === 'FINISHED' ? 'outline' : 'default'} onClick={onResult}>
              <ClipboardPen aria-hidden />
              {t(m.status === 'FINISHED' ? correctResult : enterResult)}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}

/** Matches by round: schedule a round or a match, enter results and forfeits, correct finished ones with a preview. */
export function MatchesPanel({ tournament }: { tournament: Tournament }) {
  const t = useT();
  const query = useQuery(tournamentMatchesQueryOptions(tournament.id));
  const [resultFor, setResultFor] = useState<Match | null>(null);
  const [scheduling, setScheduling] = useState<ScheduleTarget | null>(null);
  const live = tournament.status === 'IN_PROGRESS';

  if (query.isPending)
    return (
      <div role="status" aria-label={t({ defaultMessage: 'Loading matches' })} className="flex flex-col gap-3">
        <Skeleton className="h-8 w-48" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  if (query.isError) return <ErrorState title={t({ defaultMessage: 'Could not load matches' })} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  if (query.data.length === 0)
    return (
      <EmptyState
        icon={Swords}
        title={t({ defaultMessage: 'No matches yet' })}
        description={
          tournament.status === 'DRAFT' || tournament.status === 'OPEN_FOR_REGISTRATION'
            ? t({ defaultMessage: 'Matches are built from the seeding when you start the tournament.' })
            : t({ defaultMessage: 'This tournament has no matches.' })
        }
      />
    );

  const rounds = groupByRound(query.data, t);
  return (
    <div className="flex flex-col gap-6">
      {!live && <p className="text-sm text-muted-foreground">{t({ defaultMessage: 'Results and schedules can be changed while the tournament is in progress.' })}</p>}
      {rounds.map((round) => (
        <section key={round.key} aria-labelledby={`round-${round.key}`} className="flex flex-col gap-2">
          <div className="flex items-center justify-between gap-2">
            <h3 id={`round-${round.key}`} className="font-semibold">
              {round.label}
            </h3>
            {live && round.matches.some((m) => m.status !== 'FINISHED' && !m.bye) && (
              <Button size="sm" variant="ghost" onClick={() => setScheduling({ kind: 'round', round })} aria-label={t({ defaultMessage: 'Schedule {round}' }, { round: round.label })}>
                <CalendarClock aria-hidden />
                {t({ defaultMessage: 'Schedule round' })}
              </Button>
            )}
          </div>
          <ul className="divide-y rounded-lg border bg-card">
            {round.matches.map((m) => (
              <MatchRow
                key={m.id}
                match={m}
                timeZone={tournament.timeZone}
                live={live}
                onResult={() => setResultFor(m)}
                onSchedule={() => setScheduling({ kind: 'match', match: m })}
              />
            ))}
          </ul>
        </section>
      ))}
      {resultFor &&
        (isLobbyGame(resultFor) ? (
          <PlacementsDialog match={resultFor} matches={query.data} tournamentId={tournament.id} onClose={() => setResultFor(null)} />
        ) : (
          <ResultDialog match={resultFor} matches={query.data} tournamentId={tournament.id} onClose={() => setResultFor(null)} />
        ))}
      {scheduling && <ScheduleDialog target={scheduling} tournamentId={tournament.id} timeZone={tournament.timeZone} onClose={() => setScheduling(null)} />}
    </div>
  );
}
