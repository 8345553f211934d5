import { and, asc, eq, getTableColumns, inArray, isNull, lte, or, sql, type AnyColumn } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { matches, matchReports, users } from '../../db/schema/index.ts';

export type ReportRecord = typeof matchReports.$inferSelect;

export async function findReportRecord(db: Executor, id: string): Promise<ReportRecord | null> {
  const rows = await db.select().from(matchReports).where(eq(matchReports.id, id));
  return rows[0] ?? null;
}

/** The report with its reporter, as the match view shows it. */
export async function findReportWithReporter(db: Executor, id: string) {
  const rows = await db
    .select({ report: matchReports, reporter: { id: users.id, nickName: users.nickName } })
    .from(matchReports)
    .innerJoin(users, eq(users.id, matchReports.reportedBy))
    .where(eq(matchReports.id, id));
  return rows[0] ?? null;
}

/** The match's report still waiting for an answer (PENDING) or for the organizer (DISPUTED); at most one. */
export async function findOpenReport(db: Executor, matchId: string): Promise<ReportRecord | null> {
  const rows = await db
    .select()
    .from(matchReports)
    .where(and(eq(matchReports.matchId, matchId), inArray(matchReports.status, ['PENDING', 'DISPUTED'])))
    .orderBy(sql`${matchReports.createdAt} desc`)
    .limit(1);
  return rows[0] ?? null;
}

export async function insertReport(tx: Executor, values: typeof matchReports.$inferInsert) {
  const [row] = await tx.insert(matchReports).values(values).returning();
  return row!;
}

export async function updateReport(tx: Executor, id: string, patch: Partial<typeof matchReports.$inferInsert>) {
  await tx.update(matchReports).set(patch).where(eq(matchReports.id, id));
}

/** A lobby game's report (with placements) is never due: only the organizer confirms a many-sided result. */
const dueFilter = (now: Date) => and(eq(matchReports.status, 'PENDING'), lte(matchReports.autoAcceptAt, now), isNull(matchReports.placements));

/** The tournament's PENDING reports whose time to answer is over, oldest deadline first. */
export function findDueReports(tx: Executor, tournamentId: string, now: Date) {
  return tx
    .select({ report: matchReports })
    .from(matchReports)
    .innerJoin(matches, eq(matches.id, matchReports.matchId))
    .where(and(eq(matches.tournamentId, tournamentId), dueFilter(now)))
    .orderBy(asc(matchReports.autoAcceptAt), asc(matchReports.createdAt));
}

/** The tournament's due reports and the match's open ones (findDueAndOpenReports' rows); `ofTournament` is the report's match's tournament id. */
const dueOrOpen = (ofTournament: AnyColumn, tournamentId: string, matchId: string, now: Date) =>
  and(eq(ofTournament, tournamentId), or(dueFilter(now), and(eq(matchReports.matchId, matchId), inArray(matchReports.status, ['PENDING', 'DISPUTED']))));

/**
 * findDueReports and findOpenReport of one match in one statement (a result reads both first, ADR 021). `open` is
 * what findOpenReport gives only while no report was due: accepting one may answer or void it.
 */
export async function findDueAndOpenReports(tx: Executor, tournamentId: string, matchId: string, now: Date) {
  const rows = await tx
    .select({ report: matchReports })
    .from(matchReports)
    .innerJoin(matches, eq(matches.id, matchReports.matchId))
    .where(dueOrOpen(matches.tournamentId, tournamentId, matchId, now));
  return splitDueAndOpen(rows.map(({ report }) => report), matchId, now);
}

/**
 * findDueAndOpenReports' rows as a subquery named `due_or_open`, for a read that joins them to something else (the
 * match with its sides, `findMatchWithSidesAndReports`); its rows are split by `splitDueAndOpen`.
 */
export function dueOrOpenReports(db: Executor, tournamentId: string, matchId: string, now: Date) {
  const reportMatch = alias(matches, 'report_match');
  return db
    .select(getTableColumns(matchReports))
    .from(matchReports)
    .innerJoin(reportMatch, eq(reportMatch.id, matchReports.matchId))
    .where(dueOrOpen(reportMatch.tournamentId, tournamentId, matchId, now))
    .as('due_or_open');
}

/** findDueAndOpenReports' answer from its rows: the due ones in order, and the match's newest open one. */
export function splitDueAndOpen(reports: ReportRecord[], matchId: string, now: Date) {
  const due = reports
    .filter((r) => r.status === 'PENDING' && r.autoAcceptAt !== null && r.autoAcceptAt <= now && r.placements === null)
    .sort((a, b) => a.autoAcceptAt!.getTime() - b.autoAcceptAt!.getTime() || a.createdAt.getTime() - b.createdAt.getTime());
  const open = reports
    .filter((r) => r.matchId === matchId && (r.status === 'PENDING' || r.status === 'DISPUTED'))
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  return { due, open: open[0] ?? null };
}

export async function hasDueReports(db: Executor, tournamentId: string, now: Date) {
  const rows = await db
    .select({ id: matchReports.id })
    .from(matchReports)
    .innerJoin(matches, eq(matches.id, matchReports.matchId))
    .where(and(eq(matches.tournamentId, tournamentId), dueFilter(now)))
    .limit(1);
  return rows.length > 0;
}

/** Tournaments with at least one report due (the periodic sweep visits these). */
export async function tournamentsWithDueReports(db: Executor, now: Date) {
  const rows = await db
    .selectDistinct({ tournamentId: matches.tournamentId })
    .from(matchReports)
    .innerJoin(matches, eq(matches.id, matchReports.matchId))
    .where(dueFilter(now));
  return rows.map((r) => r.tournamentId);
}
