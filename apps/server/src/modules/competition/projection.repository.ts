import { and, eq, inArray, max, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Executor } from '../../db/client.ts';
import { matches, matchReports, matchSlots } from '../../db/schema/index.ts';
import type { EngineLogEntry, EngineMatch } from '../../domain/competition/types.ts';
import { defaultRegion, newRoomCode, waveTimes } from './match-logistics.ts';
import { rememberMatchTournaments } from './match-tournaments.ts';
import { appendToTail, type findScheduleFacts } from './competition.repository.ts';
import type { StateVersion } from './engine-state-cache.ts';
import { matchStatusOf, scheduleWaves, slotValuesOf } from './projection.ts';

/** What the default logistics of new matches come from. */
export interface TournamentLogistics {
  id: string;
  startAt: Date;
  endAt: Date;
  location: string | null;
  timeZone: string;
  defaultBestOf: number;
}

type MatchInsert = typeof matches.$inferInsert;
type SlotInsert = typeof matchSlots.$inferInsert;

// Well under PostgreSQL's 65 535 bind parameters per statement.
const MATCH_CHUNK = 1000;
const SLOT_CHUNK = 2000;

function chunks<T>(list: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

// A statement's bind parameters, counted per item, kept well under PostgreSQL's 65 535.
const PARAMETER_CHUNK = 30_000;

function chunksOfParameters<T>(list: T[], parametersOf: (item: T) => number): T[][] {
  const out: T[][] = [];
  let part: T[] = [];
  let count = 0;
  for (const item of list) {
    const n = parametersOf(item);
    if (part.length > 0 && count + n > PARAMETER_CHUNK) {
      out.push(part);
      part = [];
      count = 0;
    }
    part.push(item);
    count += n;
  }
  if (part.length > 0) out.push(part);
  return out;
}

/** New match rows with their room code, region, best-of and a start time spread by wave from `from`. */
export function newMatchRows(t: TournamentLogistics, list: EngineMatch[], from: Date, firstWave: number, now: Date) {
  const waves = scheduleWaves(list);
  const lastWave = Math.max(1, ...waves.values()) + firstWave - 1;
  const timeOf = waveTimes(from, t.endAt, lastWave);
  const region = defaultRegion(t.location, t.timeZone);
  return list.map(
    (m): MatchInsert => ({
      id: randomUUID(),
      tournamentId: t.id,
      stage: m.stage,
      groupLabel: m.group,
      bracket: m.bracket,
      engineId: m.engineId,
      bye: m.bye,
      round: m.round,
      number: m.number,
      status: matchStatusOf(m),
      scheduledAt: timeOf(waves.get(m.engineId)! + firstWave - 1),
      bestOf: t.defaultBestOf,
      roomCode: newRoomCode(),
      region,
      createdAt: now,
      updatedAt: now,
    }),
  );
}

/** Rows of matches new to a started structure (a knockout after its groups): one step after the latest scheduled match, or after `now`. */
export function newStageRows(t: TournamentLogistics, fresh: EngineMatch[], latestAt: Date | null, now: Date) {
  const from = latestAt && latestAt > now ? latestAt : now;
  // Wave 1 is the latest scheduled round itself: the new stage starts one step after it.
  return newMatchRows(t, fresh, from, 2, now);
}

/**
 * The whole structure of a start, in two statements: each column travels as one array literal that the
 * database unnests (thousands of bind parameters, or a JSON document taken apart per field, cost more to parse
 * than the rows cost to insert). Returns the matches written, with what their reminders depend on.
 */
export async function insertProjection(tx: Executor, t: TournamentLogistics, list: EngineMatch[], now: Date) {
  const rows = newMatchRows(t, list, t.startAt, 1, now);
  await insertMatchRows(tx, t.id, rows, list, now);
  return rows.map((row, i) => ({
    id: row.id!,
    status: row.status!,
    bye: row.bye!,
    scheduledAt: row.scheduledAt ?? null,
    sidesKnown: list[i]!.status === 'READY',
    // As the database tells it (findCheckInFacts): the match has sides and none of them waits for its entrant.
    slotsFilled: list[i]!.sides.length > 0 && list[i]!.sides.every((side) => side.entrantId !== null),
  }));
}

type ArrayValue = string | number | boolean | null | undefined;

/** A PostgreSQL array literal: every element quoted and escaped, NULL for null. */
export function pgArray(values: ArrayValue[]) {
  return `{${values.map((v) => (v === null || v === undefined ? 'NULL' : `"${String(v).replace(/[\\"]/g, (c) => `\\${c}`)}"`)).join(',')}}`;
}

/** Writes prepared rows (`rows[i]` is `list[i]`'s) with their sides, as `insertProjection` does; returns how many. */
export async function insertMatchRows(tx: Executor, tournamentId: string, rows: MatchInsert[], list: EngineMatch[], now: Date) {
  const slots: SlotInsert[] = rows.flatMap((row, i) => slotValuesOf(row.id!, list[i]!));
  const col = <T,>(from: T[], pick: (item: T) => ArrayValue) => pgArray(from.map(pick));
  await tx.execute(sql`insert into ${matches} (id, tournament_id, stage, group_label, bracket, engine_id, bye, round, number, status,
      scheduled_at, best_of, room_code, region, created_at, updated_at)
    select m.id, ${tournamentId}::uuid, m.stage, m.group_label, m.bracket, m.engine_id, m.bye, m.round, m.number, m.status,
      m.scheduled_at, m.best_of, m.room_code, m.region, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
    from unnest(${col(rows, (r) => r.id)}::uuid[], ${col(rows, (r) => r.stage)}::text[], ${col(rows, (r) => r.groupLabel)}::text[],
      ${col(rows, (r) => r.bracket)}::text[], ${col(rows, (r) => r.engineId)}::int[], ${col(rows, (r) => r.bye)}::boolean[],
      ${col(rows, (r) => r.round)}::int[], ${col(rows, (r) => r.number)}::int[], ${col(rows, (r) => r.status)}::text[],
      ${col(rows, (r) => r.scheduledAt?.toISOString())}::timestamptz[], ${col(rows, (r) => r.bestOf)}::int[],
      ${col(rows, (r) => r.roomCode)}::text[], ${col(rows, (r) => r.region)}::text[])
      as m(id, stage, group_label, bracket, engine_id, bye, round, number, status, scheduled_at, best_of, room_code, region)`);
  await tx.execute(sql`insert into ${matchSlots} (match_id, slot, team_registration_id, score, result, forfeit, place, kills)
    select * from unnest(${col(slots, (s) => s.matchId)}::uuid[], ${col(slots, (s) => s.slot)}::int[], ${col(slots, (s) => s.teamRegistrationId)}::uuid[],
      ${col(slots, (s) => s.score)}::int[], ${col(slots, (s) => s.result)}::text[], ${col(slots, (s) => s.forfeit)}::boolean[],
      ${col(slots, (s) => s.place)}::int[], ${col(slots, (s) => s.kills)}::int[])`);
  return rows.length;
}

/** What a written match's reminder and check-in window depend on (findScheduleFacts' row). */
export type ScheduleFacts = Awaited<ReturnType<typeof findScheduleFacts>>[number];

const dateOfMs = (ms: unknown) => (ms === null || ms === undefined ? null : new Date(Number(ms)));

/**
 * Writes what an engine change moved: removed matches go, changed ones are updated in place (ids, room codes
 * and schedule kept), matches new to the structure (a knockout after its groups) are scheduled after the
 * latest one, and open reports on every changed match but `played` are void (their match changed under them).
 * With `append`, the result that made the change is appended to the state's tail in the same statement
 * (`appendToTail`, ADR 021). Returns the ids of every changed match by engine id, of the removed ones, what the
 * updated matches' reminders and windows now depend on (as findScheduleFacts would read it; matches new to the
 * structure are not in it), how many reports were voided, and the state's version once appended (null when it
 * was not: no `append`, or a full tail, and then the caller writes the state whole).
 */
export async function applyProjection(
  tx: Executor,
  t: TournamentLogistics & { id: string },
  changed: EngineMatch[],
  removed: number[],
  now: Date,
  played: number,
  append: EngineLogEntry | null = null,
) {
  const removedIds =
    removed.length > 0
      ? (await tx.delete(matches).where(and(eq(matches.tournamentId, t.id), inArray(matches.engineId, removed))).returning({ id: matches.id })).map((r) => r.id)
      : [];
  const byEngineId = new Map<number, string>();
  const facts = new Map<string, ScheduleFacts>();
  let voided = 0;
  let appendedAt: StateVersion | null = null;
  if (changed.length === 0) {
    if (append) appendedAt = (await appendToTail(tx, t.id, append, now))[0] ?? null;
    return { byEngineId, removedIds, facts, voided, appendedAt };
  }

  // The rows already there are updated in place, with their sides, in one statement that names the rows it
  // updated (where a select, an update and an upsert came one after the other).
  let toAppend = append;
  for (const part of chunksOfParameters(changed, (m) => 8 + 8 * m.sides.length)) {
    // The tail's append, with the first part only: a sub-statement whose version and time every row carries.
    const tail = toAppend ? sql`, appended as (${appendToTail(tx, t.id, toAppend, now).getSQL()})` : sql``;
    const tailAt = toAppend
      ? sql`(select version from appended) as appended_version, (select floor(extract(epoch from updated_at) * 1000)::bigint from appended) as appended_ms`
      : sql`null as appended_version, null as appended_ms`;
    const tried = toAppend !== null;
    toAppend = null;
    const values = sql.join(
      part.map((m) => sql`(${m.engineId}::int, ${m.stage}, ${m.bracket}::varchar, ${m.group}::varchar, ${m.round}::int, ${m.number}::int, ${m.bye}::boolean, ${matchStatusOf(m)})`),
      sql`, `,
    );
    const sides = sql.join(
      part.flatMap((m) =>
        slotValuesOf('', m).map(
          (v) => sql`(${m.engineId}::int, ${v.slot}::int, ${v.teamRegistrationId}::uuid, ${v.score}::int, ${v.result}::varchar, ${v.forfeit}::boolean, ${v.place}::int, ${v.kills}::int)`,
        ),
      ),
      sql`, `,
    );
    const updated = await tx.execute(sql`with v(engine_id, stage, bracket, group_label, round, number, bye, status) as (values ${values}),
      s(engine_id, slot, team_registration_id, score, result, forfeit, place, kills) as (values ${sides}),
      updated as (
        update ${matches} set stage = v.stage, bracket = v.bracket, group_label = v.group_label, round = v.round,
          number = v.number, bye = v.bye, status = v.status, updated_at = ${now.toISOString()}::timestamptz
        from v where ${matches.tournamentId} = ${t.id} and ${matches.engineId} = v.engine_id
        returning ${matches.id} as id, ${matches.engineId} as engine_id, ${matches.status} as status, ${matches.bye} as bye,
          ${matches.scheduledAt} as scheduled_at, ${matches.checkInOpensAt} as opens_at, ${matches.checkInClosesAt} as closes_at),
      sides as (
        insert into ${matchSlots} (match_id, slot, team_registration_id, score, result, forfeit, place, kills)
        select updated.id, s.slot, s.team_registration_id, s.score, s.result, s.forfeit, s.place, s.kills from updated join s on s.engine_id = updated.engine_id
        on conflict (match_id, slot) do update set team_registration_id = excluded.team_registration_id, score = excluded.score,
          result = excluded.result, forfeit = excluded.forfeit, place = excluded.place, kills = excluded.kills),
      voided as (
        update ${matchReports} set status = 'SUPERSEDED', answered_at = ${now.toISOString()}::timestamptz
        where ${matchReports.matchId} in (select id from updated where engine_id <> ${played}::int) and ${matchReports.status} in ('PENDING', 'DISPUTED')
        returning ${matchReports.id})${tail}
      select u.id, u.engine_id, u.status, u.bye,
        floor(extract(epoch from u.scheduled_at) * 1000)::bigint as scheduled_ms,
        floor(extract(epoch from u.opens_at) * 1000)::bigint as opens_ms,
        floor(extract(epoch from u.closes_at) * 1000)::bigint as closes_ms,
        -- Sides known once this statement's upsert is in: its slots, and any other slot the match already had.
        ((exists (select 1 from s where s.engine_id = u.engine_id) or exists (select 1 from ${matchSlots} ms where ms.match_id = u.id))
          and not exists (select 1 from s where s.engine_id = u.engine_id and s.team_registration_id is null)
          and not exists (select 1 from ${matchSlots} ms where ms.match_id = u.id and ms.team_registration_id is null
            and not exists (select 1 from s where s.engine_id = u.engine_id and s.slot = ms.slot))) as sides_known,
        (select count(*) from voided)::int as voided, ${tailAt}
      from (select 1) as one left join updated u on true`);
    // One row at least (with a null id when no match was updated), for the count and the tail's version.
    const rows = (updated as unknown as { rows: Record<string, unknown>[] }).rows;
    const [first] = rows;
    if (tried && first?.appended_version !== null && first?.appended_version !== undefined) {
      appendedAt = { version: Number(first.appended_version), updatedAt: dateOfMs(first.appended_ms)! };
    }
    for (const row of rows) {
      if (row.id === null) continue;
      const id = String(row.id);
      byEngineId.set(Number(row.engine_id), id);
      facts.set(id, {
        id,
        status: String(row.status),
        bye: row.bye === true || row.bye === 't',
        scheduledAt: dateOfMs(row.scheduled_ms),
        opensAt: dateOfMs(row.opens_ms),
        closesAt: dateOfMs(row.closes_ms),
        sidesKnown: row.sides_known === true || row.sides_known === 't',
      });
    }
    voided += Number(rows[0]?.voided ?? 0);
  }

  // Matches new to the structure (a knockout after its groups): scheduled after the latest one, sides with them.
  const fresh = changed.filter((m) => !byEngineId.has(m.engineId));
  if (fresh.length > 0) {
    const [latest] = await tx.select({ at: max(matches.scheduledAt) }).from(matches).where(eq(matches.tournamentId, t.id));
    const rows = newStageRows(t, fresh, latest?.at ?? null, now);
    for (const part of chunks(rows, MATCH_CHUNK)) await tx.insert(matches).values(part);
    rows.forEach((row) => byEngineId.set(row.engineId!, row.id!));
    rememberMatchTournaments(tx, t.id, rows.map((row) => row.id!));
    const slots = fresh.flatMap((m) => slotValuesOf(byEngineId.get(m.engineId)!, m));
    for (const part of chunks(slots, SLOT_CHUNK)) {
      await tx
        .insert(matchSlots)
        .values(part)
        .onConflictDoUpdate({
          target: [matchSlots.matchId, matchSlots.slot],
          set: {
            teamRegistrationId: sql`excluded.team_registration_id`,
            score: sql`excluded.score`,
            result: sql`excluded.result`,
            forfeit: sql`excluded.forfeit`,
            place: sql`excluded.place`,
            kills: sql`excluded.kills`,
          },
        });
    }
  }
  return { byEngineId, removedIds, facts, voided, appendedAt };
}

/** Match ids of these engine ids (for previews and audit entries). */
export async function matchesByEngineIds(db: Executor, tournamentId: string, engineIds: number[]) {
  if (engineIds.length === 0) return [];
  return db
    .select({ id: matches.id, engineId: matches.engineId, stage: matches.stage, bracket: matches.bracket, round: matches.round, number: matches.number })
    .from(matches)
    .where(and(eq(matches.tournamentId, tournamentId), inArray(matches.engineId, engineIds)));
}
