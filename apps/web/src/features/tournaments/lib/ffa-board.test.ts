import type { Match } from '@clutch/contract/competition';
import type { RankingRow } from '@clutch/contract/tournaments';
import { describe, expect, it } from 'vitest';
import { placeOf } from '@/lib/lobby-game.ts';
import { gameStandings, groupLobbyGames, splitLeaderboard } from './ffa-board.ts';

const side = (slot: number, name: string, place: number | null = null) =>
  ({ slot, teamName: name, teamId: `t-${name}`, teamRegistrationId: `r-${name}`, place, kills: place ? 1 : null, score: place ? 10 - place : null }) as Match['results'][number];
const game = (stage: 'LOBBY' | 'FINAL', group: string | null, round: number, results = [side(1, 'a'), side(2, 'b')]) =>
  ({ id: `${stage}${group}${round}`, stage, group, round, number: 1, results }) as Match;
const row = (position: number, finalist: boolean) => ({ position, teamRegistrationId: `r${position}`, ffa: { finalist } }) as RankingRow;

describe('free-for-all board', () => {
  it('puts the final’s rows apart from the lobby standings, each by position', () => {
    const { final, lobbies } = splitLeaderboard([row(3, false), row(2, true), row(1, true), row(4, false)]);
    expect(final.map((r) => r.position)).toEqual([1, 2]);
    expect(lobbies.map((r) => r.position)).toEqual([3, 4]);
    expect(splitLeaderboard([row(1, false)]).final).toEqual([]);
  });

  it('groups games by lobby in order, the final last', () => {
    const groups = groupLobbyGames([game('FINAL', null, 1), game('LOBBY', 'B', 2), game('LOBBY', 'A', 1), game('LOBBY', 'B', 1)]);
    expect(groups.map((g) => [g.lobby, g.games.map((m) => m.round)])).toEqual([
      ['A', [1]],
      ['B', [1, 2]],
      [null, [1]],
    ]);
    expect(groups[0]!.entrants).toBe(2);
  });

  it('orders a game by place once entered, by slot before; finds a team’s place', () => {
    const played = game('LOBBY', 'A', 1, [side(1, 'a', 2), side(2, 'b', 1), side(3, 'c', 3)]);
    expect(gameStandings(played).map((s) => s.teamName)).toEqual(['b', 'a', 'c']);
    expect(gameStandings(game('LOBBY', 'A', 1, [side(2, 'b'), side(1, 'a')])).map((s) => s.teamName)).toEqual(['a', 'b']);
    expect(placeOf(played, 't-a')).toBe(2);
    expect(placeOf(played, 't-x')).toBeNull();
  });
});
