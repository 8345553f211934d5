/**
 * A Swiss competition's state while the engine works on it: the rounds paired so far (seed indexes, so the
 * stored jsonb stays small), the results by engine id, and the top cut's brackets-manager tables once it exists.
 *
 * Engine ids: Swiss match `number` of round `round` is `(round - 1) * perRound + number - 1` (the bye, if any,
 * is the last number of its round); top-cut matches are brackets-manager's ids plus `TOP_CUT_ID_BASE`.
 * Explanations are not stored: pairing is deterministic, so they are recomputed from the results on demand.
 */
import { project } from '../bracket-projection.ts';
import { openSession } from '../brackets-session.ts';
import { assertWellFormed, fromLogEntry, toBracketsUpdate, toLogEntry } from '../results.ts';
import { decodeTables, encodeTables, type CompactTables } from '../storage-codec.ts';
import { createKnockoutStage } from '../structure.ts';
import { type EngineLogEntry, type EngineMatch, type EngineResult, type EngineSettings, type EngineSide, type EngineState, type TwoSidedResult } from '../types.ts';
import { pairRound, type PairingEntrant, type RoundExplanation } from './pairing.ts';
import { swissRecords } from './records.ts';
import { assertSwissBuildable, totalRounds } from './rounds.ts';
import { swissRanking } from './tiebreakers.ts';

/** Above any Swiss id: 20 rounds of 512 matches stay far below it. */
export const TOP_CUT_ID_BASE = 100_000;

export interface SwissRoundData {
  /** [home, away] seed indexes, in match-number order. */
  pairs: [number, number][];
  /** Seed index of the entrant with the bye, or null. */
  bye: number | null;
}

export interface SwissData {
  kind: 'swiss';
  rounds: SwissRoundData[];
  topCut: CompactTables | null;
}

export interface SwissRun {
  settings: EngineSettings;
  seeds: string[];
  rounds: SwissRoundData[];
  topCut: CompactTables | null;
  log: EngineLogEntry[];
  results: Map<number, TwoSidedResult>;
}

export const perRoundOf = (entrantCount: number) => Math.ceil(entrantCount / 2);

/** Rounds to play: the setting, or ⌈log2 entrants⌉ when it is 0. */
export function runOf(state: EngineState): SwissRun {
  const data = state.data as SwissData;
  return {
    settings: state.settings,
    seeds: state.seeds,
    rounds: data.rounds.map((r) => ({ pairs: r.pairs.map(([h, a]) => [h, a]), bye: r.bye })),
    topCut: data.topCut,
    log: [...state.log],
    results: new Map(state.log.map((entry) => [entry[0], fromLogEntry(entry)])),
  };
}

export function stateOf(run: SwissRun): EngineState {
  const data: SwissData = { kind: 'swiss', rounds: run.rounds, topCut: run.topCut };
  return { version: 1, settings: run.settings, seeds: run.seeds, data, log: run.log };
}

/** The round and number of a Swiss engine id (null for a top-cut id or one past the rounds paired). */
function swissPosition(run: SwissRun, engineId: number): { round: number; index: number } | null {
  if (!Number.isInteger(engineId) || engineId < 0 || engineId >= TOP_CUT_ID_BASE) return null;
  const perRound = perRoundOf(run.seeds.length);
  const round = Math.floor(engineId / perRound);
  const index = engineId % perRound;
  const data = run.rounds[round];
  if (!data) return null;
  if (index < data.pairs.length || (index === data.pairs.length && data.bye !== null)) return { round: round + 1, index };
  return null;
}

function playedSide(entrantId: string, score: number, result: EngineSide['result'], forfeit: boolean): EngineSide {
  return { entrantId, score: forfeit ? null : score, result, forfeit };
}

function swissMatch(run: SwissRun, round: number, index: number): EngineMatch {
  const data = run.rounds[round - 1]!;
  const perRound = perRoundOf(run.seeds.length);
  const engineId = (round - 1) * perRound + index;
  const base = { engineId, stage: 'SWISS' as const, bracket: null, group: null, round, number: index + 1 };
  if (index === data.pairs.length) {
    const sides: [EngineSide, EngineSide] = [
      { entrantId: run.seeds[data.bye!]!, score: null, result: 'WIN', forfeit: false },
      { entrantId: null, score: null, result: 'LOSS', forfeit: false },
    ];
    return { ...base, status: 'FINISHED', bye: true, sides };
  }
  const [home, away] = data.pairs[index]!.map((seed) => run.seeds[seed]!) as [string, string];
  const result = run.results.get(engineId);
  if (!result) {
    const pending = (entrantId: string): EngineSide => ({ entrantId, score: null, result: 'PENDING', forfeit: false });
    return { ...base, status: 'READY', bye: false, sides: [pending(home), pending(away)] };
  }
  if ('forfeit' in result) {
    const homeForfeits = result.forfeit === 1;
    return {
      ...base,
      status: 'FINISHED',
      bye: false,
      sides: [playedSide(home, 0, homeForfeits ? 'LOSS' : 'WIN', homeForfeits), playedSide(away, 0, homeForfeits ? 'WIN' : 'LOSS', !homeForfeits)],
    };
  }
  const { homeScore, awayScore } = result;
  const outcome = (mine: number, theirs: number) => (mine > theirs ? 'WIN' : mine < theirs ? 'LOSS' : 'DRAW');
  return {
    ...base,
    status: 'FINISHED',
    bye: false,
    sides: [playedSide(home, homeScore, outcome(homeScore, awayScore), false), playedSide(away, awayScore, outcome(awayScore, homeScore), false)],
  };
}

function roundMatches(run: SwissRun, round: number): EngineMatch[] {
  const data = run.rounds[round - 1]!;
  const count = data.pairs.length + (data.bye === null ? 0 : 1);
  return Array.from({ length: count }, (_, index) => swissMatch(run, round, index));
}

export function swissOnlyMatches(run: SwissRun): EngineMatch[] {
  return run.rounds.flatMap((_, i) => roundMatches(run, i + 1));
}

function topCutMatches(run: SwissRun): EngineMatch[] {
  if (!run.topCut) return [];
  return project(decodeTables(run.topCut, run.seeds), run.settings, run.seeds).map((m) => ({ ...m, engineId: m.engineId + TOP_CUT_ID_BASE }));
}

export function runMatches(run: SwissRun): EngineMatch[] {
  return [...swissOnlyMatches(run), ...topCutMatches(run)];
}

/** One match by engine id, without projecting the rest of the Swiss rounds. */
export function runMatch(run: SwissRun, engineId: number): EngineMatch | null {
  const at = swissPosition(run, engineId);
  if (at) return swissMatch(run, at.round, at.index);
  return topCutMatches(run).find((m) => m.engineId === engineId) ?? null;
}

/** Standings inputs for pairing the next round. */
function pairingEntrants(run: SwissRun): PairingEntrant[] {
  const records = swissRecords(run.seeds, swissOnlyMatches(run), run.settings.points);
  return [...records.values()].map((r) => ({
    id: r.id,
    seed: r.seed,
    points: r.points,
    opponents: new Set(r.games.map((g) => g.opponentId)),
    hadBye: r.byes > 0,
  }));
}

function pairNext(run: SwissRun) {
  const round = run.rounds.length + 1;
  const pairing = pairRound(round, round === 1 ? initialEntrants(run.seeds) : pairingEntrants(run));
  const seedOf = new Map(run.seeds.map((id, i) => [id, i]));
  run.rounds.push({ pairs: pairing.pairs.map(([h, a]) => [seedOf.get(h)!, seedOf.get(a)!]), bye: pairing.byeId === null ? null : seedOf.get(pairing.byeId)! });
}

const initialEntrants = (seeds: string[]): PairingEntrant[] => seeds.map((id, seed) => ({ id, seed, points: 0, opponents: new Set(), hadBye: false }));

/** The Swiss ranking (ids, best first) from the Swiss rounds' results. */
export function runRanking(run: SwissRun): string[] {
  const records = swissRecords(run.seeds, swissOnlyMatches(run), run.settings.points);
  return swissRanking(records, run.settings.swissTiebreakers, run.settings.points);
}

const roundComplete = (run: SwissRun, round: number) => roundMatches(run, round).every((m) => m.status === 'FINISHED');

/** After a result: pair the next round once the latest is complete, or seed the top cut after the last one. */
async function advance(run: SwissRun) {
  const latest = run.rounds.length;
  if (!roundComplete(run, latest)) return;
  if (latest < totalRounds(run.settings, run.seeds.length)) {
    pairNext(run);
    return;
  }
  if (run.settings.swissTopCut < 2 || run.topCut) return;
  const seedOf = new Map(run.seeds.map((id, i) => [id, i]));
  const qualifiers = runRanking(run).slice(0, run.settings.swissTopCut).map((id) => seedOf.get(id)!);
  const session = openSession(decodeTables({ stage: [], group: [], round: [], match: [] }, run.seeds));
  await createKnockoutStage(session.manager, run.settings, qualifiers);
  run.topCut = encodeTables(session.tables());
}

export function createRun(settings: EngineSettings, seeds: string[]): SwissRun {
  assertSwissBuildable(settings, seeds.length);
  const run: SwissRun = { settings: structuredClone(settings), seeds: [...seeds], rounds: [], topCut: null, log: [], results: new Map() };
  pairNext(run);
  return run;
}

/** Records a result on a READY match (the caller checked it) and moves the competition on. */
export async function recordInRun(run: SwissRun, engineId: number, result: EngineResult) {
  assertWellFormed(result);
  run.log.push(toLogEntry(engineId, result));
  if (engineId >= TOP_CUT_ID_BASE) {
    const session = openSession(decodeTables(run.topCut!, run.seeds));
    await session.manager.update.match(toBracketsUpdate(engineId - TOP_CUT_ID_BASE, result));
    run.topCut = encodeTables(session.tables());
    return;
  }
  run.results.set(engineId, result);
  if (swissPosition(run, engineId)?.round === run.rounds.length) await advance(run);
}

export function runIsComplete(run: SwissRun): boolean {
  if (run.rounds.length < totalRounds(run.settings, run.seeds.length) || !roundComplete(run, run.rounds.length)) return false;
  if (run.settings.swissTopCut < 2) return true;
  return run.topCut !== null && topCutMatches(run).every((m) => m.status === 'FINISHED');
}

/** Every paired round's explanation, recomputed from the results before it (pairing is deterministic). */
export function runExplanations(run: SwissRun): RoundExplanation[] {
  const replay: SwissRun = { ...run, rounds: [], topCut: null, log: [], results: new Map(run.results) };
  const out: RoundExplanation[] = [];
  for (let round = 1; round <= run.rounds.length; round += 1) {
    out.push(pairRound(round, round === 1 ? initialEntrants(run.seeds) : pairingEntrants(replay)).explanation);
    replay.rounds.push(run.rounds[round - 1]!);
  }
  return out;
}
