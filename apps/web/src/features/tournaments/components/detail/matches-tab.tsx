import type { Match } from '@clutch/contract/competition';
import type { Tournament } from '@clutch/contract/tournaments';
import { Swords } from 'lucide-react';
import { MatchStatusBadge } from '@/components/tournament/match-status-badge.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { MatchChatButton } from '@/features/chat/components/match-chat-button.tsx';
import { MatchCheckInPanel } from '@/features/competition/components/match-check-in-panel.tsx';
import { MatchReportPanel } from '@/features/competition/components/match-report-panel.tsx';
import { cn } from '@/lib/cn.ts';
import { formatDateTime } from '@/lib/format.ts';
import type { Translate } from '@/lib/i18n/translate.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useMediaQuery } from '@/lib/use-media-query.ts';
import { useTournamentMatches } from '../../api/get-tournament-matches.ts';
import { isLive, knockoutRoundLabels } from '../../lib/bracket.ts';
import { isScored, matchScore } from '../../lib/match-score.ts';

type Viewer = {
  tournament: Pick<Tournament, 'id' | 'status' | 'timeZone' | 'organizer'>;
  captainTeamId: string | null;
  /** Null unless the tournament is running. */
  now: Date | null;
};

interface MatchGroup {
  key: string;
  title: string;
  matches: Match[];
}

const stageOrder = { LEAGUE: 0, GROUP: 1, SWISS: 2, KNOCKOUT: 3 } as const;

/** Soonest first; unscheduled matches last, in structure order. */
function byTime(a: Match, b: Match) {
  const ta = a.starteDate ? Date.parse(a.starteDate) : Infinity;
  const tb = b.starteDate ? Date.parse(b.starteDate) : Infinity;
  return ta - tb || a.number - b.number;
}

/**
 * Matches by stage and round: league rounds, then each group's rounds, then the knockout in bracket order (a
 * grand-final reset that was not needed is left out, as in the bracket).
 */
export function groupMatches(matches: readonly Match[], t: Translate): MatchGroup[] {
  const knockoutLabels = knockoutRoundLabels(matches, t);
  const groups = new Map<string, MatchGroup & { order: number[] }>();
  const knockoutOrder = [...new Set(knockoutLabels.values())];
  for (const m of matches) {
    let key: string;
    let title: string;
    let order: number[];
    if (m.stage === 'KNOCKOUT') {
      const label = knockoutLabels.get(m.id);
      if (!label) continue;
      [key, title, order] = [`K|${label}`, label, [stageOrder.KNOCKOUT, knockoutOrder.indexOf(label)]];
    } else if (m.stage === 'GROUP') {
      const group = m.group ?? '';
      const name = t({ defaultMessage: 'Group {group} · Round {round}' }, { group, round: m.round });
      [key, title, order] = [`G|${m.round}|${group}`, name, [stageOrder.GROUP, m.round, group.charCodeAt(0) || 0]];
    } else if (m.stage === 'SWISS') {
      const name = t({ defaultMessage: 'Swiss · Round {round}' }, { round: m.round });
      [key, title, order] = [`S|${m.round}`, name, [stageOrder.SWISS, m.round]];
    } else {
      const name = t({ defaultMessage: 'Round {round}', description: 'A round of a league' }, { round: m.round });
      [key, title, order] = [`L|${m.round}`, name, [stageOrder.LEAGUE, m.round]];
    }
    const group = groups.get(key) ?? { key, title, order, matches: [] };
    group.matches.push(m);
    groups.set(key, group);
  }
  const compare = (a: number[], b: number[]) => a.reduce((d, v, i) => d || v - (b[i] ?? 0), 0);
  return [...groups.values()]
    .sort((a, b) => compare(a.order, b.order))
    .map(({ key, title, matches: ms }) => ({ key, title, matches: ms.sort(byTime) }));
}

function Side({ match, slot, align = 'left' }: { match: Match; slot: 1 | 2; align?: 'left' | 'right' }) {
  const t = useT();
  const side = match.results.find((r) => r.slot === slot);
  const name = side?.teamRegistrationId
    ? side.teamName
    : match.bye
      ? t({ defaultMessage: 'BYE', description: 'A bracket slot with no team: the other side goes through without playing' })
      : (side?.teamName ?? t({ defaultMessage: 'TBD', description: 'A bracket slot whose team is not known yet' }));
  return (
    <span className={cn('inline-flex min-w-0 items-center gap-1.5', align === 'right' && 'justify-end', !side?.teamRegistrationId && 'text-muted-foreground italic')}>
      <span className="truncate">{name}</span>
      {side?.forfeit && (
        <abbr title={t({ defaultMessage: 'Forfeit' })} className="shrink-0 rounded bg-destructive/15 px-1 text-[10px] font-semibold text-destructive-text not-italic no-underline">
          {t({ defaultMessage: 'FF', description: 'Short for forfeit, next to a team that forfeited a match' })}
        </abbr>
      )}
    </span>
  );
}

/** The score, 'vs' while unscored, or 'Forfeit' for a walkover that carries no score. */
function scoreText(m: Match, t: Translate) {
  return !isScored(m) && m.results.some((r) => r.forfeit) ? t({ defaultMessage: 'Forfeit' }) : matchScore(m, t);
}

/** The server's status, except that a match past its start in a running tournament is in progress (see `isLive`). */
function StatusCell({ match, now }: { match: Match; now: Date | null }) {
  const t = useT();
  return (
    <span className="flex flex-wrap items-center gap-1">
      <MatchStatusBadge status={isLive(match, now) ? 'IN_PROGRESS' : match.status} />
      {match.bye && <span className="text-xs text-muted-foreground">{t({ defaultMessage: 'Bye', description: 'Marks a match one side goes through without playing' })}</span>}
    </span>
  );
}

function MatchesTable({ matches, viewer, when }: { matches: Match[]; viewer: Viewer; when: (m: Match) => string }) {
  const t = useT();
  return (
    <div className="overflow-hidden rounded-lg border">
      <table className="w-full text-sm">
        <thead className="bg-muted/50 text-left text-muted-foreground">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">{t({ defaultMessage: 'Teams', description: 'Column of the two teams of a match' })}</th>
            <th scope="col" className="px-4 py-3 text-center font-medium">{t({ defaultMessage: 'Score' })}</th>
            <th scope="col" className="px-4 py-3 font-medium">{t({ defaultMessage: 'Date and time' })}</th>
            <th scope="col" className="px-4 py-3 font-medium">{t({ defaultMessage: 'Status', description: 'Column of a match’s status' })}</th>
          </tr>
        </thead>
        <tbody>
          {matches.map((m) => (
            <tr key={m.id} className={cn('border-t align-top', m.bye && 'bg-muted/40')}>
              <td className="px-4 py-3 font-medium">
                <span className="flex flex-wrap items-center gap-1">
                  <Side match={m} slot={1} /> <span className="text-muted-foreground">–</span> <Side match={m} slot={2} />
                </span>
                {m.details && <span className="block text-xs font-normal text-muted-foreground">{m.details}</span>}
                <div className="mt-2 font-normal empty:hidden">
                  <MatchCheckInPanel match={m} captainTeamId={viewer.captainTeamId} timeZone={viewer.tournament.timeZone} />
                </div>
                <div className="mt-2 font-normal empty:hidden">
                  <MatchReportPanel match={m} captainTeamId={viewer.captainTeamId} tournamentStatus={viewer.tournament.status} timeZone={viewer.tournament.timeZone} />
                </div>
                <MatchChatButton match={m} tournament={viewer.tournament} />
              </td>
              <td className="px-4 py-3 text-center font-semibold tabular-nums">{scoreText(m, t)}</td>
              <td className="px-4 py-3 text-muted-foreground">{when(m)}</td>
              <td className="px-4 py-3"><StatusCell match={m} now={viewer.now} /></td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function MatchesCards({ matches, viewer, when }: { matches: Match[]; viewer: Viewer; when: (m: Match) => string }) {
  const t = useT();
  return (
    <ul className="flex flex-col gap-2">
      {matches.map((m) => (
        <li key={m.id} className={cn('flex flex-col gap-2 rounded-lg border bg-card p-4', m.bye && 'border-dashed bg-muted/40')}>
          <div className="flex items-center justify-between gap-2">
            <StatusCell match={m} now={viewer.now} />
            <span className="text-xs text-muted-foreground">{when(m)}</span>
          </div>
          <div className="grid grid-cols-[1fr_auto_1fr] items-center gap-2 text-sm font-medium">
            <Side match={m} slot={1} />
            <span className="rounded-md bg-muted px-2 py-0.5 font-semibold tabular-nums">{scoreText(m, t)}</span>
            <Side match={m} slot={2} align="right" />
          </div>
          {m.details && <p className="text-xs text-muted-foreground">{m.details}</p>}
          <MatchCheckInPanel match={m} captainTeamId={viewer.captainTeamId} timeZone={viewer.tournament.timeZone} />
          <MatchReportPanel match={m} captainTeamId={viewer.captainTeamId} tournamentStatus={viewer.tournament.status} timeZone={viewer.tournament.timeZone} />
          <MatchChatButton match={m} tournament={viewer.tournament} />
        </li>
      ))}
    </ul>
  );
}

/**
 * Matches (spec §2) by stage and round: a table from 768 px, cards below; 'vs' until a score is in, forfeits marked
 * 'FF', byes greyed. A captain of a side reports, confirms or disputes the result here.
 */
export function MatchesTab({ tournament, captainTeamId = null }: { tournament: Viewer['tournament']; captainTeamId?: string | null }) {
  const t = useT();
  const query = useTournamentMatches(tournament.id);
  const wide = useMediaQuery('(min-width: 768px)');
  if (query.isPending) {
    return (
      <div role="status" aria-label={t({ defaultMessage: 'Loading matches' })} className="flex flex-col gap-2">
        {Array.from({ length: 4 }, (_, i) => <Skeleton key={i} className="h-14 w-full" />)}
      </div>
    );
  }
  if (query.isError) return <ErrorState title={t({ defaultMessage: 'Could not load matches' })} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  if (!query.data.length) {
    return (
      <EmptyState
        icon={Swords}
        title={t({ defaultMessage: 'No matches yet' })}
        description={t({ defaultMessage: 'Matches appear here once the organizer generates the schedule.' })}
      />
    );
  }
  const viewer: Viewer = { tournament, captainTeamId, now: tournament.status === 'IN_PROGRESS' ? new Date() : null };
  const when = (m: Match) =>
    m.bye
      ? t({ defaultMessage: 'No match to play' })
      : m.starteDate
        ? formatDateTime(m.starteDate, { timeZone: tournament.timeZone })
        : t({ defaultMessage: 'Not scheduled' });
  const List = wide ? MatchesTable : MatchesCards;
  return (
    <div className="flex flex-col gap-6">
      <p className="text-xs text-muted-foreground">{t({ defaultMessage: 'Times in {timeZone}' }, { timeZone: tournament.timeZone })}</p>
      {groupMatches(query.data, t).map((group) => (
        <section key={group.key} aria-label={group.title} className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold">{group.title}</h3>
          <List matches={group.matches} viewer={viewer} when={when} />
        </section>
      ))}
    </div>
  );
}
