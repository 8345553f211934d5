import { SEARCH_GROUP_LIMIT, type SearchResults } from '@clutch/contract/search';
import { paths } from '@/config/paths.ts';
import type { Translate } from '@/lib/i18n/translate.ts';
import { tournamentStatusInline } from '@/lib/tournament-status-inline.ts';

export interface SearchOption {
  /** Unique across groups; also the DOM id stem. */
  key: string;
  label: string;
  detail: string;
  image: string | null;
  href: string;
}

export interface SearchGroup {
  kind: 'tournaments' | 'teams' | 'games' | 'players';
  /** The group's heading, in the active language. */
  name: string;
  options: SearchOption[];
}

/**
 * The dropdown's groups in display order, at most `SEARCH_GROUP_LIMIT` each, empty ones left out, worded by `t`. A
 * team opens the tournament it plays in (the teams page when it plays in none).
 */
export function searchGroups(results: SearchResults, t: Translate, limit = SEARCH_GROUP_LIMIT): SearchGroup[] {
  const groups: SearchGroup[] = [
    {
      kind: 'tournaments',
      name: t({ defaultMessage: 'Tournaments' }),
      options: results.tournaments.map((tournament) => ({
        key: `tournament-${tournament.id}`,
        label: tournament.name,
        detail: `${tournament.gameName} · ${tournamentStatusInline(t, tournament.status)}`,
        image: tournament.photoUrl,
        href: paths.app.tournament(tournament.id),
      })),
    },
    {
      kind: 'teams',
      name: t({ defaultMessage: 'Teams' }),
      options: results.teams.map((team) => ({
        key: `team-${team.id}`,
        label: team.name,
        detail: t({ defaultMessage: 'Team', description: 'The kind of a search result' }),
        image: team.photoUrl,
        href: team.tournamentId ? paths.app.tournament(team.tournamentId) : paths.app.teams(),
      })),
    },
    {
      kind: 'games',
      name: t({ defaultMessage: 'Games' }),
      options: results.games.map((g) => ({
        key: `game-${g.id}`,
        label: g.name,
        detail: t({ defaultMessage: 'Game', description: 'The kind of a search result' }),
        image: g.background_image,
        href: paths.app.game(g.id),
      })),
    },
    {
      kind: 'players',
      name: t({ defaultMessage: 'Players' }),
      options: results.players.map((p) => ({
        key: `player-${p.id}`,
        label: p.nickname,
        detail: t({ defaultMessage: 'Player', description: 'The kind of a search result' }),
        image: p.photoUrl,
        href: paths.app.user(p.id),
      })),
    },
  ];
  return groups.map((g) => ({ ...g, options: g.options.slice(0, limit) })).filter((g) => g.options.length > 0);
}
