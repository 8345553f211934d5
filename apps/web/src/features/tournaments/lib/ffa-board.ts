import type { Match } from '@clutch/contract/competition';
import type { RankingRow } from '@clutch/contract/tournaments';
import { isLobbyGame } from '@/lib/lobby-game.ts';

export type GameSide = Match['results'][number];

export interface LobbyGames {
  /** "A", "B"… for a lobby; null for the final. */
  lobby: string | null;
  entrants: number;
  games: Match[];
}


/**
 * The leaderboard as the ranking gives it (finalists first, in final order), split in two: the final's rows
 * (empty until the final is drawn) and everybody else's lobby standing.
 */
export function splitLeaderboard(rows: readonly RankingRow[]): { final: RankingRow[]; lobbies: RankingRow[] } {
  const byPosition = [...rows].sort((a, b) => a.position - b.position);
  return { final: byPosition.filter((r) => r.ffa?.finalist), lobbies: byPosition.filter((r) => !r.ffa?.finalist) };
}

/** Lobby games by lobby (A, B…), each lobby's games in order; the final's games last, once it exists. */
export function groupLobbyGames(matches: readonly Match[]): LobbyGames[] {
  const groups = new Map<string, LobbyGames>();
  for (const m of matches) {
    if (!isLobbyGame(m)) continue;
    const lobby = m.stage === 'FINAL' ? null : (m.group ?? '');
    const key = lobby === null ? '\uffff' : lobby;
    const g = groups.get(key) ?? { lobby, entrants: 0, games: [] };
    g.entrants = Math.max(g.entrants, m.results.length);
    g.games.push(m);
    groups.set(key, g);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([, g]) => ({ ...g, games: g.games.sort((a, b) => a.round - b.round || a.number - b.number) }));
}

/** A game's sides by place once entered, the rest (or all, before the result) in slot order. */
export function gameStandings(m: Pick<Match, 'results'>): GameSide[] {
  return [...m.results].sort((a, b) => (a.place ?? Infinity) - (b.place ?? Infinity) || a.slot - b.slot);
}

