import type { EngineFormat, EngineResult, EngineSettings, SwissTiebreaker } from '../../domain/competition/types.ts';
import type { TournamentRecord } from './competition.repository.ts';

/** A tournament's stored competition settings. */
export type CompetitionColumns = Pick<
  TournamentRecord,
  | 'format'
  | 'bracketType'
  | 'thirdPlaceMatch'
  | 'grandFinalReset'
  | 'leagueRounds'
  | 'groupCount'
  | 'advancePerGroup'
  | 'pointsWin'
  | 'pointsDraw'
  | 'pointsLoss'
  | 'swissRounds'
  | 'swissTiebreakers'
  | 'swissTopCut'
> &
  Partial<Pick<TournamentRecord, 'ffaLobbySize' | 'ffaGames' | 'ffaPlacementPoints' | 'ffaPointsPerKill' | 'ffaFinalSize'>>;

/** The engine's settings from the tournament's stored competition settings. */
export function engineSettingsOf(t: CompetitionColumns): EngineSettings {
  const settings: EngineSettings = {
    format: t.format as EngineFormat,
    bracketType: t.bracketType === 'DOUBLE_ELIMINATION' ? 'DOUBLE_ELIMINATION' : 'SINGLE_ELIMINATION',
    thirdPlaceMatch: t.thirdPlaceMatch,
    grandFinalReset: t.grandFinalReset,
    leagueRounds: t.leagueRounds === 2 ? 2 : 1,
    groupCount: t.groupCount,
    advancePerGroup: t.advancePerGroup,
    points: { win: t.pointsWin, draw: t.pointsDraw, loss: t.pointsLoss },
    swissRounds: t.swissRounds,
    swissTiebreakers: t.swissTiebreakers as SwissTiebreaker[],
    swissTopCut: t.swissTopCut,
  };
  if (settings.format === 'FREE_FOR_ALL') {
    settings.ffa = {
      lobbySize: t.ffaLobbySize ?? 20,
      games: t.ffaGames ?? 1,
      placementPoints: t.ffaPlacementPoints ?? [],
      pointsPerKill: t.ffaPointsPerKill ?? 0,
      finalSize: t.ffaFinalSize ?? 0,
    };
  }
  return settings;
}

/** A lobby game's placements as the wire and the audit name them. */
export interface PlacementEntry {
  teamRegistrationId: string;
  place: number;
  kills: number;
}

/** A result as the wire sends it (both scores, the side that forfeited, or a lobby game's placements) in the engine's terms. */
export function engineResultOf(input: { homeScore?: number | null; awayScore?: number | null; forfeit?: number | null; placements?: PlacementEntry[] | null }): EngineResult {
  if (input.placements) return { placements: input.placements.map((p) => ({ entrantId: p.teamRegistrationId, place: p.place, kills: p.kills })) };
  if (input.forfeit === 1 || input.forfeit === 2) return { forfeit: input.forfeit };
  return { homeScore: input.homeScore ?? 0, awayScore: input.awayScore ?? 0 };
}

/** The audit's and reports' shape of a result; a lobby game's carries its placements, best place first. */
export interface ResultSnapshot {
  homeScore: number | null;
  awayScore: number | null;
  forfeit: number | null;
  placements?: PlacementEntry[];
}

export function snapshotOf(result: EngineResult): ResultSnapshot {
  if ('placements' in result) {
    const placements = [...result.placements].sort((a, b) => a.place - b.place).map((p) => ({ teamRegistrationId: p.entrantId, place: p.place, kills: p.kills }));
    return { homeScore: null, awayScore: null, forfeit: null, placements };
  }
  return 'forfeit' in result ? { homeScore: null, awayScore: null, forfeit: result.forfeit } : { ...result, forfeit: null };
}

/** Same placements: every entrant with the same place and eliminations (order does not matter). */
function samePlacements(a: PlacementEntry[], b: PlacementEntry[]) {
  if (a.length !== b.length) return false;
  const byEntrant = new Map(a.map((p) => [p.teamRegistrationId, p]));
  return b.every((p) => {
    const other = byEntrant.get(p.teamRegistrationId);
    return other !== undefined && other.place === p.place && other.kills === p.kills;
  });
}

export const sameResult = (a: ResultSnapshot, b: ResultSnapshot) => {
  if (a.placements || b.placements) return !!a.placements && !!b.placements && samePlacements(a.placements, b.placements);
  return a.forfeit !== null || b.forfeit !== null ? a.forfeit === b.forfeit : a.homeScore === b.homeScore && a.awayScore === b.awayScore;
};
