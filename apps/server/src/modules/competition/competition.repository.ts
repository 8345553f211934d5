import type { PrizeAwardPlan } from '../../domain/prize-awards.ts';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  competitionStates,
  matches,
  matchSlots,
  teamRegistrations,
  teams,
  tournamentParticipants,
  tournamentPrizes,
  tournaments,
} from '../../db/schema/index.ts';
import { replayResults } from '../../domain/competition/engine.ts';
import type { EngineLogEntry, EngineState } from '../../domain/competition/types.ts';
import { cachedState, rememberState, type StateVersion } from './engine-state-cache.ts';
import { dueOrOpenReports, splitDueAndOpen, type ReportRecord } from './reports.repository.ts';

export type TournamentRecord = typeof tournaments.$inferSelect;

// ---- the engine's state (one row per started tournament) ----

/** The state row: the checkpoint, the results after it, its version and time; null without a state. */
export async function loadStoredCompetitionState(db: Executor, tournamentId: string) {
  const rows = await db
    .select({ state: competitionStates.state, tail: competitionStates.tail, version: competitionStates.version, updatedAt: competitionStates.updatedAt })
    .from(competitionStates)
    .where(eq(competitionStates.tournamentId, tournamentId));
  const row = rows[0];
  return row ? { state: row.state as EngineState, tail: row.tail as EngineLogEntry[], version: row.version, updatedAt: row.updatedAt } : null;
}

/** The state row's version and time without the state (the in-memory copy's check, ADR 021); null without a state. */
export async function findCompetitionStateVersion(db: Executor, tournamentId: string) {
  const rows = await db
    .select({ version: competitionStates.version, updatedAt: competitionStates.updatedAt })
    .from(competitionStates)
    .where(eq(competitionStates.tournamentId, tournamentId));
  return rows[0] ?? null;
}

/**
 * A started tournament's engine state (ADR 021): the copy kept in memory while the stored row still has its
 * version and time, else the stored checkpoint with the results after it replayed (then kept). Read under the
 * tournament's lock it is the state no one else changes until the transaction ends; read without, a committed one.
 */
export async function loadCompetitionState(db: Executor, tournamentId: string): Promise<EngineState | null> {
  const at = await findCompetitionStateVersion(db, tournamentId);
  return at ? competitionStateAt(db, tournamentId, at) : null;
}

/**
 * The tournament row locked `FOR UPDATE` with its state row's version and time, in one statement (ADR 021); null
 * when either is missing. Both rows are locked, the tournament's first (the locking clause's order, so the lock
 * order holds): PostgreSQL then gives the state row as the last writer left it, as a read after the lock would,
 * where a row it only read would come from the statement's snapshot, taken before waiting for the lock. Every
 * writer of the state holds the tournament's lock, so the second lock never waits.
 */
export async function lockTournamentWithStateVersion(tx: Executor, tournamentId: string) {
  const [row] = await tx
    .select({ tournament: tournaments, version: competitionStates.version, updatedAt: competitionStates.updatedAt })
    .from(tournaments)
    .innerJoin(competitionStates, eq(competitionStates.tournamentId, tournaments.id))
    .where(eq(tournaments.id, tournamentId))
    .for('update', { of: [tournaments, competitionStates] });
  return row ? { tournament: row.tournament, at: { version: row.version, updatedAt: row.updatedAt } } : null;
}

/** The state as stored at `at` (its row's version and time, just read): the copy kept in memory, else loaded. */
export async function competitionStateAt(db: Executor, tournamentId: string, at: StateVersion): Promise<EngineState | null> {
  const kept = cachedState(tournamentId, at);
  if (kept) return kept;
  const stored = await loadStoredCompetitionState(db, tournamentId);
  if (!stored) return null;
  const state = await replayResults(stored.state, stored.tail);
  // A committed row (or this transaction's, under the lock, when it wrote none yet): safe to keep by its version.
  rememberState(tournamentId, stored, state);
  return state;
}

export async function insertCompetitionState(tx: Executor, tournamentId: string, state: EngineState, now: Date) {
  await tx.insert(competitionStates).values({ tournamentId, state, version: 1, updatedAt: now });
}

/** Results appended to the tail before the state is written whole again (a load replays at most this many). */
export const CHECKPOINT_RESULTS = 128;

/**
 * Writes a change of the state and bumps its version; returns the version and time it now has. With `appended`
 * (the one result that turned the stored state into `state`), and room in the tail, only that entry is appended;
 * otherwise the state is written whole and the tail emptied.
 */
export async function saveCompetitionState(tx: Executor, tournamentId: string, state: EngineState, now: Date, appended: EngineLogEntry | null = null) {
  if (appended) {
    const rows = await appendToTail(tx, tournamentId, appended, now);
    if (rows[0]) return rows[0];
  }
  const rows = await tx
    .update(competitionStates)
    .set({ state, tail: [], version: sql`${competitionStates.version} + 1`, updatedAt: now })
    .where(eq(competitionStates.tournamentId, tournamentId))
    .returning(stateVersionColumns);
  return rows[0] ?? null;
}

const stateVersionColumns = { version: competitionStates.version, updatedAt: competitionStates.updatedAt };

/**
 * Appends one result to the stored tail and bumps the version, while the tail has room (no row otherwise: the state
 * is then written whole). A statement of its own, or a part of the projection's (`applyProjection`), which runs it
 * as a sub-statement and returns its version and time.
 */
export function appendToTail(tx: Executor, tournamentId: string, entry: EngineLogEntry, now: Date) {
  return tx
    .update(competitionStates)
    .set({ tail: sql`${competitionStates.tail} || ${JSON.stringify([entry])}::jsonb`, version: sql`${competitionStates.version} + 1`, updatedAt: now })
    .where(and(eq(competitionStates.tournamentId, tournamentId), sql`jsonb_array_length(${competitionStates.tail}) < ${CHECKPOINT_RESULTS}`))
    .returning(stateVersionColumns);
}

export async function hasCompetitionState(db: Executor, tournamentId: string) {
  const rows = await db.select({ id: competitionStates.tournamentId }).from(competitionStates).where(eq(competitionStates.tournamentId, tournamentId));
  return rows.length > 0;
}

// ---- tournaments and registrations ----

export async function updateTournamentRow(tx: Executor, id: string, patch: Partial<typeof tournaments.$inferInsert>) {
  await tx.update(tournaments).set(patch).where(eq(tournaments.id, id));
}

/** The entrants of a start: ACCEPTED registrations with what seeding needs. */
export function acceptedEntrants(tx: Executor, tournamentId: string) {
  return tx
    .select({
      id: teamRegistrations.id,
      seed: teamRegistrations.seed,
      createdAt: teamRegistrations.createdAt,
      checkedIn: sql<boolean>`${teamRegistrations.checkedInAt} is not null`,
    })
    .from(teamRegistrations)
    .where(and(eq(teamRegistrations.tournamentId, tournamentId), eq(teamRegistrations.requestStatus, 'ACCEPTED')))
    .orderBy(asc(teamRegistrations.createdAt), asc(teamRegistrations.id));
}

/** Rejects every PENDING registration with `reason` and frees its players; returns them with their payment status. */
export async function rejectPendingRegistrations(tx: Executor, tournamentId: string, reason: string, now: Date) {
  const rejected = await tx
    .update(teamRegistrations)
    .set({ requestStatus: 'REJECTED', rejectionReason: reason, decidedAt: now })
    .where(and(eq(teamRegistrations.tournamentId, tournamentId), eq(teamRegistrations.requestStatus, 'PENDING')))
    .returning({ id: teamRegistrations.id, paymentStatus: teamRegistrations.paymentStatus });
  if (rejected.length > 0) {
    await tx.delete(tournamentParticipants).where(
      inArray(
        tournamentParticipants.teamRegistrationId,
        rejected.map((r) => r.id),
      ),
    );
  }
  return rejected;
}

/** Names and photos of a tournament's teams by registration id (standings rows carry them). */
export async function registrationNames(db: Executor, tournamentId: string) {
  const rows = await db
    .select({ id: teamRegistrations.id, name: teams.name, photoUrl: teams.photoUrl })
    .from(teamRegistrations)
    .innerJoin(teams, eq(teams.id, teamRegistrations.teamId))
    .where(eq(teamRegistrations.tournamentId, tournamentId));
  return new Map(rows.map((r) => [r.id, { name: r.name, photoUrl: r.photoUrl }]));
}

export async function setPlacements(tx: Executor, placements: { entrantId: string; placement: number }[]) {
  if (placements.length === 0) return;
  const values = sql.join(
    placements.map((p) => sql`(${p.entrantId}::uuid, ${p.placement}::int)`),
    sql`, `,
  );
  await tx.execute(sql`update ${teamRegistrations} set placement = v.placement
    from (values ${values}) as v(id, placement) where ${teamRegistrations.id} = v.id`);
}

export function prizeRowsOf(tx: Executor, tournamentId: string) {
  return tx
    .select({ id: tournamentPrizes.id, position: tournamentPrizes.position, amountCents: tournamentPrizes.amountCents })
    .from(tournamentPrizes)
    .where(eq(tournamentPrizes.tournamentId, tournamentId));
}

/** Ties each prize to its holder (planPrizeAwards); a share of a pooled prize that had no row gets one. */
export async function awardPrizes(tx: Executor, tournamentId: string, plans: PrizeAwardPlan[]) {
  const rows = new Map((await prizeRowsOf(tx, tournamentId)).map((r) => [r.position, r]));
  for (const plan of plans) {
    const award = { teamRegistrationId: plan.holder, amountCents: plan.amountCents, status: 'PENDING', paidAt: null, paymentId: null };
    const row = rows.get(plan.position);
    if (row) await tx.update(tournamentPrizes).set(award).where(eq(tournamentPrizes.id, row.id));
    else await tx.insert(tournamentPrizes).values({ tournamentId, position: plan.position, description: sharedPlaceNote, ...award });
  }
}

export const sharedPlaceNote = 'Share of a place held jointly';

// ---- matches ----

export async function findMatchRow(db: Executor, matchId: string) {
  const rows = await db.select().from(matches).where(eq(matches.id, matchId));
  return rows[0] ?? null;
}

/** Only the tournament a match belongs to (which never changes): enough to take that tournament's lock first. */
export async function findMatchTournamentId(db: Executor, matchId: string) {
  const rows = await db.select({ tournamentId: matches.tournamentId }).from(matches).where(eq(matches.id, matchId));
  return rows[0]?.tournamentId ?? null;
}

/** A side's columns: its slot and result, and its team's captain and name (null while undecided). */
const sideColumns = {
  slot: matchSlots.slot,
  teamRegistrationId: matchSlots.teamRegistrationId,
  score: matchSlots.score,
  forfeit: matchSlots.forfeit,
  place: matchSlots.place,
  kills: matchSlots.kills,
  captainId: teams.captainId,
  teamName: teams.name,
};

/** The sides of a match with the captain and name of each side's team (null while undecided). */
export function sidesOf(db: Executor, matchId: string) {
  return db
    .select(sideColumns)
    .from(matchSlots)
    .leftJoin(teamRegistrations, eq(teamRegistrations.id, matchSlots.teamRegistrationId))
    .leftJoin(teams, eq(teams.id, teamRegistrations.teamId))
    .where(eq(matchSlots.matchId, matchId))
    .orderBy(asc(matchSlots.slot));
}

export type MatchSide = Awaited<ReturnType<typeof sidesOf>>[number];

/**
 * What a match's reminder depends on: its status and time, and whether every side of it is known (it has slots,
 * none empty). The match is qualified by hand: in a select list Drizzle writes the column unqualified, and
 * match_slots has an id too.
 */
export const reminderColumns = {
  id: matches.id,
  status: matches.status,
  bye: matches.bye,
  scheduledAt: matches.scheduledAt,
  sidesKnown: sql<boolean>`(exists (select 1 from ${matchSlots} s where s.match_id = "matches"."id")
    and not exists (select 1 from ${matchSlots} s where s.match_id = "matches"."id" and s.team_registration_id is null))`,
};

/** What the check-in window adds: when it opens and closes. */
export const checkInWindowColumns = { opensAt: matches.checkInOpensAt, closesAt: matches.checkInClosesAt };

export function findReminderFacts(db: Executor, matchIds: string[]) {
  if (matchIds.length === 0) return Promise.resolve([]);
  return db.select(reminderColumns).from(matches).where(inArray(matches.id, matchIds));
}

/**
 * What both a match's reminder and its check-in window depend on, in one read (a result moves both, ADR 021):
 * findReminderFacts' fields with the window's; the tournament's `matchCheckInMinutes` is the caller's.
 */
export function findScheduleFacts(db: Executor, matchIds: string[]) {
  if (matchIds.length === 0) return Promise.resolve([]);
  return db
    .select({ ...reminderColumns, ...checkInWindowColumns })
    .from(matches)
    .where(inArray(matches.id, matchIds));
}

/**
 * A match read once under its tournament's lock with its sides (sidesOf's rows, in slot order): one statement
 * where a result used to read the row and then its sides. Null when the match is gone.
 */
export async function findMatchWithSides(db: Executor, matchId: string): Promise<{ match: typeof matches.$inferSelect; sides: MatchSide[] } | null> {
  const rows = await db
    .select({ match: matches, side: sideColumns })
    .from(matches)
    // The id again on the slots (implied by the join): their index serves it whatever the statistics say (ADR 021).
    .leftJoin(matchSlots, and(eq(matchSlots.matchId, matches.id), eq(matchSlots.matchId, matchId)))
    .leftJoin(teamRegistrations, eq(teamRegistrations.id, matchSlots.teamRegistrationId))
    .leftJoin(teams, eq(teams.id, teamRegistrations.teamId))
    .where(eq(matches.id, matchId))
    .orderBy(asc(matchSlots.slot));
  if (rows.length === 0) return null;
  // A match without sides yet comes back as one row whose side columns are all null.
  const sides = rows.flatMap((r) => (r.side?.slot == null ? [] : [r.side as MatchSide]));
  return { match: rows[0]!.match, sides };
}

/**
 * findMatchWithSides and findDueAndOpenReports in one statement (ADR 021, Session 12): a result under its lock reads
 * the match, its sides, the tournament's due reports and the match's open one together. The reports (usually none)
 * are joined to every side's row and taken apart here.
 */
export async function findMatchWithSidesAndReports(db: Executor, tournamentId: string, matchId: string, now: Date) {
  const reports = dueOrOpenReports(db, tournamentId, matchId, now);
  const rows = await db
    .select({ match: matches, side: sideColumns, report: reports._.selectedFields })
    .from(matches)
    .leftJoin(matchSlots, and(eq(matchSlots.matchId, matches.id), eq(matchSlots.matchId, matchId)))
    .leftJoin(teamRegistrations, eq(teamRegistrations.id, matchSlots.teamRegistrationId))
    .leftJoin(teams, eq(teams.id, teamRegistrations.teamId))
    .leftJoin(reports, sql`true`)
    .where(eq(matches.id, matchId))
    .orderBy(asc(matchSlots.slot));
  if (rows.length === 0) return null;
  const sides = new Map<number, MatchSide>();
  const found = new Map<string, ReportRecord>();
  for (const { side, report } of rows) {
    if (side?.slot != null && !sides.has(side.slot)) sides.set(side.slot, side as MatchSide);
    if (report?.id) found.set(report.id, report as ReportRecord);
  }
  return { match: rows[0]!.match, sides: [...sides.values()], ...splitDueAndOpen([...found.values()], matchId, now) };
}

/** A match with its tournament's name and status (a reminder's run-time check). */
export async function findMatchWithTournament(db: Executor, matchId: string) {
  const rows = await db
    .select({
      id: matches.id,
      status: matches.status,
      bye: matches.bye,
      scheduledAt: matches.scheduledAt,
      stage: matches.stage,
      groupLabel: matches.groupLabel,
      round: matches.round,
      tournamentId: tournaments.id,
      tournamentName: tournaments.name,
      tournamentStatus: tournaments.status,
    })
    .from(matches)
    .innerJoin(tournaments, eq(tournaments.id, matches.tournamentId))
    .where(eq(matches.id, matchId));
  return rows[0] ?? null;
}

export async function matchIdsOf(db: Executor, tournamentId: string) {
  const rows = await db.select({ id: matches.id }).from(matches).where(eq(matches.tournamentId, tournamentId));
  return rows.map((r) => r.id);
}

type MatchPatch = Partial<Pick<typeof matches.$inferInsert, 'scheduledAt' | 'bestOf' | 'region' | 'details' | 'updatedAt'>>;

export async function updateMatchSchedule(tx: Executor, matchId: string, patch: MatchPatch) {
  const rows = await tx.update(matches).set(patch).where(eq(matches.id, matchId)).returning({ id: matches.id });
  return rows.length > 0;
}

/** Every match at one place of the structure (stage, bracket, group, round); returns their ids. */
export async function updateRoundSchedule(
  tx: Executor,
  tournamentId: string,
  at: { stage: string; bracket: string | null; group: string | null; round: number },
  patch: MatchPatch,
) {
  const rows = await tx
    .update(matches)
    .set(patch)
    .where(
      and(
        eq(matches.tournamentId, tournamentId),
        eq(matches.stage, at.stage),
        at.bracket === null ? isNull(matches.bracket) : eq(matches.bracket, at.bracket),
        at.group === null ? isNull(matches.groupLabel) : eq(matches.groupLabel, at.group),
        eq(matches.round, at.round),
      ),
    )
    .returning({ id: matches.id });
  return rows.map((r) => r.id);
}
