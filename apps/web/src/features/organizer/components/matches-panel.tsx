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
import { useT } from '@/lib/i18n/use-t.ts';
import { groupByRound, isPlayable, sides } from '../lib/match-rounds.ts';
import type { ScheduleTarget } from '../lib/schedule-form.ts';
import { ResultDialog } from './result-dialog.tsx';
import { ScheduleDialog } from './schedule-dialog.tsx';

type MatchSide = Match['results'][number] | undefined;

/** A side's team; the empty side of a bye reads 'BYE', a side still to be decided 'TBD'. */
const sideName = (result: MatchSide, bye: boolean) => (result?.teamRegistrationId ? result.teamName : bye ? 'BYE' : (result?.teamName ?? 'TBD'));

function Side({ result, winner, bye }: { result: MatchSide; winner: boolean; bye: boolean }) {
  return (
    <span className={winner ? 'font-semibold' : result?.teamRegistrationId ? undefined : 'text-muted-foreground italic'}>
      {sideName(result, bye)}
      {result?.forfeit && <span className="text-xs font-normal text-muted-foreground"> (forfeit)</span>}
    </span>
  );
}

/** A bye is never played: it says who went through instead of a status, best-of and start time. */
function MatchFacts({ match: m, timeZone }: { match: Match; timeZone: string }) {
  if (m.bye) {
    const through = m.results.find((r) => r.teamRegistrationId)?.teamName;
    return (
      <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
        <Badge variant="outline">Bye</Badge>
        <span>{through ? `${through} goes through without playing` : 'Nobody plays this match'}</span>
      </p>
    );
  }
  return (
    <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
      <MatchStatusBadge status={m.status} />
      <span>Best of {m.bestOf}</span>
      {m.starteDate ? <time dateTime={m.starteDate}>{formatDateTime(m.starteDate, { timeZone })}</time> : <span>No start time</span>}
    </p>
  );
}

function ReportNote({ match: m }: { match: Match }) {
  const r = m.pendingReport;
  if (!r) return null;
  const score = r.forfeit ? `${r.forfeit === 1 ? 'Home' : 'Away'} forfeit` : `${r.homeScore ?? '–'} - ${r.awayScore ?? '–'}`;
  if (r.status === 'DISPUTED')
    return (
      <p className="text-xs text-warning-text">
        Disputed: {r.reportedBy.nickName} reported {score}
        {r.disputeReason ? `; “${r.disputeReason}”` : ''}. Enter the result to decide.
      </p>
    );
  return (
    <p className="text-xs text-muted-foreground">
      {r.reportedBy.nickName} reported {score}; waiting for the other captain.
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
  return (
    <li
      className={`flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between ${m.bye ? 'bg-muted/40' : ''}`}
      aria-label={`Match ${m.number}: ${sideName(home, m.bye)} vs ${sideName(away, m.bye)}`}
    >
      <div className="flex min-w-0 flex-col gap-1">
        <p className="flex flex-wrap items-center gap-x-2 text-sm">
          <Side result={home} winner={home?.result === 'WIN'} bye={m.bye} />
          <span className="font-mono tabular-nums text-muted-foreground">{scored ? `${home!.score} - ${away!.score}` : 'vs'}</span>
          <Side result={away} winner={away?.result === 'WIN'} bye={m.bye} />
        </p>
        <MatchFacts match={m} timeZone={timeZone} />
        {m.details && <p className="text-xs text-muted-foreground">{m.details}</p>}
        <ReportNote match={m} />
      </div>
      {live && !m.bye && (
        <div className="flex shrink-0 flex-wrap gap-2">
          {m.status !== 'FINISHED' && (
            <Button size="sm" variant="outline" onClick={onSchedule}>
              <CalendarClock aria-hidden />
              Schedule
            </Button>
          )}
          {playable && (
            <Button size="sm" variant={m.status === 'FINISHED' ? 'outline' : 'default'} onClick={onResult}>
              <ClipboardPen aria-hidden />
              {m.status === 'FINISHED' ? 'Correct result' : 'Enter result'}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}

/** Matches by round: schedule a round or a match, enter results and forfeits, correct finished ones with a preview. */
export function MatchesPanel({ tournament: t }: { tournament: Tournament }) {
  const query = useQuery(tournamentMatchesQueryOptions(t.id));
  const translate = useT();
  const [resultFor, setResultFor] = useState<Match | null>(null);
  const [scheduling, setScheduling] = useState<ScheduleTarget | null>(null);
  const live = t.status === 'IN_PROGRESS';

  if (query.isPending)
    return (
      <div role="status" aria-label="Loading matches" className="flex flex-col gap-3">
        <Skeleton className="h-8 w-48" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  if (query.isError) return <ErrorState title="Could not load matches" onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  if (query.data.length === 0)
    return (
      <EmptyState
        icon={Swords}
        title="No matches yet"
        description={t.status === 'DRAFT' || t.status === 'OPEN_FOR_REGISTRATION' ? 'Matches are built from the seeding when you start the tournament.' : 'This tournament has no matches.'}
      />
    );

  const rounds = groupByRound(query.data, translate);
  return (
    <div className="flex flex-col gap-6">
      {!live && <p className="text-sm text-muted-foreground">Results and schedules can be changed while the tournament is in progress.</p>}
      {rounds.map((round) => (
        <section key={round.key} aria-labelledby={`round-${round.key}`} className="flex flex-col gap-2">
          <div className="flex items-center justify-between gap-2">
            <h3 id={`round-${round.key}`} className="font-semibold">
              {round.label}
            </h3>
            {live && round.matches.some((m) => m.status !== 'FINISHED' && !m.bye) && (
              <Button size="sm" variant="ghost" onClick={() => setScheduling({ kind: 'round', round })} aria-label={`Schedule ${round.label}`}>
                <CalendarClock aria-hidden />
                Schedule round
              </Button>
            )}
          </div>
          <ul className="divide-y rounded-lg border bg-card">
            {round.matches.map((m) => (
              <MatchRow
                key={m.id}
                match={m}
                timeZone={t.timeZone}
                live={live}
                onResult={() => setResultFor(m)}
                onSchedule={() => setScheduling({ kind: 'match', match: m })}
              />
            ))}
          </ul>
        </section>
      ))}
      {resultFor && <ResultDialog match={resultFor} matches={query.data} tournamentId={t.id} onClose={() => setResultFor(null)} />}
      {scheduling && <ScheduleDialog target={scheduling} tournamentId={t.id} timeZone={t.timeZone} onClose={() => setScheduling(null)} />}
    </div>
  );
}
