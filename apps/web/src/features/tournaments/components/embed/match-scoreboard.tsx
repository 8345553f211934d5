import type { Match } from '@clutch/contract/competition';
import { TeamAvatar } from '@/components/tournament/team-avatar.tsx';
import { cn } from '@/lib/cn.ts';
import { formatDateTime } from '@/lib/format.ts';
import type { Translate } from '@/lib/i18n/translate.ts';
import { useT } from '@/lib/i18n/use-t.ts';

function sideOf(match: Match, slot: 1 | 2, t: Translate) {
  const side = match.results.find((r) => r.slot === slot);
  const known = !!side?.teamRegistrationId;
  return {
    known,
    name: known ? side!.teamName : t({ defaultMessage: 'TBD', description: 'A bracket slot whose team is not known yet' }),
    photoUrl: side?.photoUrl ?? null,
    score: side?.score ?? null,
    winner: side?.result === 'WIN',
    forfeit: side?.forfeit ?? false,
  };
}

function Team({ side, align }: { side: ReturnType<typeof sideOf>; align: 'start' | 'end' }) {
  const t = useT();
  return (
    <div className={cn('flex min-w-0 items-center justify-center gap-3', align === 'end' ? 'sm:flex-row-reverse sm:justify-start sm:text-right' : 'sm:justify-start')}>
      {side.known && <TeamAvatar name={side.name} photoUrl={side.photoUrl} className="hidden size-12 sm:flex" />}
      <span className={cn('min-w-0 truncate text-2xl font-bold sm:text-4xl', !side.known && 'text-muted-foreground italic')} title={side.name}>
        {side.name}
      </span>
      {side.forfeit && (
        <abbr title={t({ defaultMessage: 'Forfeit' })} className="shrink-0 rounded bg-destructive/20 px-1.5 text-sm font-semibold text-destructive-text no-underline">
          {t({ defaultMessage: 'FF', description: 'Short for forfeit, next to a team that forfeited a match' })}
        </abbr>
      )}
    </div>
  );
}

/**
 * One match for a stream: both teams, the score (or 'vs' until there is one) in large type, where it sits in the
 * tournament, and whether it is live, next (with its time, in the tournament's zone) or over. The score is a polite
 * live region: a screen reader hears a new result.
 */
export function MatchScoreboard({
  match,
  place,
  live,
  timeZone,
}: {
  match: Match;
  /** 'Semifinals', 'Group A · Round 2'… */
  place: string;
  live: boolean;
  timeZone: string;
}) {
  const t = useT();
  const home = sideOf(match, 1, t);
  const away = sideOf(match, 2, t);
  const scored = home.score !== null && away.score !== null;
  const state = live
    ? t({ defaultMessage: 'Live', description: 'Badge of a bracket match being played now' })
    : match.status === 'FINISHED'
      ? t({ defaultMessage: 'Final', description: 'A stream overlay’s match that is over' })
      : match.starteDate
        ? t({ defaultMessage: 'Next · {time}', description: 'A stream overlay’s next match and its start' }, { time: formatDateTime(match.starteDate, { timeZone }) })
        : t({ defaultMessage: 'Next', description: 'A stream overlay’s next match, not scheduled yet' });
  return (
    <section
      aria-label={t({ defaultMessage: '{home} against {away}', description: 'The two teams of a match' }, { home: home.name, away: away.name })}
      data-live={live || undefined}
      className="flex flex-col gap-4 rounded-2xl border bg-card/95 p-4 shadow-xl sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2 text-base font-semibold sm:text-lg">
        <span className="text-muted-foreground">{place}</span>
        <span
          className={cn(
            'inline-flex items-center gap-1.5 rounded-full px-3 py-0.5 text-sm font-bold uppercase',
            live ? 'bg-status-ongoing text-black' : 'bg-muted text-foreground',
          )}
        >
          {live && <span aria-hidden className="size-2 rounded-full bg-black motion-safe:animate-pulse" />}
          {state}
        </span>
      </div>
      {/* Side by side from 640 px; a narrow source stacks them so long names still read. */}
      <div className="grid grid-cols-1 items-center gap-2 sm:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] sm:gap-6">
        <Team side={home} align="start" />
        <p aria-live="polite" className="justify-self-center rounded-xl bg-muted px-4 py-2 text-center text-3xl font-black tabular-nums sm:text-5xl">
          {scored ? (
            <>
              <span className="sr-only">{t({ defaultMessage: 'Score: {home} to {away}', description: 'A match’s score for screen readers, home side first' }, { home: home.score, away: away.score })}</span>
              <span aria-hidden>
                {home.score} – {away.score}
              </span>
            </>
          ) : (
            t({ defaultMessage: 'vs', description: 'Between two teams of a match not scored yet' })
          )}
        </p>
        <Team side={away} align="end" />
      </div>
    </section>
  );
}
