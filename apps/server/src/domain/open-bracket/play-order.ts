/**
 * The order matches are played in, for a set's previous and next set of each entrant: stages in the order they
 * run (league and groups before the knockout), then the wave inside the stage. In a knockout a losers round is
 * played after the winners round that feeds it, the grand final after both brackets and the third-place match
 * with the final.
 */
export interface OrderedMatch {
  stage: string;
  bracket: string | null;
  round: number;
  number: number;
}

const STAGE_RANK: Record<string, number> = { LEAGUE: 0, GROUP: 0, KNOCKOUT: 2 };
const BRACKET_RANK: Record<string, number> = { WINNERS: 0, LOSERS: 1, THIRD_PLACE: 2, GRAND_FINAL: 3 };

/** A sort key per match: compare with `comparePlayOrder`. */
export function playOrderKeys<M extends OrderedMatch>(list: M[]): Map<M, number[]> {
  const knockout = list.filter((m) => m.stage === 'KNOCKOUT');
  const lastOf = (bracket: string) => Math.max(0, ...knockout.filter((m) => m.bracket === bracket).map((m) => m.round));
  const winners = lastOf('WINNERS');
  const beforeGrandFinal = Math.max(winners, lastOf('LOSERS') + 1);
  const keys = new Map<M, number[]>();
  for (const m of list) {
    let wave = m.round;
    if (m.stage === 'KNOCKOUT') {
      if (m.bracket === 'LOSERS') wave = m.round + 1;
      else if (m.bracket === 'GRAND_FINAL') wave = beforeGrandFinal + m.round;
      else if (m.bracket === 'THIRD_PLACE') wave = winners;
    }
    keys.set(m, [STAGE_RANK[m.stage] ?? 1, wave, BRACKET_RANK[m.bracket ?? ''] ?? 0, m.round, m.number]);
  }
  return keys;
}

export function comparePlayOrder(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) {
    const d = a[i]! - b[i]!;
    if (d !== 0) return d;
  }
  return 0;
}
