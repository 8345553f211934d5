/**
 * Each entrant's Swiss record from the finished Swiss matches: points (the tournament's win/draw/loss points; a
 * bye counts as a win, a forfeit as a loss for the side that forfeited), who they met and how it went.
 */
import type { PointsRule } from '../../standings.ts';
import type { EngineMatch } from '../types.ts';

export type Outcome = 'WIN' | 'DRAW' | 'LOSS';

export interface Game {
  opponentId: string;
  outcome: Outcome;
}

export interface SwissRecord {
  id: string;
  seed: number;
  points: number;
  wins: number;
  draws: number;
  losses: number;
  byes: number;
  goalsFor: number;
  goalsAgainst: number;
  /** Games actually played (byes excluded), in round order. */
  games: Game[];
}

const outcomeOf = (result: EngineMatch['sides'][number]['result']): Outcome => (result === 'WIN' ? 'WIN' : result === 'DRAW' ? 'DRAW' : 'LOSS');

export function swissRecords(seeds: string[], matches: EngineMatch[], rule: PointsRule): Map<string, SwissRecord> {
  const records = new Map<string, SwissRecord>(
    seeds.map((id, seed) => [id, { id, seed, points: 0, wins: 0, draws: 0, losses: 0, byes: 0, goalsFor: 0, goalsAgainst: 0, games: [] }]),
  );
  const count = (r: SwissRecord, outcome: Outcome) => {
    if (outcome === 'WIN') {
      r.wins += 1;
      r.points += rule.win;
    } else if (outcome === 'DRAW') {
      r.draws += 1;
      r.points += rule.draw;
    } else {
      r.losses += 1;
      r.points += rule.loss;
    }
  };
  const swiss = matches.filter((m) => m.stage === 'SWISS' && m.status === 'FINISHED').sort((a, b) => a.round - b.round || a.number - b.number);
  for (const m of swiss) {
    const [home, away] = m.sides;
    if (m.bye) {
      const r = records.get((home.entrantId ?? away.entrantId)!)!;
      r.byes += 1;
      count(r, 'WIN');
      continue;
    }
    const forfeited = home.forfeit || away.forfeit;
    const sides = [
      [home, away],
      [away, home],
    ] as const;
    for (const [mine, theirs] of sides) {
      const r = records.get(mine.entrantId!)!;
      const outcome = outcomeOf(mine.result);
      count(r, outcome);
      // A forfeit counts 1–0, as in the league tables.
      r.goalsFor += forfeited ? (mine.forfeit ? 0 : 1) : (mine.score ?? 0);
      r.goalsAgainst += forfeited ? (theirs.forfeit ? 0 : 1) : (theirs.score ?? 0);
      r.games.push({ opponentId: theirs.entrantId!, outcome });
    }
  }
  return records;
}
