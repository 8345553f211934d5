import type { EngineFormat, EngineResult, EngineSettings } from '../../domain/competition/types.ts';
import type { TournamentRecord } from './competition.repository.ts';

/** A tournament's stored competition settings. */
export type CompetitionColumns = Pick<
  TournamentRecord,
  'format' | 'bracketType' | 'thirdPlaceMatch' | 'grandFinalReset' | 'leagueRounds' | 'groupCount' | 'advancePerGroup' | 'pointsWin' | 'pointsDraw' | 'pointsLoss'
>;

/** The engine's settings from the tournament's stored competition settings. */
export function engineSettingsOf(t: CompetitionColumns): EngineSettings {
  return {
    format: t.format as EngineFormat,
    bracketType: t.bracketType === 'DOUBLE_ELIMINATION' ? 'DOUBLE_ELIMINATION' : 'SINGLE_ELIMINATION',
    thirdPlaceMatch: t.thirdPlaceMatch,
    grandFinalReset: t.grandFinalReset,
    leagueRounds: t.leagueRounds === 2 ? 2 : 1,
    groupCount: t.groupCount,
    advancePerGroup: t.advancePerGroup,
    points: { win: t.pointsWin, draw: t.pointsDraw, loss: t.pointsLoss },
  };
}

/** A result as the wire sends it (both scores, or the side that forfeited) in the engine's terms. */
export function engineResultOf(input: { homeScore?: number | null; awayScore?: number | null; forfeit?: number | null }): EngineResult {
  if (input.forfeit === 1 || input.forfeit === 2) return { forfeit: input.forfeit };
  return { homeScore: input.homeScore ?? 0, awayScore: input.awayScore ?? 0 };
}

/** The audit's and reports' shape of a result. */
export interface ResultSnapshot {
  homeScore: number | null;
  awayScore: number | null;
  forfeit: number | null;
}

export function snapshotOf(result: EngineResult): ResultSnapshot {
  return 'forfeit' in result ? { homeScore: null, awayScore: null, forfeit: result.forfeit } : { ...result, forfeit: null };
}

export const sameResult = (a: ResultSnapshot, b: ResultSnapshot) =>
  a.forfeit !== null || b.forfeit !== null ? a.forfeit === b.forfeit : a.homeScore === b.homeScore && a.awayScore === b.awayScore;
