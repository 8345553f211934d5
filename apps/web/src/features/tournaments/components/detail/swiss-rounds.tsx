import type { Match, SwissRound } from '@clutch/contract/competition';
import { ChevronRight, Trophy } from 'lucide-react';
import { cn } from '@/lib/cn.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { explainPair, explainRound } from '../../lib/swiss-explanation.ts';

type Pair = SwissRound['pairs'][number];
type Side = Pair['home'];

interface SideResult {
  score: number | null;
  result: Match['results'][number]['result'];
  forfeit: boolean;
}

/** The side's line of the pair's match, found by registration (the match's slots need not follow home/away). */
function resultOf(match: Match | undefined, side: Side): SideResult | null {
  const r = match?.results.find((x) => x.teamRegistrationId === side.teamRegistrationId);
  return r ? { score: r.score, result: r.result, forfeit: r.forfeit } : null;
}

function Team({ side, result, align }: { side: Side; result: SideResult | null; align: 'start' | 'end' }) {
  const t = useT();
  const won = result?.result === 'WIN';
  return (
    <span className={cn('flex min-w-0 items-center gap-1.5', align === 'end' && 'flex-row-reverse text-right', won && 'font-semibold')}>
      {won && <Trophy aria-hidden className="size-3.5 shrink-0 text-warning-text" />}
      <span className="truncate" title={side.teamName}>{side.teamName}</span>
      {won && <span className="sr-only"> {t({ defaultMessage: '(winner)', description: 'After the name of the team that won a bracket match, for screen readers' })}</span>}
    </span>
  );
}

function Score({ home, away, finished }: { home: SideResult | null; away: SideResult | null; finished: boolean }) {
  const t = useT();
  if (!finished || !home || !away) {
    return <span className="text-xs text-muted-foreground">{t({ defaultMessage: 'vs', description: 'Between two team names: versus' })}</span>;
  }
  const side = (r: SideResult) =>
    r.forfeit ? (
      <abbr title={t({ defaultMessage: 'Forfeit' })} className="text-destructive-text no-underline">
        {t({ defaultMessage: 'FF', description: 'Short for forfeit, next to a team that forfeited a match' })}
      </abbr>
    ) : (
      <span>{r.score ?? '–'}</span>
    );
  const spoken = !home.forfeit && !away.forfeit;
  return (
    <span className="flex items-center gap-1 font-semibold tabular-nums">
      {spoken && (
        <span className="sr-only">
          {t({ defaultMessage: 'Score: {home} to {away}', description: 'A match’s score for screen readers, home side first' }, { home: home.score, away: away.score })}
        </span>
      )}
      <span aria-hidden={spoken || undefined} className="flex items-center gap-1">
        {side(home)}
        <span aria-hidden>–</span>
        {side(away)}
      </span>
      {home.result === 'DRAW' && <span className="ml-1 text-xs font-normal text-muted-foreground">{t({ defaultMessage: 'Draw' })}</span>}
    </span>
  );
}

function PairRow({ pair, match }: { pair: Pair; match: Match | undefined }) {
  const home = resultOf(match, pair.home);
  const away = resultOf(match, pair.away);
  return (
    <li className="grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-center gap-2 px-3 py-2 text-sm" data-match-id={pair.matchId ?? undefined}>
      <Team side={pair.home} result={home} align="start" />
      <Score home={home} away={away} finished={match?.status === 'FINISHED'} />
      <Team side={pair.away} result={away} align="end" />
    </li>
  );
}

/** "Why this pairing": the round's explanation, then what was special about each pair that was not ideal. */
function WhyThisPairing({ round }: { round: SwissRound }) {
  const t = useT();
  const notes = round.pairs.map((p) => ({ pair: p, lines: explainPair(p, t) })).filter((n) => n.lines.length > 0);
  return (
    <details className="group border-t px-3 py-2 text-sm">
      <summary className="flex min-h-8 cursor-pointer list-none items-center gap-1 rounded font-medium focus-visible:outline-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
        <ChevronRight aria-hidden className="size-4 transition-transform group-open:rotate-90" />
        {t({ defaultMessage: 'Why this pairing' })}
      </summary>
      <div className="mt-2 flex flex-col gap-2 text-muted-foreground">
        <ul className="list-disc space-y-1 pl-5">
          {explainRound(round, t).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        {notes.length > 0 && (
          <>
            <h4 className="font-medium text-foreground">{t({ defaultMessage: 'Pairs that differ from the ideal' })}</h4>
            <ul className="list-disc space-y-1 pl-5">
              {notes.map(({ pair, lines }) => (
                <li key={`${pair.home.teamRegistrationId}-${pair.away.teamRegistrationId}`}>
                  <span className="font-medium text-foreground">
                    {t({ defaultMessage: '{home} vs {away}', description: 'A pair of teams, e.g. "Wolves vs Falcons"' }, { home: pair.home.teamName, away: pair.away.teamName })}
                  </span>
                  {': '}
                  {lines.join(' ')}
                </li>
              ))}
            </ul>
          </>
        )}
        <p className="text-xs">
          {t({ defaultMessage: 'Pairing the same standings again gives these pairs. Fingerprint of the inputs (SHA-256):' })}{' '}
          <code className="font-mono break-all">{round.inputDigest}</code>
        </p>
      </div>
    </details>
  );
}

function RoundCard({ round, matches }: { round: SwissRound; matches: ReadonlyMap<string, Match> }) {
  const t = useT();
  const title = t({ defaultMessage: 'Round {round}', description: 'A Swiss round' }, { round: round.round });
  const played = round.pairs.filter((p) => p.matchId && matches.get(p.matchId)?.status === 'FINISHED').length;
  const headingId = `swiss-round-${round.round}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col rounded-lg border bg-card">
      <header className="flex items-baseline justify-between gap-2 border-b px-3 py-2">
        <h3 id={headingId} className="text-sm font-semibold">{title}</h3>
        <span className="text-xs text-muted-foreground">
          {t({ defaultMessage: '{played} of {count} played', description: 'Matches of a Swiss round with a result' }, { played, count: round.pairs.length })}
        </span>
      </header>
      <ol className="divide-y" aria-label={t({ defaultMessage: 'Pairings of round {round}' }, { round: round.round })}>
        {round.pairs.map((pair) => (
          <PairRow key={`${pair.home.teamRegistrationId}-${pair.away.teamRegistrationId}`} pair={pair} match={pair.matchId ? matches.get(pair.matchId) : undefined} />
        ))}
      </ol>
      {round.bye && (
        <p className="border-t px-3 py-2 text-sm text-muted-foreground">
          {t({ defaultMessage: '{team} has a bye this round (counts as a win).' }, { team: round.bye.teamName })}
        </p>
      )}
      <WhyThisPairing round={round} />
    </section>
  );
}

/** Every Swiss round so far, newest first, with its pairings, results, bye and why it was paired that way. */
export function SwissRoundList({ rounds, matches }: { rounds: SwissRound[]; matches: readonly Match[] }) {
  const byId = new Map(matches.map((m) => [m.id, m]));
  const newestFirst = [...rounds].sort((a, b) => b.round - a.round);
  return (
    <div className="grid items-start gap-4 lg:grid-cols-2">
      {newestFirst.map((round) => (
        <RoundCard key={round.round} round={round} matches={byId} />
      ))}
    </div>
  );
}
