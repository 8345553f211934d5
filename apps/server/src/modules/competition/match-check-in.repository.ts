import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { checkInWindowColumns, reminderColumns } from './competition.repository.ts';
import { matchCheckIns, matches, teamRegistrations, tournaments } from '../../db/schema/index.ts';

/** What a match's check-in window depends on: the match, whether its sides are known, and its tournament's setting. */
export function findCheckInFacts(db: Executor, matchIds: string[]) {
  if (matchIds.length === 0) return Promise.resolve([]);
  return db
    .select({ ...reminderColumns, ...checkInWindowColumns, minutes: tournaments.matchCheckInMinutes })
    .from(matches)
    .innerJoin(tournaments, eq(tournaments.id, matches.tournamentId))
    .where(inArray(matches.id, matchIds));
}

export type CheckInFacts = Awaited<ReturnType<typeof findCheckInFacts>>[number];

/** Sets (or clears) a match's window; a new window has nobody missing it yet. */
export async function setCheckInWindow(tx: Executor, matchId: string, window: { opensAt: Date; closesAt: Date } | null) {
  await tx
    .update(matches)
    .set({ checkInOpensAt: window?.opensAt ?? null, checkInClosesAt: window?.closesAt ?? null, checkInMissedAt: null })
    .where(eq(matches.id, matchId));
}

export async function markCheckInMissed(tx: Executor, matchId: string, at: Date) {
  await tx.update(matches).set({ checkInMissedAt: at }).where(eq(matches.id, matchId));
}

/** The match's row, locked until the transaction ends (taken after its tournament's lock: the documented order). */
export async function lockMatchRow(tx: Executor, matchId: string) {
  const rows = await tx.select().from(matches).where(eq(matches.id, matchId)).for('update');
  return rows[0] ?? null;
}

export async function deleteCheckIns(tx: Executor, matchId: string) {
  await tx.delete(matchCheckIns).where(eq(matchCheckIns.matchId, matchId));
}

/** The entrants checked in for a match. */
export async function checkedInRegistrations(db: Executor, matchId: string): Promise<Set<string>> {
  const rows = await db.select({ id: matchCheckIns.teamRegistrationId }).from(matchCheckIns).where(eq(matchCheckIns.matchId, matchId));
  return new Set(rows.map((r) => r.id));
}

export async function insertCheckIn(tx: Executor, row: { matchId: string; teamRegistrationId: string; checkedInBy: string; checkedInAt: Date }) {
  const inserted = await tx.insert(matchCheckIns).values(row).onConflictDoNothing().returning({ at: matchCheckIns.checkedInAt });
  return inserted.length > 0;
}

export async function deleteCheckIn(tx: Executor, matchId: string, teamRegistrationId: string) {
  const deleted = await tx
    .delete(matchCheckIns)
    .where(and(eq(matchCheckIns.matchId, matchId), eq(matchCheckIns.teamRegistrationId, teamRegistrationId)))
    .returning({ at: matchCheckIns.checkedInAt });
  return deleted.length > 0;
}

/** Each side's team (its ticket's id) by registration. */
export async function teamsOfRegistrations(db: Executor, registrationIds: string[]) {
  if (registrationIds.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: teamRegistrations.id, teamId: teamRegistrations.teamId })
    .from(teamRegistrations)
    .where(inArray(teamRegistrations.id, registrationIds));
  return new Map(rows.map((r) => [r.id, r.teamId]));
}
