import type { RankingRow } from '@clutch/contract/tournaments';
import { Crown } from 'lucide-react';
import { TeamAvatar } from '@/components/tournament/team-avatar.tsx';
import { defineMessage, type MessageDescriptor } from '@/lib/i18n/message.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { PositionBadge } from './position-badge.tsx';

type Figure = (row: RankingRow) => number;
const column = (abbr: MessageDescriptor, title: MessageDescriptor, value: Figure) => ({ abbr, title, value });
const columns = [
  column(
    defineMessage({ defaultMessage: 'Pts', description: 'Standings column: points' }),
    defineMessage({ defaultMessage: 'Points', description: 'Standings column title' }),
    (r) => r.totalPoints,
  ),
  column(
    defineMessage({ defaultMessage: 'GP', description: 'Battle-royale leaderboard column: games played' }),
    defineMessage({ defaultMessage: 'Games played' }),
    (r) => r.matchesPlayed,
  ),
  column(
    defineMessage({ defaultMessage: 'Best', description: 'Battle-royale leaderboard column: most points in one game' }),
    defineMessage({ defaultMessage: 'Best game (points)' }),
    (r) => r.ffa?.bestGame ?? 0,
  ),
  column(
    defineMessage({ defaultMessage: 'Elims', description: 'Battle-royale leaderboard column: eliminations (kills)' }),
    defineMessage({ defaultMessage: 'Eliminations' }),
    (r) => r.ffa?.kills ?? 0,
  ),
];

/**
 * A battle-royale leaderboard: rank, entrant (with its lobby, finalists marked), points, games, best game and
 * eliminations. Numbers stay in narrow columns so it fits 375 px; it scrolls sideways below that.
 */
export function FfaLeaderboard({ rows, caption }: { rows: RankingRow[]; caption: string }) {
  const t = useT();
  return (
    <div className="overflow-x-auto rounded-lg border" tabIndex={0} role="region" aria-label={caption}>
      <table className="w-full text-xs sm:text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted/50 text-muted-foreground">
          <tr>
            <th scope="col" className="w-9 px-2 py-3 text-left font-medium sm:w-12 sm:px-3">
              <abbr title={t({ defaultMessage: 'Rank', description: 'Leaderboard column title: place on the leaderboard' })} className="no-underline">#</abbr>
            </th>
            <th scope="col" className="px-1 py-3 text-left font-medium sm:px-3">{t({ defaultMessage: 'Entrant', description: 'Leaderboard column: the team or player' })}</th>
            {columns.map((c) => (
              <th key={c.abbr.defaultMessage} scope="col" className="w-10 px-0.5 py-3 text-center font-medium sm:w-16 sm:px-2">
                <abbr title={t(c.title)} className="no-underline">{t(c.abbr)}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.teamRegistrationId} className="border-t">
              <td className="px-2 py-2 sm:px-3"><PositionBadge position={row.position} /></td>
              <th scope="row" className="max-w-[9rem] px-1 py-2 text-left font-medium sm:max-w-none sm:px-3">
                <span className="flex items-center gap-2">
                  <TeamAvatar name={row.teamName} photoUrl={row.photoUrl} className="hidden size-6 sm:flex" />
                  <span className="flex min-w-0 flex-col">
                    <span className="flex min-w-0 items-center gap-1">
                      <span className="truncate" title={row.teamName}>{row.teamName}</span>
                      {row.ffa?.finalist && (
                        <Crown aria-label={t({ defaultMessage: 'Finalist' })} role="img" className="size-3.5 shrink-0 text-warning-text" />
                      )}
                    </span>
                    {row.ffa && (
                      <span className="text-[11px] font-normal text-muted-foreground">
                        {row.ffa.finalist
                          ? t({ defaultMessage: 'Lobby {lobby} · {points} lobby pts', description: 'Under a finalist: its lobby and the points it made there' }, { lobby: row.ffa.lobby, points: row.ffa.lobbyPoints })
                          : t({ defaultMessage: 'Lobby {lobby}', description: 'The battle-royale lobby an entrant plays in' }, { lobby: row.ffa.lobby })}
                      </span>
                    )}
                  </span>
                </span>
              </th>
              {columns.map((c, i) => (
                <td key={c.abbr.defaultMessage} className={`px-0.5 py-2 text-center tabular-nums sm:px-2 ${i === 0 ? 'font-bold' : ''}`}>
                  {c.value(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
