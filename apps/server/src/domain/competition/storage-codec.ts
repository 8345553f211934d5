/**
 * brackets-manager's tables ⇄ the compact JSON kept in `EngineState.data`.
 *
 * The state is rewritten as jsonb on every result, so the bulky `match` rows become tuples and what can be
 * derived is not stored: participants are the seeds (participant id = seed index, which is how the engine
 * registers them), every match has `child_count` 0 and there are no match games.
 */
import type { Database, DataTypes } from 'brackets-manager';

type Stage = DataTypes['stage'];
type Group = DataTypes['group'];
type Round = DataTypes['round'];
type Match = DataTypes['match'];
type ParticipantResult = NonNullable<Match['opponent1']>;

type CompactResult = 'w' | 'd' | 'l';
/** [id, position, score, result, forfeit], trailing absent fields dropped. */
type CompactOpponent = [id: number | null, position?: number | null, score?: number | null, result?: CompactResult | null, forfeit?: 1 | null];
type CompactMatch = [id: number, stageId: number, groupId: number, roundId: number, number: number, status: number, opponent1: CompactOpponent | null, opponent2: CompactOpponent | null];

export interface CompactTables {
  stage: Stage[];
  /** [id, stageId, number] */
  group: [number, number, number][];
  /** [id, stageId, groupId, number] */
  round: [number, number, number, number][];
  match: CompactMatch[];
}

const TOURNAMENT_ID = 0;
const toCompactResult = { win: 'w', draw: 'd', loss: 'l' } as const;
const fromCompactResult = { w: 'win', d: 'draw', l: 'loss' } as const;

const num = (id: unknown) => id as number;

function encodeOpponent(o: ParticipantResult | null): CompactOpponent | null {
  if (o === null) return null;
  const tuple: CompactOpponent = [
    o.id === null ? null : num(o.id),
    o.position ?? null,
    o.score ?? null,
    o.result ? toCompactResult[o.result] : null,
    o.forfeit ? 1 : null,
  ];
  while (tuple.length > 1 && tuple[tuple.length - 1] === null) tuple.pop();
  return tuple;
}

function decodeOpponent(t: CompactOpponent | null): ParticipantResult | null {
  if (t === null) return null;
  const [id, position, score, result, forfeit] = t;
  const o: ParticipantResult = { id };
  if (position != null) o.position = position;
  if (forfeit != null) o.forfeit = true;
  if (score != null) o.score = score;
  if (result != null) o.result = fromCompactResult[result];
  return o;
}

export function encodeTables(db: Database): CompactTables {
  return {
    stage: db.stage,
    group: db.group.map((g) => [num(g.id), num(g.stage_id), g.number]),
    round: db.round.map((r) => [num(r.id), num(r.stage_id), num(r.group_id), r.number]),
    match: db.match.map(encodeMatch),
  };
}

/** One match row, as `encodeTables` writes it. */
export function encodeMatch(m: Match): CompactMatch {
  return [num(m.id), num(m.stage_id), num(m.group_id), num(m.round_id), m.number, m.status, encodeOpponent(m.opponent1), encodeOpponent(m.opponent2)];
}

export function decodeTables(tables: CompactTables, seeds: string[]): Database {
  return {
    participant: seeds.map((name, id) => ({ id, tournament_id: TOURNAMENT_ID, name })),
    stage: structuredClone(tables.stage),
    group: tables.group.map(([id, stage_id, number]): Group => ({ id, stage_id, number })),
    round: tables.round.map(([id, stage_id, group_id, number]): Round => ({ id, number, stage_id, group_id })),
    match: tables.match.map(
      ([id, stage_id, group_id, round_id, number, status, o1, o2]): Match => ({
        id,
        number,
        stage_id,
        group_id,
        round_id,
        child_count: 0,
        status,
        opponent1: decodeOpponent(o1),
        opponent2: decodeOpponent(o2),
      }),
    ),
    match_game: [],
  };
}

export { TOURNAMENT_ID };
