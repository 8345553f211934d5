/** The competition engine (ADR 005): pure domain over brackets-manager, no I/O and no clock. */
export {
  applyCorrection,
  applyResult,
  createCompetition,
  isComplete,
  listMatches,
  placements,
  previewCorrection,
  standings,
} from './engine.ts';
export type { Placement } from './placements.ts';
export type { StandingsRow } from '../standings.ts';
export {
  EngineError,
  type AffectedMatch,
  type EngineBracket,
  type EngineChange,
  type EngineErrorCode,
  type EngineFormat,
  type EngineLogEntry,
  type EngineMatch,
  type EngineResult,
  type EngineSettings,
  type EngineSide,
  type EngineStage,
  type EngineState,
} from './types.ts';
