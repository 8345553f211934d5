import type { Match } from '@clutch/contract/competition';
import { cn } from '@/lib/cn.ts';
import { formatDateTime } from '@/lib/format.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { gameLabel } from '@/lib/lobby-game.ts';
import { LobbyGameTable } from '../lobby-game-table.tsx';

/**
 * One free-for-all game for a stream, in place of a two-sided scoreboard: the lobby and game, whether it is live,
 * next (with its time, in the tournament's zone) or over, and every entrant by place with eliminations and points
 * once entered. The table is a polite live region: a screen reader hears new placements.
 */
export function LobbyGameBoard({ game, live, timeZone }: { game: Match; live: boolean; timeZone: string }) {
  const t = useT();
  const label = gameLabel(game, t);
  const state = live
    ? t({ defaultMessage: 'Live', description: 'Badge of a bracket match being played now' })
    : game.status === 'FINISHED'
      ? t({ defaultMessage: 'Final', description: 'A stream overlay’s match that is over' })
      : game.starteDate
        ? t({ defaultMessage: 'Next · {time}', description: 'A stream overlay’s next match and its start' }, { time: formatDateTime(game.starteDate, { timeZone }) })
        : t({ defaultMessage: 'Next', description: 'A stream overlay’s next match, not scheduled yet' });
  return (
    <section aria-label={label} data-live={live || undefined} className="flex flex-col gap-4 rounded-2xl border bg-card/95 p-4 shadow-xl sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2 text-base font-semibold sm:text-lg">
        <span className="text-muted-foreground">{label}</span>
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
      <LobbyGameTable game={game} caption={label} size="large" live />
    </section>
  );
}
