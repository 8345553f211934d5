import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { teamMembers, teams, tournaments, users } from '../../db/schema/index.ts';

export async function insertTeam(tx: Executor, values: typeof teams.$inferInsert) {
  const [row] = await tx.insert(teams).values(values).returning();
  return row!;
}

export async function insertMembers(tx: Executor, rows: (typeof teamMembers.$inferInsert)[]) {
  if (rows.length === 0) return [];
  return tx.insert(teamMembers).values(rows).returning();
}

export function usersByIds(db: Executor, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select({ id: users.id, nickName: users.nickName }).from(users).where(inArray(users.id, ids));
}

/** What building a team for a tournament needs to know: whether it exists and its team size. */
export async function findTournamentTeamRules(db: Executor, id: string) {
  const rows = await db
    .select({
      id: tournaments.id,
      status: tournaments.status,
      organizerId: tournaments.organizerId,
      minPlayersPerTeam: tournaments.minPlayersPerTeam,
      maxPlayersPerTeam: tournaments.maxPlayersPerTeam,
    })
    .from(tournaments)
    .where(eq(tournaments.id, id));
  return rows[0] ?? null;
}

const captains = alias(users, 'captain');

/** Teams with their captain and the tournament they were built for, newest first. */
export function findTeamRecords(db: Executor, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: teams.id,
      name: teams.name,
      bio: teams.bio,
      photoUrl: teams.photoUrl,
      createdAt: teams.createdAt,
      captain: { id: captains.id, nickName: captains.nickName, profilePicUrl: captains.profilePicUrl },
      tournament: { id: tournaments.id, name: tournaments.name, status: tournaments.status, organizerId: tournaments.organizerId },
    })
    .from(teams)
    .innerJoin(captains, eq(captains.id, teams.captainId))
    .leftJoin(tournaments, eq(tournaments.id, teams.tournamentId))
    .where(inArray(teams.id, ids))
    .orderBy(desc(teams.createdAt), asc(teams.id));
}
export type TeamRecord = Awaited<ReturnType<typeof findTeamRecords>>[number];

/** Members of these teams: captain first, then in invite order. */
export function findMembersOf(db: Executor, teamIds: string[]) {
  if (teamIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: teamMembers.id,
      teamId: teamMembers.teamId,
      role: teamMembers.role,
      inviteStatus: teamMembers.inviteStatus,
      paymentStatus: teamMembers.paymentStatus,
      joinedAt: teamMembers.joinedAt,
      createdAt: teamMembers.createdAt,
      user: { id: users.id, nickName: users.nickName, profilePicUrl: users.profilePicUrl, bio: users.bio },
    })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(inArray(teamMembers.teamId, teamIds))
    .orderBy(desc(sql`${teamMembers.role} = 'CAPTAIN'`), asc(teamMembers.createdAt), asc(users.nickName));
}
export type MemberRecord = Awaited<ReturnType<typeof findMembersOf>>[number];

/** Teams the user plays in: captain, or a member who accepted. */
export async function teamIdsOfUser(db: Executor, userId: string) {
  const rows = await db
    .select({ teamId: teamMembers.teamId })
    .from(teamMembers)
    .where(and(eq(teamMembers.userId, userId), eq(teamMembers.inviteStatus, 'ACCEPTED')));
  return rows.map((r) => r.teamId);
}
