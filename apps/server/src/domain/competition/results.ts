/** An `EngineResult`: checks, the log encoding, and brackets-manager's update input. */
import type { DataTypes } from 'brackets-manager';
import { EngineError, type EngineLogEntry, type EngineMatch, type EngineResult, type TwoSidedResult } from './types.ts';

type Opponent = Partial<NonNullable<DataTypes['match']['opponent1']>>;

const isScore = (n: unknown) => typeof n === 'number' && Number.isInteger(n) && n >= 0;

export function assertWellFormed(result: EngineResult): asserts result is TwoSidedResult {
  if ('placements' in result) throw new EngineError('INVALID_PLACEMENTS', 'Placements are for free-for-all lobby games; this match takes two scores or a forfeit.');
  if ('forfeit' in result) {
    if (result.forfeit !== 1 && result.forfeit !== 2) throw new EngineError('INVALID_RESULT', 'A forfeit names side 1 (home) or 2 (away).');
    return;
  }
  if (!isScore(result.homeScore) || !isScore(result.awayScore)) throw new EngineError('INVALID_RESULT', 'Scores are whole numbers, 0 or more.');
}

/** Whether `result` may stand on `match` (its status aside): knockout matches need a winner. */
export function assertAllowedOn(match: EngineMatch, result: EngineResult) {
  assertWellFormed(result);
  if (match.stage === 'KNOCKOUT' && 'homeScore' in result && result.homeScore === result.awayScore) {
    throw new EngineError('DRAW_NOT_ALLOWED', 'A knockout match needs a winner: draws are only allowed in leagues and groups.');
  }
}

export function toLogEntry(engineId: number, result: EngineResult): EngineLogEntry {
  assertWellFormed(result);
  return 'forfeit' in result ? [engineId, result.forfeit === 1 ? 'F1' : 'F2'] : [engineId, result.homeScore, result.awayScore];
}

export function fromLogEntry(entry: EngineLogEntry): TwoSidedResult {
  if (entry.length === 2) return { forfeit: entry[1] === 'F1' ? 1 : 2 };
  return { homeScore: entry[1], awayScore: entry[2] };
}

export function toBracketsUpdate(engineId: number, result: EngineResult): { id: number; opponent1?: Opponent; opponent2?: Opponent } {
  assertWellFormed(result);
  if ('forfeit' in result) return result.forfeit === 1 ? { id: engineId, opponent1: { forfeit: true } } : { id: engineId, opponent2: { forfeit: true } };
  const { homeScore, awayScore } = result;
  const outcome = (mine: number, theirs: number) => (mine > theirs ? 'win' : mine < theirs ? 'loss' : 'draw');
  return {
    id: engineId,
    opponent1: { score: homeScore, result: outcome(homeScore, awayScore) },
    opponent2: { score: awayScore, result: outcome(awayScore, homeScore) },
  };
}
