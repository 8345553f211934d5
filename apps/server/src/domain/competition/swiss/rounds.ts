/**
 * How many rounds a Swiss plays, and whether a field can play them: kept apart from `run.ts` so the structure
 * checks (`../structure.ts`) can use it without importing the run, which builds its top cut with them.
 */
import { EngineError, type EngineSettings } from '../types.ts';

export const SWISS_ROUNDS_MAX = 20;

export function totalRounds(settings: EngineSettings, entrantCount: number): number {
  return settings.swissRounds > 0 ? settings.swissRounds : Math.max(1, Math.ceil(Math.log2(entrantCount)));
}

export function assertSwissBuildable(settings: EngineSettings, entrantCount: number) {
  const rounds = totalRounds(settings, entrantCount);
  if (rounds > entrantCount - 1 || rounds > SWISS_ROUNDS_MAX) {
    throw new EngineError(
      'TOO_MANY_ROUNDS',
      `${entrantCount} entrants can play at most ${Math.min(entrantCount - 1, SWISS_ROUNDS_MAX)} Swiss rounds without meeting twice; ${rounds} were set.`,
    );
  }
  if (settings.swissTopCut > entrantCount) {
    throw new EngineError('TOP_CUT_TOO_LARGE', `A top cut of ${settings.swissTopCut} needs at least ${settings.swissTopCut} entrants; ${entrantCount} are playing.`);
  }
}
