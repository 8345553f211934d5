/**
 * The competition engine's public shapes. Entrants are opaque ids (the server uses `team_registrations.id`);
 * the engine never sees names, clocks or storage.
 */

export type EngineFormat = 'KNOCKOUT' | 'LEAGUE_TABLE' | 'league_and_knockout' | 'SWISS' | 'FREE_FOR_ALL';

/** Swiss tiebreakers, applied in the organizer's order after points. */
export type SwissTiebreaker = 'BUCHHOLZ' | 'MEDIAN_BUCHHOLZ' | 'SONNEBORN_BERGER' | 'OPPONENT_MATCH_WIN_PCT' | 'HEAD_TO_HEAD' | 'SEED';

export interface EngineSettings {
  format: EngineFormat;
  bracketType: 'SINGLE_ELIMINATION' | 'DOUBLE_ELIMINATION';
  /** Single elimination: a match for 3rd place. */
  thirdPlaceMatch: boolean;
  /** Double elimination: 'double' grand final (reset) vs 'simple'. */
  grandFinalReset: boolean;
  /** Round robin single (1) or double (2, home and away). */
  leagueRounds: 1 | 2;
  /** league_and_knockout: 0 = auto (groups of about four). */
  groupCount: number;
  /** league_and_knockout: the top N of each group go to the knockout. */
  advancePerGroup: number;
  points: { win: number; draw: number; loss: number };
  /** SWISS: rounds to play; 0 = ⌈log2 entrants⌉. */
  swissRounds: number;
  /** SWISS: tiebreakers after points, first decides first. */
  swissTiebreakers: SwissTiebreaker[];
  /** SWISS: the top N of the final ranking play a knockout (`bracketType`); 0 = none. */
  swissTopCut: number;
  /** FREE_FOR_ALL only (see ffa/). */
  ffa?: FfaSettings;
}

/** FREE_FOR_ALL: lobbies of up to `lobbySize`, `games` games each, scored by place and eliminations. */
export interface FfaSettings {
  lobbySize: number;
  games: number;
  /** Points by place, 1st first; places past the end score 0. */
  placementPoints: number[];
  pointsPerKill: number;
  /** 0 = no final; otherwise the top N across lobbies play a final lobby. */
  finalSize: number;
}

/**
 * One recorded result, in the order it was applied: `[engineId, homeScore, awayScore]`, or
 * `[engineId, 'F1' | 'F2']` when the home (F1) or away (F2) side forfeited. Tuples keep the jsonb small.
 */
export type EngineLogEntry = [engineId: number, homeScore: number, awayScore: number] | [engineId: number, forfeit: 'F1' | 'F2'];

export interface EngineState {
  version: 1;
  settings: EngineSettings;
  /** Entrant ids, seed 1 first. */
  seeds: string[];
  /**
   * brackets-manager's tables in the compact encoding of `storage-codec.ts`; for SWISS the rounds paired so far
   * and the top cut's tables (`swiss/state.ts`).
   */
  data: unknown;
  log: EngineLogEntry[];
}

export type EngineResult = TwoSidedResult | FfaResult;
/** A result between two sides: scores, or which side forfeited. */
export type TwoSidedResult = { homeScore: number; awayScore: number } | { forfeit: 1 | 2 };

/** FREE_FOR_ALL: a lobby game's finish, every entrant of the lobby once. */
export interface FfaResult {
  placements: { entrantId: string; place: number; kills: number }[];
}

export interface EngineSide {
  entrantId: string | null;
  score: number | null;
  result: 'WIN' | 'LOSS' | 'DRAW' | 'PENDING';
  forfeit: boolean;
  /** FREE_FOR_ALL: place and eliminations once the game has a result (absent in other formats). */
  place?: number | null;
  kills?: number | null;
}

export type EngineStage = 'LEAGUE' | 'GROUP' | 'KNOCKOUT' | 'SWISS' | 'LOBBY' | 'FINAL';
export type EngineBracket = 'WINNERS' | 'LOSERS' | 'GRAND_FINAL' | 'THIRD_PLACE';

export interface EngineMatch {
  /** brackets-manager match id, stable for the tournament. */
  engineId: number;
  stage: EngineStage;
  /** null in league/groups. */
  bracket: EngineBracket | null;
  /** 'A', 'B'… in groups; null otherwise. */
  group: string | null;
  /** 1-based within stage (and bracket). */
  round: number;
  /** 1-based within the round. */
  number: number;
  /** PENDING while a side is undecided. */
  status: 'PENDING' | 'READY' | 'FINISHED';
  /** One side advanced without playing. */
  bye: boolean;
  /** [home, away]; a free-for-all game has every entrant of its lobby. */
  sides: [EngineSide, EngineSide, ...EngineSide[]];
}

export interface EngineChange {
  state: EngineState;
  /** Every match whose projection changed (including matches that did not exist before). */
  matches: EngineMatch[];
  /** engineIds no longer part of the structure, e.g. an unneeded grand-final reset. */
  removed: number[];
}

export interface AffectedMatch {
  engineId: number;
  change: 'SIDES_CHANGE' | 'RESULT_CLEARED';
}

export type EngineErrorCode =
  | 'UNKNOWN_MATCH'
  | 'MATCH_NOT_READY'
  | 'ALREADY_FINISHED'
  | 'DRAW_NOT_ALLOWED'
  | 'NOT_ENOUGH_ENTRANTS'
  | 'NOT_FINISHED'
  /** A score that is not a whole number ≥ 0, or a forfeit side other than 1 or 2. */
  | 'INVALID_RESULT'
  /** The same entrant seeded twice. */
  | 'DUPLICATE_ENTRANT'
  /** SWISS: more rounds than the field can play without everyone meeting twice. */
  | 'TOO_MANY_ROUNDS'
  /** SWISS: a top cut larger than the field. */
  | 'TOP_CUT_TOO_LARGE'
  /** FREE_FOR_ALL: placements that are not every entrant of the lobby once with places 1..n (the message says which). */
  | 'INVALID_PLACEMENTS'
  /** FREE_FOR_ALL: the lobby size would leave an entrant alone in a lobby. */
  | 'LOBBY_OF_ONE';

export class EngineError extends Error {
  readonly code: EngineErrorCode;

  constructor(code: EngineErrorCode, message: string) {
    super(message);
    this.name = 'EngineError';
    this.code = code;
  }
}
