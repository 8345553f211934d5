/**
 * Swiss pairing (issue #16 item 9): pairing one round of a 1,024-player Swiss, goal ≤ 100 ms. The field first
 * plays five rounds (seeded random results, draws included) so round 6 is paired with real score groups, floaters
 * and 5,000+ past meetings to avoid; round 2 is timed too. Each time is the median of a few runs and also a ratio
 * of a same-run baseline: sorting the 1,024 entrants by points then seed, the least any Swiss pairing does.
 */
import { pairRound, type PairingEntrant } from '../../apps/server/src/domain/competition/swiss/pairing.ts';
import { createPrng } from '../../apps/server/src/lib/prng.ts';

const PLAYERS = 1024;
const RUNS = Number(process.env.BENCH_SWISS_RUNS ?? 7);
export const SWISS_PAIRING_GOAL_MS = 100;

interface Player {
  id: string;
  seed: number;
  points: number;
  opponents: Set<string>;
  hadBye: boolean;
}

const middle = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function median(run: () => unknown, runs = RUNS) {
  const wall: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    run();
    wall.push(performance.now() - start);
  }
  return middle(wall);
}

const snapshot = (players: Player[]): PairingEntrant[] => players.map((p) => ({ ...p, opponents: new Set(p.opponents) }));

/** Plays `rounds` rounds with seeded results (3/1/0), returning the field as it stands after them. */
function fieldAfter(rounds: number): Player[] {
  const prng = createPrng('swiss-bench');
  const players: Player[] = Array.from({ length: PLAYERS }, (_, seed) => ({
    id: `00000000-0000-4000-8000-${String(seed).padStart(12, '0')}`,
    seed,
    points: 0,
    opponents: new Set<string>(),
    hadBye: false,
  }));
  const byId = new Map(players.map((p) => [p.id, p]));
  for (let round = 1; round <= rounds; round += 1) {
    const { pairs } = pairRound(round, snapshot(players));
    for (const [homeId, awayId] of pairs) {
      const home = byId.get(homeId)!;
      const away = byId.get(awayId)!;
      home.opponents.add(awayId);
      away.opponents.add(homeId);
      const roll = prng.next();
      if (roll < 0.1) {
        home.points += 1;
        away.points += 1;
      } else if (roll < 0.55) home.points += 3;
      else away.points += 3;
    }
  }
  return players;
}

export function swissBench(): string[] {
  const afterOne = fieldAfter(1);
  const afterFive = fieldAfter(5);
  const baselineInput = snapshot(afterFive);
  const baseline = median(() => [...baselineInput].sort((a, b) => b.points - a.points || a.seed - b.seed), 21);
  const round2 = median(() => pairRound(2, snapshot(afterOne)));
  const round6Input = snapshot(afterFive);
  const round6 = median(() => pairRound(6, round6Input));
  const explanation = pairRound(6, round6Input).explanation;
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  const row = (step: string, wall: number) => `| ${step} | ${ms(wall)} | ${(wall / baseline).toFixed(1)} |`;
  return [
    '## Swiss pairing (in memory)',
    '',
    `${PLAYERS} players; median of ${RUNS} runs. Baseline: sorting the ${PLAYERS} players by points then seed, ${ms(baseline)}.`,
    '',
    '| step | wall | × baseline |',
    '|---|---:|---:|',
    row('pair round 2 (after round 1)', round2),
    row(`pair round 6 (${explanation.scoreGroups.length} score groups, ${explanation.floaters} floaters, ${explanation.rematchesAvoided} rematches avoided)`, round6),
    '',
    `Round 6: ${round6 <= SWISS_PAIRING_GOAL_MS ? 'within' : 'OVER'} the ${SWISS_PAIRING_GOAL_MS} ms goal (wall time).`,
    '',
  ];
}
