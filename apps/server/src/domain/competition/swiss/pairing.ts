/**
 * Pairs one Swiss round. Deterministic: the same standings give the same pairs, so anyone can re-run a round
 * from its published inputs (`inputDigest`).
 *
 * 1. Rank: points, then seed (the secondary preference).
 * 2. Odd field: the bye goes to the lowest-ranked entrant who has not had one, unless that would force a
 *    rematch another bye-taker avoids.
 * 3. The ideal pairing, score group by score group from the top: each group plus the entrant floated down from
 *    the group above is split into halves, the i-th of the top half meets the i-th of the bottom half (round 1:
 *    seed 1 meets the first seed of the second half); an odd group floats its lowest-ranked entrant down.
 * 4. Entrants are then paired best-ranked first with their ideal opponent, or else the nearest in points and
 *    rank, accepting a pair only if everyone left can still be paired with the fewest rematches possible —
 *    checked against a maximum matching of the not-yet-met graph (`matcher.ts`), repaired by one augmenting
 *    search per check. A rematch therefore happens only when no pairing of the field avoids it.
 */
import { createHash } from 'node:crypto';
import { augmentFrom, maximise, type MatchingGraph } from './matcher.ts';

export interface PairingEntrant {
  id: string;
  /** 0-based seed. */
  seed: number;
  points: number;
  /** Ids of everyone already met. */
  opponents: ReadonlySet<string>;
  hadBye: boolean;
}

export interface PairExplanation {
  homeId: string;
  awayId: string;
  homePoints: number;
  awayPoints: number;
  /** The two met before: no pairing of the field avoided it. */
  rematch: boolean;
  /** The two come from different score groups. */
  floater: boolean;
  /** The home side's ideal opponent when it got another one; null when it got the ideal one. */
  idealOpponentId: string | null;
  /** Why not the ideal opponent: they met before, or taking them would have forced a rematch elsewhere. */
  idealSkippedBecause: 'ALREADY_MET' | 'KEEPS_FIELD_PAIRABLE' | null;
}

export interface RoundExplanation {
  round: number;
  /** Score groups before the round, best first. */
  scoreGroups: { points: number; size: number }[];
  byeId: string | null;
  /** Why the bye went where it did. */
  byeReason: 'LOWEST_RANKED_WITHOUT_BYE' | 'AVOIDS_REMATCH' | null;
  /** Ideal pairs that were rematches and were changed. */
  rematchesAvoided: number;
  /** Rematches no pairing could avoid. */
  rematchesForced: number;
  floaters: number;
  pairs: PairExplanation[];
  /** sha256 of the inputs (standings, byes, who met whom): a re-run from the same inputs gives the same pairs. */
  inputDigest: string;
}

export interface RoundPairing {
  /** [home, away] ids, best-ranked pair first. */
  pairs: [string, string][];
  byeId: string | null;
  explanation: RoundExplanation;
}

const byRank = (a: PairingEntrant, b: PairingEntrant) => b.points - a.points || a.seed - b.seed;

function digestOf(round: number, ranked: PairingEntrant[]) {
  const inputs = ranked.map((e) => [e.id, e.points, e.hadBye ? 1 : 0, [...e.opponents].sort()]);
  return createHash('sha256').update(JSON.stringify({ round, inputs })).digest('hex');
}

/** Ideal partner (by rank index) of every vertex in `order` (rank indexes, all even in count), ignoring rematches. */
function idealPairing(order: number[], points: (v: number) => number): Map<number, number> {
  const ideal = new Map<number, number>();
  let floaters: number[] = [];
  for (let i = 0; i < order.length; ) {
    let j = i;
    while (j < order.length && points(order[j]!) === points(order[i]!)) j += 1;
    const pool = [...floaters, ...order.slice(i, j)];
    floaters = pool.length % 2 === 1 ? [pool.pop()!] : [];
    const half = pool.length / 2;
    for (let k = 0; k < half; k += 1) {
      ideal.set(pool[k]!, pool[k + half]!);
      ideal.set(pool[k + half]!, pool[k]!);
    }
    i = j;
  }
  return ideal;
}

interface Field {
  ranked: PairingEntrant[];
  graph: MatchingGraph;
}

function fieldOf(ranked: PairingEntrant[]): Field {
  const n = ranked.length;
  const index = new Map(ranked.map((e, i) => [e.id, i]));
  // A byte per pair: the matcher asks "met before?" millions of times on large fields.
  const met = new Uint8Array(n * n);
  ranked.forEach((e, u) => {
    for (const id of e.opponents) {
      const v = index.get(id);
      if (v !== undefined) met[u * n + v] = met[v * n + u] = 1;
    }
  });
  return { ranked, graph: { n, adjacent: (u, v) => met[u * n + v] === 0, active: new Uint8Array(n).fill(1) } };
}

/** A maximum not-yet-met matching of the active vertices, started from the ideal pairs that are not rematches. */
function maximumMatching(field: Field, ideal: Map<number, number>) {
  const match = new Int32Array(field.graph.n).fill(-1);
  for (const [u, v] of ideal) if (field.graph.active[u] && field.graph.active[v] && field.graph.adjacent(u, v)) match[u] = v;
  return { match, size: maximise(field.graph, match) };
}

/** Picks the bye: bottom-up among those without one, the first that leaves the most pairable field. */
function chooseBye(field: Field): { bye: number; reason: RoundExplanation['byeReason'] } {
  const eligible = field.ranked.map((e, i) => ({ e, i })).filter(({ e }) => !e.hadBye).map(({ i }) => i).reverse();
  // More rounds than entrants is refused when the competition is built; this is the last resort.
  if (eligible.length === 0) return { bye: field.ranked.length - 1, reason: 'LOWEST_RANKED_WITHOUT_BYE' };
  const pairableWithout = (bye: number) => {
    field.graph.active.fill(1);
    field.graph.active[bye] = 0;
    const order = field.ranked.map((_, i) => i).filter((i) => i !== bye);
    const { size } = maximumMatching(field, idealPairing(order, (v) => field.ranked[v]!.points));
    return size;
  };
  const first = eligible[0]!;
  const full = (field.ranked.length - 1) / 2;
  let best = { bye: first, size: pairableWithout(first) };
  for (const candidate of eligible.slice(1)) {
    if (best.size === full) break;
    const size = pairableWithout(candidate);
    if (size > best.size) best = { bye: candidate, size };
  }
  field.graph.active.fill(1);
  return { bye: best.bye, reason: best.bye === first ? 'LOWEST_RANKED_WITHOUT_BYE' : 'AVOIDS_REMATCH' };
}

export function pairRound(round: number, entrants: PairingEntrant[]): RoundPairing {
  const ranked = [...entrants].sort(byRank);
  const field = fieldOf(ranked);
  const { graph } = field;
  const pointsOf = (v: number) => ranked[v]!.points;

  let bye: { bye: number; reason: RoundExplanation['byeReason'] } | null = null;
  if (ranked.length % 2 === 1) {
    bye = chooseBye(field);
    graph.active[bye.bye] = 0;
  }
  const order = ranked.map((_, i) => i).filter((i) => graph.active[i]);
  const ideal = idealPairing(order, pointsOf);
  let { match, size } = maximumMatching(field, ideal);
  /** Rematches the rest of the field cannot avoid. */
  let rematchBudget = order.length / 2 - size;

  const pairs: [number, number][] = [];
  const notes: Pick<PairExplanation, 'idealOpponentId' | 'idealSkippedBecause'>[] = [];
  let rematchesAvoided = 0;

  /** Whether pairing u with v leaves a field that still needs no more rematches than now; commits it if so. */
  const tryPair = (u: number, v: number): boolean => {
    const allowed = graph.adjacent(u, v);
    if (!allowed && rematchBudget === 0) return false;
    if (allowed && match[u] === v) {
      graph.active[u] = 0;
      graph.active[v] = 0;
      match[u] = -1;
      match[v] = -1;
      size -= 1;
      return true;
    }
    const trial = Int32Array.from(match);
    let trialSize = size;
    const lost: number[] = [];
    for (const x of [u, v]) {
      const mate = trial[x]!;
      if (mate === -1) continue;
      trial[x] = -1;
      trial[mate] = -1;
      trialSize -= 1;
      if (mate !== u && mate !== v) lost.push(mate);
    }
    graph.active[u] = 0;
    graph.active[v] = 0;
    const needed = allowed ? size - 1 : size;
    for (const mate of lost) if (trialSize < needed && augmentFrom(mate, graph, trial)) trialSize += 1;
    if (trialSize < needed) {
      graph.active[u] = 1;
      graph.active[v] = 1;
      return false;
    }
    match = trial;
    size = trialSize;
    if (!allowed) rematchBudget -= 1;
    return true;
  };

  for (const u of order) {
    if (!graph.active[u]) continue;
    const preferred = ideal.get(u)!;
    let partner = graph.active[preferred] && tryPair(u, preferred) ? preferred : -1;
    if (partner === -1) {
      // Rarely needed: the ideal opponent stands unless they met before or the field needs them elsewhere.
      const gap = (v: number) => Math.abs(pointsOf(v) - pointsOf(u));
      // Nearest in rank to the ideal opponent, those below it first (the Dutch system's transpositions).
      const distance = (v: number) => (v > preferred ? 2 * (v - preferred) - 1 : 2 * (preferred - v));
      const candidates = order
        .filter((v) => v !== u && v !== preferred && graph.active[v])
        .sort((a, b) => gap(a) - gap(b) || distance(a) - distance(b));
      partner = candidates.find((v) => tryPair(u, v)) ?? -1;
    }
    if (partner === -1) throw new Error('Swiss pairing found no opponent: the matching oracle is inconsistent.');
    pairs.push([u, partner]);
    const tookIdeal = partner === preferred;
    const idealMet = !graph.adjacent(u, preferred);
    if (!tookIdeal && idealMet) rematchesAvoided += 1;
    notes.push({
      idealOpponentId: tookIdeal ? null : ranked[preferred]!.id,
      idealSkippedBecause: tookIdeal ? null : idealMet ? 'ALREADY_MET' : 'KEEPS_FIELD_PAIRABLE',
    });
  }

  const explained: PairExplanation[] = pairs.map(([u, v], i) => ({
    homeId: ranked[u]!.id,
    awayId: ranked[v]!.id,
    homePoints: pointsOf(u),
    awayPoints: pointsOf(v),
    rematch: !graph.adjacent(u, v),
    floater: pointsOf(u) !== pointsOf(v),
    ...notes[i]!,
  }));
  const scoreGroups: RoundExplanation['scoreGroups'] = [];
  for (const e of ranked) {
    const last = scoreGroups.at(-1);
    if (last && last.points === e.points) last.size += 1;
    else scoreGroups.push({ points: e.points, size: 1 });
  }
  const byeId = bye ? ranked[bye.bye]!.id : null;
  return {
    pairs: pairs.map(([u, v]) => [ranked[u]!.id, ranked[v]!.id]),
    byeId,
    explanation: {
      round,
      scoreGroups,
      byeId,
      byeReason: bye?.reason ?? null,
      rematchesAvoided,
      rematchesForced: explained.filter((p) => p.rematch).length,
      floaters: explained.filter((p) => p.floater).length,
      pairs: explained,
      inputDigest: digestOf(round, ranked),
    },
  };
}

