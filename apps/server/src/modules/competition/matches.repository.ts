import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { matchCheckIns, matches, matchReports, matchSlots, teamRegistrations, teams, users } from '../../db/schema/index.ts';

const stageOrder = sql`case ${matches.stage} when 'LEAGUE' then 0 when 'GROUP' then 1 when 'LOBBY' then 3 when 'FINAL' then 4 else 2 end`;
const bracketOrder = sql`case ${matches.bracket} when 'WINNERS' then 0 when 'LOSERS' then 1 when 'GRAND_FINAL' then 2 when 'THIRD_PLACE' then 3 else 0 end`;
const structureOrder = [stageOrder, bracketOrder, asc(matches.round), asc(sql`coalesce(${matches.groupLabel}, '')`), asc(matches.number)];

/** A tournament's matches in structure order; with `teamId`, only those where that team's registration plays. */
export function findMatches(db: Executor, tournamentId: string, teamId?: string) {
  const filters: SQL[] = [eq(matches.tournamentId, tournamentId)];
  if (teamId) {
    filters.push(
      sql`exists (select 1 from ${matchSlots} join ${teamRegistrations} on ${teamRegistrations.id} = ${matchSlots.teamRegistrationId}
        where ${matchSlots.matchId} = ${sql.identifier('matches')}.${sql.identifier('id')} and ${teamRegistrations.teamId} = ${teamId})`,
    );
  }
  return db
    .select()
    .from(matches)
    .where(and(...filters))
    .orderBy(...structureOrder);
}

export function findMatchesByIds(db: Executor, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(matches)
    .where(inArray(matches.id, ids))
    .orderBy(...structureOrder);
}

export type MatchRow = typeof matches.$inferSelect;

/** A side as a match's view shows it: the slot with its team and the entrant's check-in. */
const slotColumns = {
  id: matchSlots.id,
  matchId: matchSlots.matchId,
  slot: matchSlots.slot,
  score: matchSlots.score,
  result: matchSlots.result,
  forfeit: matchSlots.forfeit,
  place: matchSlots.place,
  kills: matchSlots.kills,
  teamRegistrationId: matchSlots.teamRegistrationId,
  teamId: teams.id,
  teamName: teams.name,
  photoUrl: teams.photoUrl,
  checkedInAt: matchCheckIns.checkedInAt,
};

const reporterColumns = { id: users.id, nickName: users.nickName };

/** Reports still waiting for someone: a PENDING one the other captain, a DISPUTED one the organizer. */
const openStatuses = ['PENDING', 'DISPUTED'];

export function findSlots(db: Executor, matchIds: string[]) {
  if (matchIds.length === 0) return Promise.resolve([]);
  return db
    .select(slotColumns)
    .from(matchSlots)
    .leftJoin(teamRegistrations, eq(teamRegistrations.id, matchSlots.teamRegistrationId))
    .leftJoin(teams, eq(teams.id, teamRegistrations.teamId))
    .leftJoin(matchCheckIns, and(eq(matchCheckIns.matchId, matchSlots.matchId), eq(matchCheckIns.teamRegistrationId, matchSlots.teamRegistrationId)))
    .where(inArray(matchSlots.matchId, matchIds))
    .orderBy(asc(matchSlots.matchId), asc(matchSlots.slot));
}

export type SlotRow = Awaited<ReturnType<typeof findSlots>>[number];

/** Reports still waiting for someone (PENDING: the other captain; DISPUTED: the organizer), newest first. */
export function findOpenReports(db: Executor, matchIds: string[]) {
  if (matchIds.length === 0) return Promise.resolve([]);
  return db
    .select({ report: matchReports, reporter: reporterColumns })
    .from(matchReports)
    .innerJoin(users, eq(users.id, matchReports.reportedBy))
    .where(and(inArray(matchReports.matchId, matchIds), inArray(matchReports.status, openStatuses)))
    .orderBy(desc(matchReports.createdAt));
}

/**
 * What `findMatchesByIds`, `findSlots` and `findOpenReports` give for these matches, in one statement (ADR 021): one
 * row per side (one with a null side for a match without any) in structure order, each with its match's newest open
 * report and its reporter (null when it has none).
 */
export async function findMatchViewRows(db: Executor, ids: string[]) {
  if (ids.length === 0) return [];
  // The newest open report of each match, through the (match_id, status) index.
  const open = db
    .select()
    .from(matchReports)
    .where(and(eq(matchReports.matchId, matches.id), inArray(matchReports.status, openStatuses)))
    .orderBy(desc(matchReports.createdAt))
    .limit(1)
    .as('open_report');
  return db
    .select({ match: matches, slot: slotColumns, report: open._.selectedFields, reporter: reporterColumns })
    .from(matches)
    // The ids again on the joined tables (implied by the joins): their indexes then serve whatever the statistics say
    // (stale after a start's bulk insert, never refreshed on PGlite), where a hash join scanned every slot (ADR 021).
    .leftJoin(matchSlots, and(eq(matchSlots.matchId, matches.id), inArray(matchSlots.matchId, ids)))
    .leftJoin(teamRegistrations, eq(teamRegistrations.id, matchSlots.teamRegistrationId))
    .leftJoin(teams, eq(teams.id, teamRegistrations.teamId))
    .leftJoin(
      matchCheckIns,
      and(eq(matchCheckIns.matchId, matchSlots.matchId), eq(matchCheckIns.teamRegistrationId, matchSlots.teamRegistrationId), inArray(matchCheckIns.matchId, ids)),
    )
    .leftJoinLateral(open, sql`true`)
    .leftJoin(users, eq(users.id, open.reportedBy))
    .where(inArray(matches.id, ids))
    .orderBy(...structureOrder, asc(matchSlots.slot));
}

export type ReportRow = Awaited<ReturnType<typeof findOpenReports>>[number];
