import type { Match } from '@clutch/contract/competition';
import { cn } from '@/lib/cn.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { gameStandings } from '../lib/ffa-board.ts';

const sizes = {
  /** In a lobby card on the tournament page. */
  compact: { table: 'text-xs', head: '', place: 'w-8', figure: 'w-12', cell: 'py-1', placeCell: '', name: 'font-normal', points: 'font-semibold' },
  /** On a stream overlay, read from across a room. */
  large: { table: 'text-lg sm:text-2xl', head: 'text-sm sm:text-base', place: 'w-12', figure: 'w-20', cell: 'py-1.5', placeCell: 'font-bold', name: 'font-semibold', points: 'font-black' },
} as const;

/**
 * One free-for-all game's entrants by place, with eliminations and points once entered (dashes before). `live`
 * makes it a polite live region, so a screen reader hears new placements; `highlightTeamId` marks the viewer's team.
 */
export function LobbyGameTable({
  game,
  caption,
  size,
  live = false,
  highlightTeamId,
}: {
  game: Match;
  caption: string;
  size: keyof typeof sizes;
  live?: boolean;
  highlightTeamId?: string | null;
}) {
  const t = useT();
  const s = sizes[size];
  const played = game.results.some((r) => r.place !== null);
  return (
    <table aria-live={live ? 'polite' : undefined} className={cn('w-full', s.table)}>
      <caption className="sr-only">{caption}</caption>
      <thead className={cn('text-muted-foreground', s.head)}>
        <tr>
          <th scope="col" className={cn(s.place, 'py-1 text-left font-medium')}>
            <abbr title={t({ defaultMessage: 'Place', description: 'Column: the place an entrant finished a game in' })} className="no-underline">
              #
            </abbr>
          </th>
          <th scope="col" className="py-1 text-left font-medium">
            {t({ defaultMessage: 'Entrant', description: 'Leaderboard column: the team or player' })}
          </th>
          <th scope="col" className={cn(s.figure, 'py-1 text-right font-medium')}>
            <abbr title={t({ defaultMessage: 'Eliminations' })} className="no-underline">
              {t({ defaultMessage: 'Elims', description: 'Battle-royale leaderboard column: eliminations (kills)' })}
            </abbr>
          </th>
          <th scope="col" className={cn(s.figure, 'py-1 text-right font-medium')}>
            <abbr title={t({ defaultMessage: 'Points', description: 'Standings column title' })} className="no-underline">
              {t({ defaultMessage: 'Pts', description: 'Standings column: points' })}
            </abbr>
          </th>
        </tr>
      </thead>
      <tbody>
        {gameStandings(game).map((row) => (
          <tr key={row.id} className={cn('border-t', highlightTeamId && row.teamId === highlightTeamId && 'bg-primary/10 font-semibold')}>
            <td className={cn(s.cell, s.placeCell, 'tabular-nums')}>{row.place ?? '–'}</td>
            <th scope="row" className={cn('max-w-0 truncate text-left', s.cell, s.name)} title={row.teamName}>
              {row.teamName}
            </th>
            <td className={cn(s.cell, 'text-right tabular-nums')}>{row.kills ?? '–'}</td>
            <td className={cn(s.cell, s.points, 'text-right tabular-nums')}>{played ? (row.score ?? 0) : '–'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
