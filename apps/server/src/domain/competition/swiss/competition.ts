/** The Swiss side of the engine's boundary (`engine.ts` dispatches here for format SWISS). */
import type { StandingsRow } from '../../standings.ts';
import { knockoutPlacements, type Placement } from '../placements.ts';
import { assertAllowedOn, assertWellFormed, fromLogEntry } from '../results.ts';
import { EngineError, type EngineMatch, type EngineResult, type EngineSettings, type EngineState } from '../types.ts';
import type { RoundExplanation } from './pairing.ts';
import { swissRecords } from './records.ts';
import { createRun, recordInRun, runExplanations, runIsComplete, runMatch, runMatches, runOf, runRanking, stateOf, swissOnlyMatches } from './run.ts';
import { swissFigures, type SwissFigures } from './tiebreakers.ts';

export type SwissStandingsRow = StandingsRow & SwissFigures;

export function createSwiss(settings: EngineSettings, seeds: string[]): { state: EngineState; matches: EngineMatch[] } {
  const run = createRun(settings, seeds);
  return { state: stateOf(run), matches: runMatches(run) };
}

export const swissMatches = (state: EngineState) => runMatches(runOf(state));

export async function recordSwissResult(state: EngineState, engineId: number, result: EngineResult): Promise<EngineState> {
  const run = runOf(state);
  await recordInRun(run, engineId, result);
  return stateOf(run);
}

const entrantsKey = (m: EngineMatch) => `${m.sides[0].entrantId}|${m.sides[1].entrantId}`;

/**
 * Rebuilds from round 1 and re-applies the log with `engineId`'s result replaced, as the other formats do: a
 * later result whose match no longer has the same two entrants (a round paired differently) is dropped.
 */
export async function replaySwiss(state: EngineState, engineId: number, result: EngineResult, before: EngineMatch[]) {
  assertWellFormed(result);
  const beforeById = new Map(before.map((m) => [m.engineId, m]));
  const run = createRun(state.settings, state.seeds);
  const cleared = new Set<number>();
  for (const entry of state.log) {
    const id = entry[0];
    const replayed = runMatch(run, id);
    const original = beforeById.get(id);
    if (!replayed || !original || replayed.status !== 'READY' || entrantsKey(replayed) !== entrantsKey(original)) {
      cleared.add(id);
      continue;
    }
    const applied = id === engineId ? result : fromLogEntry(entry);
    if (id === engineId) assertAllowedOn(replayed, applied);
    await recordInRun(run, id, applied);
  }
  return { state: stateOf(run), matches: runMatches(run), cleared };
}

export const swissIsComplete = (state: EngineState) => runIsComplete(runOf(state));

/** The Swiss table in ranking order (position 1 = best), each row with its tiebreak figures. */
export function swissStandings(state: EngineState): SwissStandingsRow[] {
  const run = runOf(state);
  const records = swissRecords(run.seeds, swissOnlyMatches(run), run.settings.points);
  const figures = swissFigures(records);
  return runRanking(run).map((id, index) => {
    const r = records.get(id)!;
    const played = r.wins + r.draws + r.losses;
    return {
      position: index + 1,
      teamRegistrationId: id,
      teamName: id,
      photoUrl: null,
      matchesPlayed: played,
      wins: r.wins,
      draws: r.draws,
      losses: r.losses,
      goalsFor: r.goalsFor,
      goalsAgainst: r.goalsAgainst,
      goalDifference: r.goalsFor - r.goalsAgainst,
      totalPoints: r.points,
      group: null,
      ...figures.get(id)!,
    };
  });
}

/** By the final Swiss ranking; with a top cut, the knockout's places first, then the rest by Swiss ranking. */
export function swissPlacements(state: EngineState): Placement[] {
  if (!swissIsComplete(state)) throw new EngineError('NOT_FINISHED', 'Placements are known once every match has a result.');
  const run = runOf(state);
  const ranking = runRanking(run);
  if (run.settings.swissTopCut < 2) return ranking.map((entrantId, i) => ({ entrantId, placement: i + 1 }));
  const knockout = knockoutPlacements(runMatches(run), run.seeds);
  const placed = new Set(knockout.map((p) => p.entrantId));
  const rest = ranking.filter((id) => !placed.has(id));
  return [...knockout, ...rest.map((entrantId, i) => ({ entrantId, placement: knockout.length + i + 1 }))];
}

export const swissExplanations = (state: EngineState): RoundExplanation[] => runExplanations(runOf(state));
