import { Trophy } from 'lucide-react';
import { cn } from '@/lib/cn.ts';
import type { BracketMatch, BracketRound, BracketSide } from '../../lib/bracket.ts';

function Side({ side }: { side: BracketSide }) {
  return (
    <div
      data-winner={side.winner || undefined}
      className={cn(
        'flex h-9 items-center justify-between gap-2 px-3 text-sm',
        side.winner && 'bg-primary/15 font-semibold',
        side.kind !== 'team' && 'text-muted-foreground italic',
      )}
    >
      <span className="flex min-w-0 items-center gap-1.5">
        {side.winner && <Trophy aria-hidden className="size-3.5 shrink-0 text-warning-text" />}
        <span className="truncate">{side.name}</span>
        {side.winner && <span className="sr-only"> (winner)</span>}
      </span>
      <span className="tabular-nums">{side.score ?? ''}</span>
    </div>
  );
}

function MatchBox({ match, label }: { match: BracketMatch; label: string }) {
  return (
    <div
      role="group"
      aria-label={label}
      className={cn(
        'relative z-10 w-52 divide-y overflow-hidden rounded-md border bg-card shadow-sm',
        match.status === 'IN_PROGRESS' && 'border-status-ongoing',
      )}
    >
      <Side side={match.sides[0]} />
      <Side side={match.sides[1]} />
    </div>
  );
}

/**
 * Lines between rounds: each match sends a line right; pairs (2k, 2k+1) are joined by a vertical line that meets
 * the next round's match at their midpoint, because every cell of a column has the same height.
 */
function Connectors({ index, count, first, last }: { index: number; count: number; first: boolean; last: boolean }) {
  const top = index % 2 === 0;
  const paired = top ? index + 1 < count : true;
  return (
    <>
      {!first && <span aria-hidden className="absolute top-1/2 right-full w-4 border-t border-muted-foreground/50" />}
      {!last &&
        (paired ? (
          <span
            aria-hidden
            className={cn(
              'absolute left-full h-1/2 w-4 border-r border-muted-foreground/50',
              top ? 'top-1/2 border-t' : 'top-0 border-b',
            )}
          />
        ) : (
          <span aria-hidden className="absolute top-1/2 left-full w-4 border-t border-muted-foreground/50" />
        ))}
    </>
  );
}

/**
 * The knockout bracket drawn from the real KNOCKOUT matches: one column per round, round names sticky at the top of
 * a box that scrolls both ways on small screens; winners highlighted, byes and TBD shown as such.
 */
export function KnockoutBracket({ rounds }: { rounds: BracketRound[] }) {
  return (
    <div
      role="region"
      aria-label="Knockout bracket"
      tabIndex={0}
      className="max-h-[75vh] overflow-auto rounded-lg border bg-muted/20 [scrollbar-width:thin]"
    >
      <ol className="flex min-w-max gap-8 px-4 pb-4">
        {rounds.map((round, r) => (
          <li key={round.round} className="flex flex-col" aria-label={round.name}>
            <h3 className="sticky top-0 z-20 -mx-4 mb-2 bg-background/95 px-4 py-3 text-center text-xs font-semibold tracking-wide text-muted-foreground uppercase backdrop-blur">
              {round.name}
            </h3>
            <ul className="flex flex-1 flex-col">
              {round.matches.map((m, i) => (
                <li key={m.id} className="relative flex min-h-24 flex-1 items-center">
                  <Connectors index={i} count={round.matches.length} first={r === 0} last={r === rounds.length - 1} />
                  <MatchBox match={m} label={`${round.name}, match ${m.number}`} />
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </div>
  );
}
