import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { games, teamMembers, teamRegistrations, teams, tournaments } from '../../db/schema/index.ts';

/** A profile lists at most this many of each (the most recent): an organizer of thousands stays one small answer. */
export const CAREER_LIST_MAX = 100;

const tournamentColumns = {
  id: tournaments.id,
  name: tournaments.name,
  status: tournaments.status,
  photoUrl: sql<string | null>`${tournaments.photoUrls}[1]`,
  gameName: games.name,
  startAt: tournaments.startAt,
};
export type CareerTournamentRow = { id: string; name: string; status: string; photoUrl: string | null; gameName: string | null; startAt: Date };

/** On the team: its captain, or a member whose invite they accepted. */
const onTeam = (userId: string) => and(eq(teamMembers.userId, userId), or(eq(teamMembers.role, 'CAPTAIN'), eq(teamMembers.inviteStatus, 'ACCEPTED')));

/**
 * The user's teams, newest first, with their role and how many accepted members each has. A team built for a
 * tournament the viewer may not see (`visible`) is left out with it.
 */
export function teamsOf(db: Executor, userId: string, visible: SQL) {
  return db
    .select({
      id: teams.id,
      name: teams.name,
      photoUrl: teams.photoUrl,
      role: teamMembers.role,
      memberCount: sql<number>`(select count(*)::int from ${teamMembers} m where m.team_id = ${teams.id} and m.invite_status = 'ACCEPTED')`,
    })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .leftJoin(tournaments, eq(tournaments.id, teams.tournamentId))
    .where(and(onTeam(userId), or(sql`${teams.tournamentId} is null`, visible)))
    .orderBy(desc(teams.createdAt), desc(teams.id))
    .limit(CAREER_LIST_MAX);
}

/** The tournaments the user played: on a team whose registration was accepted; the placement once it finished. */
export function tournamentsOfPlayer(db: Executor, userId: string, visible: SQL) {
  return db
    .select({ ...tournamentColumns, teamId: teams.id, teamName: teams.name, placement: teamRegistrations.placement })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .innerJoin(teamRegistrations, and(eq(teamRegistrations.teamId, teams.id), eq(teamRegistrations.requestStatus, 'ACCEPTED')))
    .innerJoin(tournaments, eq(tournaments.id, teamRegistrations.tournamentId))
    .leftJoin(games, eq(games.id, tournaments.gameId))
    .where(and(onTeam(userId), visible))
    .orderBy(desc(tournaments.startAt), desc(tournaments.id))
    .limit(CAREER_LIST_MAX);
}

export function tournamentsOrganizedBy(db: Executor, userId: string, visible: SQL) {
  return db
    .select(tournamentColumns)
    .from(tournaments)
    .leftJoin(games, eq(games.id, tournaments.gameId))
    .where(and(eq(tournaments.organizerId, userId), visible))
    .orderBy(desc(tournaments.startAt), desc(tournaments.id))
    .limit(CAREER_LIST_MAX);
}
