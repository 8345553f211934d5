/**
 * Competition engine figures (issue #5 item 14, part 1), in memory: building a 1024-entrant double
 * elimination and serialising its state (goal: ≤ 300 ms together with persistence, which the server's bench
 * adds), applying one result to that state, and a correction replaying it. Each time is the median of a few
 * runs and is also given as a ratio of a same-run baseline: JSON.stringify of an array with one plain object
 * per match, the least any stored bracket of that size costs.
 */
import { applyCorrection, applyResult, createCompetition, listMatches } from '../../apps/server/src/domain/competition/engine.ts';
import type { EngineSettings, EngineState } from '../../apps/server/src/domain/competition/types.ts';

const ENTRANTS = 1024;
const RUNS = Number(process.env.BENCH_ENGINE_RUNS ?? 5);
const GOAL_MS = 300;

const settings: EngineSettings = {
  format: 'KNOCKOUT',
  bracketType: 'DOUBLE_ELIMINATION',
  thirdPlaceMatch: false,
  grandFinalReset: true,
  leagueRounds: 1,
  groupCount: 0,
  advancePerGroup: 2,
  points: { win: 3, draw: 1, loss: 0 },
  swissRounds: 0,
  swissTiebreakers: [],
  swissTopCut: 0,
};

const entrants = Array.from({ length: ENTRANTS }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);

interface Timing {
  wall: number;
  /** This process's CPU time: steadier than wall time when other work shares the machine. */
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

const ms = (n: number) => `${n.toFixed(1)} ms`;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

export async function engineBench(): Promise<string[]> {
  const { state, matches } = await createCompetition(settings, entrants);
  const baselineRows = matches.map((m) => ({ id: m.engineId, round: m.round, number: m.number, home: m.sides[0].entrantId, away: m.sides[1].entrantId }));
  const baseline = await median(() => JSON.stringify(baselineRows), 21);

  const create = await median(() => createCompetition(settings, entrants));
  const serialise = await median(() => JSON.stringify(state));
  const bytes = Buffer.byteLength(JSON.stringify(state));

  const firstMatch = listMatches(state).find((m) => m.status === 'READY')!;
  const apply = await median(() => applyResult(state, firstMatch.engineId, { homeScore: 2, awayScore: 1 }));

  // A correction replays the log: time it on a bracket with its whole winners bracket round 1 reported.
  let played: EngineState = state;
  for (const m of listMatches(state).filter((x) => x.status === 'READY' && x.bracket === 'WINNERS' && x.round === 1)) {
    played = (await applyResult(played, m.engineId, { homeScore: 1, awayScore: 0 })).state;
  }
  const correction = await median(() => applyCorrection(played, firstMatch.engineId, { homeScore: 0, awayScore: 1 }));

  const createAndSerialise = { wall: create.wall + serialise.wall, cpu: create.cpu + serialise.cpu };
  const row = (step: string, t: Timing) => `| ${step} | ${ms(t.wall)} | ${ms(t.cpu)} | ${(t.wall / baseline.wall).toFixed(1)} |`;
  return [
    '## Competition engine (in memory)',
    '',
    `${ENTRANTS}-entrant double elimination, ${matches.length} matches; median of ${RUNS} runs. Baseline: JSON.stringify of ${matches.length} plain match objects, ${ms(baseline.wall)}.`,
    '',
    '| step | wall | CPU | × baseline (wall) |',
    '|---|---:|---:|---:|',
    row('createCompetition', create),
    row(`JSON.stringify(state), ${kb(bytes)}`, serialise),
    row(`create + serialise (goal ${GOAL_MS} ms with persistence)`, createAndSerialise),
    row('applyResult (one winners-bracket round 1 match)', apply),
    row(`applyCorrection (replays ${played.log.length} results)`, correction),
    '',
    `State JSON ${kb(bytes)}, ${(bytes / Buffer.byteLength(JSON.stringify(baselineRows))).toFixed(2)} × the baseline array's ${kb(Buffer.byteLength(JSON.stringify(baselineRows)))}. In-memory create + serialise: ${createAndSerialise.wall <= GOAL_MS ? 'within' : 'OVER'} the ${GOAL_MS} ms goal before persistence (wall time).`,
    '',
  ];
}
