import type { Match } from '@clutch/contract/competition';
import { MatchStatusBadge } from '@/components/tournament/match-status-badge.tsx';
import { formatDateTime } from '@/lib/format.ts';
import type { Translate } from '@/lib/i18n/translate.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { groupLobbyGames, type LobbyGames } from '../../lib/ffa-board.ts';
import { LobbyGameTable } from '../lobby-game-table.tsx';

export const lobbyTitle = (lobby: string | null, t: Translate) =>
  lobby === null ? t({ defaultMessage: 'Final', description: 'The final lobby of a battle royale' }) : t({ defaultMessage: 'Lobby {lobby}', description: 'The battle-royale lobby an entrant plays in' }, { lobby });

/** One game: its status and time, then every entrant by place with eliminations and points once entered. */
function GameCard({ game, timeZone, highlightTeamId }: { game: Match; timeZone?: string; highlightTeamId?: string | null }) {
  const t = useT();
  const title = t({ defaultMessage: 'Game {game}', description: 'One game of a battle-royale lobby' }, { game: game.round });
  return (
    <li className="flex min-w-0 flex-col gap-2 rounded-lg border bg-card p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="text-sm font-semibold">{title}</h4>
        <span className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
          {game.starteDate && <time dateTime={game.starteDate}>{formatDateTime(game.starteDate, { timeZone })}</time>}
          <MatchStatusBadge status={game.status} />
        </span>
      </div>
      <LobbyGameTable game={game} caption={title} size="compact" highlightTeamId={highlightTeamId} />
    </li>
  );
}

function Lobby({ group, timeZone, highlightTeamId }: { group: LobbyGames; timeZone?: string; highlightTeamId?: string | null }) {
  const t = useT();
  const title = lobbyTitle(group.lobby, t);
  const done = group.games.filter((g) => g.status === 'FINISHED').length;
  return (
    <section aria-label={title} className="flex flex-col gap-2">
      <h3 className="flex flex-wrap items-baseline gap-x-2 text-sm font-semibold">
        {title}
        <span className="text-xs font-normal text-muted-foreground">
          {t(
            { defaultMessage: '{entrants, plural, one {# entrant} other {# entrants}} · {done} of {games} games played' },
            { entrants: group.entrants, done, games: group.games.length },
          )}
        </span>
      </h3>
      <ul className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3">
        {group.games.map((g) => <GameCard key={g.id} game={g} timeZone={timeZone} highlightTeamId={highlightTeamId} />)}
      </ul>
    </section>
  );
}

/** Every lobby with its games (placements, eliminations, points), then the final's games once it is drawn. */
export function FfaLobbies({ matches, timeZone, highlightTeamId = null }: { matches: readonly Match[]; timeZone?: string; highlightTeamId?: string | null }) {
  const groups = groupLobbyGames(matches);
  // The final is where the tournament is decided: it comes first once it exists.
  const ordered = [...groups.filter((g) => g.lobby === null), ...groups.filter((g) => g.lobby !== null)];
  return (
    <div className="flex flex-col gap-6">
      {ordered.map((g) => <Lobby key={g.lobby ?? 'final'} group={g} timeZone={timeZone} highlightTeamId={highlightTeamId} />)}
    </div>
  );
}
