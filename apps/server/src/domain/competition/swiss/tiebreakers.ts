/**
 * Swiss tiebreak figures and the ranking they decide.
 *
 * - Buchholz: the sum of the points of everyone met (a bye adds nothing: there was no opponent).
 * - Median-Buchholz: Buchholz without the best and the worst opponent (with three or more opponents).
 * - Sonneborn-Berger: the points of every opponent beaten plus half of every opponent drawn.
 * - Opponents' match-win %: the mean of the opponents' match-win rates ((wins + draws/2) / matches, byes counting
 *   as wins), each at least 1/3 as in Magic's rules, so one weak opponent does not sink an entrant.
 * - Head-to-head: points from the games among the entrants still tied.
 * - Seed: the better seed first. Seed also settles whatever the chosen tiebreakers leave tied, so the order is total.
 */
import type { PointsRule } from '../../standings.ts';
import type { SwissTiebreaker } from '../types.ts';
import type { SwissRecord } from './records.ts';

export interface SwissFigures {
  buchholz: number;
  medianBuchholz: number;
  sonnebornBerger: number;
  /** 0–100, two decimals. */
  opponentMatchWinPct: number;
}

const OMW_FLOOR = 1 / 3;
const round2 = (n: number) => Math.round(n * 100) / 100;

export function swissFigures(records: Map<string, SwissRecord>): Map<string, SwissFigures> {
  const pointsOf = (id: string) => records.get(id)?.points ?? 0;
  const matchWinRate = (r: SwissRecord) => {
    const played = r.wins + r.draws + r.losses;
    return played === 0 ? 0 : (r.wins + r.draws / 2) / played;
  };
  const figures = new Map<string, SwissFigures>();
  for (const r of records.values()) {
    const opponentPoints = r.games.map((g) => pointsOf(g.opponentId));
    const buchholz = opponentPoints.reduce((sum, p) => sum + p, 0);
    const medianBuchholz = opponentPoints.length >= 3 ? buchholz - Math.max(...opponentPoints) - Math.min(...opponentPoints) : buchholz;
    const sonnebornBerger = r.games.reduce((sum, g) => sum + (g.outcome === 'WIN' ? pointsOf(g.opponentId) : g.outcome === 'DRAW' ? pointsOf(g.opponentId) / 2 : 0), 0);
    const rates = r.games.map((g) => Math.max(OMW_FLOOR, matchWinRate(records.get(g.opponentId)!)));
    const opponentMatchWinPct = rates.length === 0 ? 0 : round2((rates.reduce((sum, x) => sum + x, 0) / rates.length) * 100);
    figures.set(r.id, { buchholz, medianBuchholz, sonnebornBerger, opponentMatchWinPct });
  }
  return figures;
}

/** Points each of `ids` took from the games they played against each other. */
function headToHead(ids: Set<string>, records: Map<string, SwissRecord>, rule: PointsRule) {
  const points = new Map<string, number>();
  for (const id of ids) {
    let total = 0;
    for (const g of records.get(id)!.games) {
      if (!ids.has(g.opponentId)) continue;
      total += g.outcome === 'WIN' ? rule.win : g.outcome === 'DRAW' ? rule.draw : rule.loss;
    }
    points.set(id, total);
  }
  return points;
}

/** Entrant ids best first: points, then each tiebreaker in order on the entrants it still has tied, then seed. */
export function swissRanking(records: Map<string, SwissRecord>, tiebreakers: SwissTiebreaker[], rule: PointsRule): string[] {
  const figures = swissFigures(records);
  const all = [...records.values()];
  let blocks: SwissRecord[][] = [all.sort((a, b) => b.points - a.points)];
  const split = (block: SwissRecord[], key: (r: SwissRecord) => number) => {
    const sorted = [...block].sort((a, b) => key(b) - key(a));
    const out: SwissRecord[][] = [];
    for (const r of sorted) {
      const last = out.at(-1);
      if (last && key(last[0]!) === key(r)) last.push(r);
      else out.push([r]);
    }
    return out;
  };
  blocks = blocks.flatMap((b) => split(b, (r) => r.points));
  const keyOf = (tiebreaker: SwissTiebreaker, block: SwissRecord[]): ((r: SwissRecord) => number) => {
    switch (tiebreaker) {
      case 'BUCHHOLZ':
        return (r) => figures.get(r.id)!.buchholz;
      case 'MEDIAN_BUCHHOLZ':
        return (r) => figures.get(r.id)!.medianBuchholz;
      case 'SONNEBORN_BERGER':
        return (r) => figures.get(r.id)!.sonnebornBerger;
      case 'OPPONENT_MATCH_WIN_PCT':
        return (r) => figures.get(r.id)!.opponentMatchWinPct;
      case 'HEAD_TO_HEAD': {
        const h2h = headToHead(new Set(block.map((r) => r.id)), records, rule);
        return (r) => h2h.get(r.id)!;
      }
      case 'SEED':
        return (r) => -r.seed;
    }
  };
  for (const tiebreaker of [...tiebreakers, 'SEED' as const]) {
    blocks = blocks.flatMap((block) => (block.length < 2 ? [block] : split(block, keyOf(tiebreaker, block))));
  }
  return blocks.flat().map((r) => r.id);
}
