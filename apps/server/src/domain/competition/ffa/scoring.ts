/**
 * Free-for-all scoring: a game's points are the placement table's points for the place plus the eliminations
 * times the points per elimination. Leaderboards order entrants by total points, then the best single game,
 * then total eliminations, then a caller-given order (seed, or qualifying rank in the final).
 */
import type { FfaSettings } from '../types.ts';

export const placementPoints = (settings: Pick<FfaSettings, 'placementPoints'>, place: number) => settings.placementPoints[place - 1] ?? 0;

export const gamePoints = (settings: Pick<FfaSettings, 'placementPoints' | 'pointsPerKill'>, place: number, kills: number) =>
  placementPoints(settings, place) + kills * settings.pointsPerKill;

/** One game's finish, stored compactly: entrants in place order (index 0 = 1st) with their eliminations. */
export type GameFinish = [seedIndex: number, kills: number][];

export interface Tally {
  seedIndex: number;
  points: number;
  gamesPlayed: number;
  /** Games finished 1st. */
  wins: number;
  bestGame: number;
  kills: number;
}

/** Each entrant's tally over `games`; entrants listed in `entrants` start at zero. */
export function tallyGames(settings: FfaSettings, entrants: number[], games: GameFinish[]): Map<number, Tally> {
  const tallies = new Map<number, Tally>(entrants.map((seedIndex) => [seedIndex, { seedIndex, points: 0, gamesPlayed: 0, wins: 0, bestGame: 0, kills: 0 }]));
  for (const finish of games) {
    finish.forEach(([seedIndex, kills], i) => {
      const tally = tallies.get(seedIndex);
      if (!tally) return;
      const points = gamePoints(settings, i + 1, kills);
      tally.points += points;
      tally.gamesPlayed += 1;
      if (i === 0) tally.wins += 1;
      tally.bestGame = Math.max(tally.bestGame, points);
      tally.kills += kills;
    });
  }
  return tallies;
}

/** Tallies best first: points, best game, eliminations, then `orderOf` (lower first). */
export function rankTallies(tallies: Iterable<Tally>, orderOf: (seedIndex: number) => number): Tally[] {
  return [...tallies].sort((a, b) => b.points - a.points || b.bestGame - a.bestGame || b.kills - a.kills || orderOf(a.seedIndex) - orderOf(b.seedIndex));
}
