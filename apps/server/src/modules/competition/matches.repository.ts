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

export function findSlots(db: Executor, matchIds: string[]) {
  if (matchIds.length === 0) return Promise.resolve([]);
  return db
    .select({
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
    })
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
    .select({ report: matchReports, reporter: { id: users.id, nickName: users.nickName } })
    .from(matchReports)
    .innerJoin(users, eq(users.id, matchReports.reportedBy))
    .where(and(inArray(matchReports.matchId, matchIds), inArray(matchReports.status, ['PENDING', 'DISPUTED'])))
    .orderBy(desc(matchReports.createdAt));
}

export type ReportRow = Awaited<ReturnType<typeof findOpenReports>>[number];
