import { SEARCH_GROUP_LIMIT, type SearchResults } from '@clutch/contract/search';
import { paths } from '@/config/paths.ts';

export interface SearchOption {
  /** Unique across groups; also the DOM id stem. */
  key: string;
  label: string;
  detail: string;
  image: string | null;
  href: string;
}

export interface SearchGroup {
  name: 'Tournaments' | 'Teams' | 'Games' | 'Players';
  options: SearchOption[];
}

const statusLabel = (status: string) => status.replaceAll('_', ' ').toLowerCase();

/**
 * The dropdown's groups in display order, at most `SEARCH_GROUP_LIMIT` each, empty ones left out. A team opens the
 * tournament it plays in (the teams page when it plays in none).
 */
export function searchGroups(results: SearchResults, limit = SEARCH_GROUP_LIMIT): SearchGroup[] {
  const groups: SearchGroup[] = [
    {
      name: 'Tournaments',
      options: results.tournaments.map((t) => ({
        key: `tournament-${t.id}`,
        label: t.name,
        detail: `${t.gameName} · ${statusLabel(t.status)}`,
        image: t.photoUrl,
        href: paths.app.tournament(t.id),
      })),
    },
    {
      name: 'Teams',
      options: results.teams.map((team) => ({
        key: `team-${team.id}`,
        label: team.name,
        detail: 'Team',
        image: team.photoUrl,
        href: team.tournamentId ? paths.app.tournament(team.tournamentId) : paths.app.teams(),
      })),
    },
    {
      name: 'Games',
      options: results.games.map((g) => ({
        key: `game-${g.id}`,
        label: g.name,
        detail: 'Game',
        image: g.background_image,
        href: paths.app.game(g.id),
      })),
    },
    {
      name: 'Players',
      options: results.players.map((p) => ({
        key: `player-${p.id}`,
        label: p.nickname,
        detail: 'Player',
        image: p.photoUrl,
        href: paths.app.user(p.id),
      })),
    },
  ];
  return groups.map((g) => ({ ...g, options: g.options.slice(0, limit) })).filter((g) => g.options.length > 0);
}
