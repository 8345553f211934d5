/**
 * Free-for-all figures (issue #16 item 9), in memory: scoring one game of a 100-entrant lobby (goal ≤ 20 ms:
 * checking the placements, storing the finish and projecting every game with its points), the leaderboard over a
 * lobby stage of six games, and a correction of a game that decides who reaches the final. Each time is the median
 * of a few runs and is also given as a ratio of a same-run baseline: JSON.stringify of the game's 100 placements,
 * the least any stored result of that game costs.
 */
import { applyCorrection, applyResult, createCompetition, listMatches, standings } from '../../apps/server/src/domain/competition/engine.ts';
import type { EngineSettings, EngineState, FfaResult } from '../../apps/server/src/domain/competition/types.ts';
import { FFA_PRESETS } from '../../packages/contract/src/free-for-all.ts';

const ENTRANTS = 100;
const GAMES = 6;
const RUNS = Number(process.env.BENCH_FFA_RUNS ?? 21);
export const FFA_GOAL_MS = 20;

const settings: EngineSettings = {
  format: 'FREE_FOR_ALL',
  bracketType: 'SINGLE_ELIMINATION',
  thirdPlaceMatch: false,
  grandFinalReset: true,
  leagueRounds: 1,
  groupCount: 0,
  advancePerGroup: 2,
  points: { win: 3, draw: 1, loss: 0 },
  swissRounds: 0,
  swissTiebreakers: [],
  swissTopCut: 0,
  ffa: { lobbySize: ENTRANTS, games: GAMES, placementPoints: FFA_PRESETS.FORTNITE.placementPoints, pointsPerKill: FFA_PRESETS.FORTNITE.pointsPerKill, finalSize: 0 },
};

const entrants = Array.from({ length: ENTRANTS }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);

/** A finish of the whole lobby: places rotated by `shift`, eliminations spread 0–9. */
const finish = (shift: number): FfaResult => ({
  placements: entrants.map((entrantId, i) => ({ entrantId, place: ((i + shift) % ENTRANTS) + 1, kills: (i * 7 + shift) % 10 })),
});

interface Timing {
  wall: number;
  cpu: number;
}

const middle = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function median(run: () => unknown, runs = RUNS): Promise<Timing> {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const startCpu = process.cpuUsage();
    const start = performance.now();
    await run();
    wall.push(performance.now() - start);
    const used = process.cpuUsage(startCpu);
    cpu.push((used.user + used.system) / 1000);
  }
  return { wall: middle(wall), cpu: middle(cpu) };
}

const ms = (n: number) => `${n.toFixed(2)} ms`;

export async function ffaBench(): Promise<string[]> {
  const { state } = await createCompetition(settings, entrants);
  const game = finish(3);
  const baseline = await median(() => JSON.stringify(game.placements), 101);

  const score = await median(() => applyResult(state, 0, game));
  let played: EngineState = state;
  for (const m of listMatches(state)) played = (await applyResult(played, m.engineId, finish(m.engineId * 11))).state;
  const leaderboard = await median(() => standings(played));
  const correction = await median(() => applyCorrection(played, 0, finish(50)));

  const row = (step: string, t: Timing) => `| ${step} | ${ms(t.wall)} | ${ms(t.cpu)} | ${(t.wall / baseline.wall).toFixed(1)} |`;
  return [
    '## Free-for-all (in memory)',
    '',
    `One lobby of ${ENTRANTS} entrants, ${GAMES} games, Fortnite preset; median of ${RUNS} runs. Baseline: JSON.stringify of one game's ${ENTRANTS} placements, ${ms(baseline.wall)}.`,
    '',
    '| step | wall | CPU | × baseline (wall) |',
    '|---|---:|---:|---:|',
    row(`applyResult (score a ${ENTRANTS}-entrant game, goal ${FFA_GOAL_MS} ms)`, score),
    row(`standings (leaderboard over ${GAMES} games)`, leaderboard),
    row('applyCorrection (re-score a played game)', correction),
    '',
    `Scoring a ${ENTRANTS}-entrant lobby game: ${score.wall <= FFA_GOAL_MS ? 'within' : 'OVER'} the ${FFA_GOAL_MS} ms goal (wall time).`,
    '',
  ];
}
