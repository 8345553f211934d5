import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { matches, matchSlots, teamRegistrations, teams } from '../../db/schema/index.ts';

const stageOrder = sql`case ${matches.stage} when 'LEAGUE' then 0 when 'GROUP' then 1 else 2 end`;

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
    .orderBy(stageOrder, asc(matches.round), asc(sql`coalesce(${matches.groupLabel}, '')`), asc(matches.number));
}

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
      teamRegistrationId: matchSlots.teamRegistrationId,
      teamId: teams.id,
      teamName: teams.name,
      photoUrl: teams.photoUrl,
    })
    .from(matchSlots)
    .leftJoin(teamRegistrations, eq(teamRegistrations.id, matchSlots.teamRegistrationId))
    .leftJoin(teams, eq(teams.id, teamRegistrations.teamId))
    .where(inArray(matchSlots.matchId, matchIds))
    .orderBy(asc(matchSlots.matchId), asc(matchSlots.slot));
}
