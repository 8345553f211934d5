/**
 * brackets-manager's tables → the engine's matches (`EngineMatch`), the shape the server stores in `matches` /
 * `match_slots`. Pure and synchronous.
 *
 * Left out of the projection: a match between two byes (nobody plays it) and, with a grand-final reset, the
 * reset match once the winners-bracket finalist won the first grand final (brackets-manager readies it anyway).
 */
import type { Database, DataTypes } from 'brackets-manager';
import { groupLabel } from './labels.ts';
import type { EngineBracket, EngineMatch, EngineSettings, EngineSide, EngineStage } from './types.ts';

type Match = DataTypes['match'];
type Opponent = Match['opponent1'];

/** brackets-manager's `Status` enum (brackets-model), by value. */
export const BM_STATUS = { Locked: 0, Waiting: 1, Ready: 2, Running: 3, Completed: 4, Archived: 5 } as const;

const RESULT = { win: 'WIN', loss: 'LOSS', draw: 'DRAW' } as const;

interface Placement {
  stage: EngineStage;
  bracket: EngineBracket | null;
  group: string | null;
  round: number;
  /** The first match of a double grand final, whose winner decides whether the reset is played. */
  isGrandFinalReset: boolean;
}

export interface ProjectionContext {
  place(match: Match): Placement;
}

function bracketOf(stageType: string, groupNumber: number): EngineBracket | null {
  if (stageType === 'single_elimination') return groupNumber === 1 ? 'WINNERS' : 'THIRD_PLACE';
  if (stageType === 'double_elimination') return groupNumber === 1 ? 'WINNERS' : groupNumber === 2 ? 'LOSERS' : 'GRAND_FINAL';
  return null;
}

export function projectionContext(db: Database, settings: EngineSettings): ProjectionContext {
  const stages = new Map(db.stage.map((s) => [s.id, s]));
  const groups = new Map(db.group.map((g) => [g.id, g]));
  const rounds = new Map(db.round.map((r) => [r.id, r]));
  return {
    place(match) {
      const stage = stages.get(match.stage_id)!;
      const group = groups.get(match.group_id)!;
      const round = rounds.get(match.round_id)!;
      const roundRobin = stage.type === 'round_robin';
      const bracket = bracketOf(stage.type, group.number);
      return {
        stage: roundRobin ? (settings.format === 'LEAGUE_TABLE' ? 'LEAGUE' : 'GROUP') : 'KNOCKOUT',
        bracket,
        group: roundRobin && settings.format !== 'LEAGUE_TABLE' ? groupLabel(group.number) : null,
        round: round.number,
        isGrandFinalReset: bracket === 'GRAND_FINAL' && round.number === 2,
      };
    },
  };
}

const finished = (m: Match) => m.status === BM_STATUS.Completed || m.status === BM_STATUS.Archived;

function side(o: Opponent, seeds: string[], finishedMatch: boolean): EngineSide {
  const entrantId = o && o.id !== null ? seeds[o.id as number]! : null;
  if (!o || entrantId === null) return { entrantId: null, score: null, result: finishedMatch ? 'LOSS' : 'PENDING', forfeit: false };
  return {
    entrantId,
    score: o.forfeit ? null : (o.score ?? null),
    result: finishedMatch && o.result ? RESULT[o.result] : o.forfeit ? 'LOSS' : 'PENDING',
    forfeit: Boolean(o.forfeit),
  };
}

/** The match as the engine shows it, or null when it is not part of the structure (see the file comment). */
export function projectMatch(match: Match, ctx: ProjectionContext, db: Database, seeds: string[]): EngineMatch | null {
  const { opponent1, opponent2 } = match;
  if (opponent1 === null && opponent2 === null) return null;
  const place = ctx.place(match);
  if (place.isGrandFinalReset && !resetIsPlayed(match, db)) return null;

  const bye = opponent1 === null || opponent2 === null;
  let status: EngineMatch['status'];
  if (bye) status = (opponent1 ?? opponent2)!.id !== null ? 'FINISHED' : 'PENDING';
  else if (finished(match)) status = 'FINISHED';
  else status = opponent1.id !== null && opponent2.id !== null ? 'READY' : 'PENDING';

  const home = side(opponent1, seeds, status === 'FINISHED');
  const away = side(opponent2, seeds, status === 'FINISHED');
  if (bye && status === 'FINISHED') (opponent1 ? home : away).result = 'WIN';
  return {
    engineId: match.id as number,
    stage: place.stage,
    bracket: place.bracket,
    group: place.group,
    round: place.round,
    number: match.number,
    status,
    bye,
    sides: [home, away],
  };
}

/** The reset is listed until the first grand final is decided, and kept only if the losers-bracket side won it. */
function resetIsPlayed(reset: Match, db: Database): boolean {
  const first = db.match.find((m) => m.group_id === reset.group_id && m.round_id !== reset.round_id && m.number === 1);
  if (!first || !finished(first)) return true;
  return first.opponent2?.result === 'win';
}

export function project(db: Database, settings: EngineSettings, seeds: string[]): EngineMatch[] {
  const ctx = projectionContext(db, settings);
  const out: EngineMatch[] = [];
  for (const m of db.match) {
    const projected = projectMatch(m, ctx, db, seeds);
    if (projected) out.push(projected);
  }
  return out.sort((a, b) => a.engineId - b.engineId);
}
