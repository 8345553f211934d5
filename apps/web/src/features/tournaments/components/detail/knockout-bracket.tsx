import { Trophy } from 'lucide-react';
import { cn } from '@/lib/cn.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import type { BracketMatch, BracketRound, BracketSection, BracketSide } from '../../lib/bracket.ts';

function Score({ side }: { side: BracketSide }) {
  const t = useT();
  if (side.forfeit) {
    return (
      <abbr title={t({ defaultMessage: 'Forfeit' })} className="text-xs font-semibold text-destructive-text no-underline">
        {t({ defaultMessage: 'FF', description: 'Short for forfeit, next to a team that forfeited a match' })}
      </abbr>
    );
  }
  return <span className="tabular-nums">{side.score ?? ''}</span>;
}

function Side({ side }: { side: BracketSide }) {
  const t = useT();
  return (
    <div
      data-winner={side.winner || undefined}
      data-kind={side.kind}
      className={cn(
        'flex h-9 items-center justify-between gap-2 px-3 text-sm',
        side.winner && 'bg-primary/15 font-semibold',
        side.kind !== 'team' && 'text-muted-foreground italic',
      )}
    >
      <span className="flex min-w-0 items-center gap-1.5">
        {side.winner && <Trophy aria-hidden className="size-3.5 shrink-0 text-warning-text" />}
        <span className="truncate">{side.name}</span>
        {side.winner && (
          <span className="sr-only"> {t({ defaultMessage: '(winner)', description: 'After the name of the team that won a bracket match, for screen readers' })}</span>
        )}
      </span>
      <Score side={side} />
    </div>
  );
}

function MatchBox({ match, label }: { match: BracketMatch; label: string }) {
  const t = useT();
  const { live } = match;
  return (
    <div
      role="group"
      aria-label={label}
      data-live={live || undefined}
      data-bye={match.bye || undefined}
      className={cn(
        'relative z-10 w-48 rounded-md border bg-background shadow-sm sm:w-52',
        live && 'border-status-ongoing ring-1 ring-status-ongoing',
        match.bye && 'border-dashed bg-muted/40 shadow-none',
      )}
    >
      {live && (
        <span className="absolute -top-2 right-2 flex items-center gap-1 rounded-full bg-status-ongoing px-1.5 text-[10px] leading-4 font-semibold text-black uppercase">
          <span aria-hidden className="size-1.5 rounded-full bg-black motion-safe:animate-pulse" />
          {t({ defaultMessage: 'Live', description: 'Badge of a bracket match being played now' })}
        </span>
      )}
      <div className="divide-y overflow-hidden rounded-md">
        <Side side={match.sides[0]} />
        <Side side={match.sides[1]} />
      </div>
    </div>
  );
}

/**
 * Lines between columns: each match sends a line right; a pair (2k, 2k+1) is joined by a vertical line meeting the
 * next round's match at its midpoint, because every cell of a column has the same height.
 */
function Connectors({ round, index }: { round: BracketRound; index: number }) {
  const top = index % 2 === 0;
  return (
    <>
      {round.fed && <span aria-hidden className="absolute top-1/2 right-full w-4 border-t border-muted-foreground/50" />}
      {round.feeds === 'pairs' && (
        <span
          aria-hidden
          className={cn('absolute left-full h-1/2 w-4 border-r border-muted-foreground/50', top ? 'top-1/2 border-t' : 'top-0 border-b')}
        />
      )}
      {round.feeds === 'straight' && <span aria-hidden className="absolute top-1/2 left-full w-4 border-t border-muted-foreground/50" />}
    </>
  );
}

/** One part of the bracket: a column per round in a box that scrolls sideways, round names sticky at its top. */
function SectionRounds({ section }: { section: BracketSection }) {
  const t = useT();
  const Heading = section.title ? 'h4' : 'h3';
  return (
    <div
      role="group"
      aria-label={
        section.title
          ? t({ defaultMessage: '{section} rounds', description: 'The rounds of one part of a bracket, e.g. "Losers bracket rounds"' }, { section: section.title })
          : t({ defaultMessage: 'Rounds', description: 'The rounds of a knockout bracket' })
      }
      tabIndex={0}
      className="max-h-[75vh] overflow-auto rounded-lg border bg-card [scrollbar-width:thin] focus-visible:outline-2 focus-visible:outline-ring"
    >
      <ol className="flex min-w-max gap-8 px-4 pb-4">
        {section.rounds.map((round) => (
          <li key={round.key} className="flex flex-col" aria-label={round.label}>
            <Heading className="sticky top-0 z-20 -mx-4 mb-2 bg-card px-4 py-3 text-center text-xs font-semibold tracking-wide text-muted-foreground uppercase">
              {round.name}
            </Heading>
            <ul className="flex flex-1 flex-col">
              {round.matches.map((m, i) => (
                <li key={m.id} className="relative flex min-h-24 flex-1 items-center">
                  <Connectors round={round} index={i} />
                  <MatchBox match={m} label={t({ defaultMessage: '{round}, match {number}' }, { round: round.label, number: m.number })} />
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </div>
  );
}

/**
 * The knockout bracket from the real KNOCKOUT matches: a single elimination in one scrolling box, a double
 * elimination as its winners bracket, losers bracket and grand final. Live matches are outlined and labelled,
 * winners marked, forfeits read 'FF', byes greyed.
 */
export function KnockoutBracket({ sections }: { sections: BracketSection[] }) {
  const t = useT();
  return (
    <div role="region" aria-label={t({ defaultMessage: 'Knockout bracket' })} className="flex flex-col gap-6">
      {sections.map((section) =>
        section.title ? (
          <section key={section.part} aria-label={section.title} className="flex flex-col gap-2">
            <h3 className="text-sm font-semibold">{section.title}</h3>
            <SectionRounds section={section} />
          </section>
        ) : (
          <SectionRounds key={section.part} section={section} />
        ),
      )}
    </div>
  );
}
