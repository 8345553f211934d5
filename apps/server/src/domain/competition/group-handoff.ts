/**
 * league_and_knockout: who leaves the groups and how they are seeded into the knockout.
 *
 * Seeds go by band (every group winner, then every runner-up, …), groups in label order within a band, so the
 * group winners take the top seeds and are spread across the bracket. When that would pair two teams of the
 * same group in the first round, the lower seed is swapped with another of its band where that avoids it.
 */
import type { StandingsRow } from '../standings.ts';

export interface Qualifier {
  entrantId: string;
  group: string;
  position: number;
}

export function groupQualifiers(rows: StandingsRow[], advancePerGroup: number): Qualifier[] {
  return rows
    .filter((r) => r.position <= advancePerGroup)
    .map((r) => ({ entrantId: r.teamRegistrationId, group: r.group ?? '', position: r.position }))
    .sort((a, b) => a.position - b.position || a.group.localeCompare(b.group));
}

/** Index of the first-round opponent of seed index `i` (0-based) in a standard bracket of `size`. */
const opponentIndex = (i: number, size: number) => size - 1 - i;

function sameGroupPairings(order: Qualifier[], bracketSize: number): number {
  let count = 0;
  order.forEach((q, i) => {
    const j = opponentIndex(i, bracketSize);
    if (j > i && j < order.length && order[j]!.group === q.group) count += 1;
  });
  return count;
}

export function knockoutSeedOrder(qualifiers: Qualifier[], bracketSize: number): Qualifier[] {
  let order = [...qualifiers];
  let clashes = sameGroupPairings(order, bracketSize);
  for (let i = 0; i < order.length && clashes > 0; i += 1) {
    const j = opponentIndex(i, bracketSize);
    if (j <= i || j >= order.length || order[i]!.group !== order[j]!.group) continue;
    for (let k = 0; k < order.length; k += 1) {
      if (k === j || order[k]!.position !== order[j]!.position) continue;
      const swapped = [...order];
      [swapped[j], swapped[k]] = [order[k]!, order[j]!];
      const after = sameGroupPairings(swapped, bracketSize);
      if (after < clashes) {
        order = swapped;
        clashes = after;
        break;
      }
    }
  }
  return order;
}
