import { and, asc, desc, eq, ne, notInArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { teamMembers, teamRegistrations, teams, tournaments, users } from '../../db/schema/index.ts';

const LIVE = notInArray(teamRegistrations.requestStatus, ['CANCELLED', 'REJECTED']);

/** Registrations the user plays in: as captain or as a member who accepted; soonest tournament first. */
export function findTicketsOfUser(db: Executor, userId: string) {
  const acceptedMember = sql`exists (select 1 from ${teamMembers} where ${teamMembers.teamId} = ${teams.id}
    and ${teamMembers.userId} = ${userId} and ${teamMembers.inviteStatus} = 'ACCEPTED')`;
  return db
    .select({
      id: teamRegistrations.id,
      teamId: teams.id,
      tournamentId: tournaments.id,
      tournamentName: tournaments.name,
      urlPhoto: sql<string | null>`${tournaments.photoUrls}[1]`,
      startAt: tournaments.startAt,
    })
    .from(teamRegistrations)
    .innerJoin(teams, eq(teams.id, teamRegistrations.teamId))
    .innerJoin(tournaments, eq(tournaments.id, teamRegistrations.tournamentId))
    .where(and(LIVE, or(eq(teams.captainId, userId), acceptedMember)))
    .orderBy(asc(tournaments.startAt), asc(teamRegistrations.id));
}

export async function findTeamWithCaptain(db: Executor, teamId: string) {
  const rows = await db
    .select({
      id: teams.id,
      name: teams.name,
      photoUrl: teams.photoUrl,
      bio: teams.bio,
      tournamentId: teams.tournamentId,
      captain: { id: users.id, nickName: users.nickName, profilePicUrl: users.profilePicUrl },
    })
    .from(teams)
    .innerJoin(users, eq(users.id, teams.captainId))
    .where(eq(teams.id, teamId))
    .limit(1);
  return rows[0] ?? null;
}

/** Captain first, then members in the order they were invited; rejected invites are left out. */
export function findMembers(db: Executor, teamId: string) {
  return db
    .select({
      role: teamMembers.role,
      inviteStatus: teamMembers.inviteStatus,
      paymentStatus: teamMembers.paymentStatus,
      joinedAt: teamMembers.joinedAt,
      user: { id: users.id, nickName: users.nickName, profilePicUrl: users.profilePicUrl },
    })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(and(eq(teamMembers.teamId, teamId), ne(teamMembers.inviteStatus, 'REJECTED')))
    .orderBy(sql`case ${teamMembers.role} when 'CAPTAIN' then 0 else 1 end`, asc(teamMembers.createdAt), asc(users.nickName));
}

/** The team's registration the ticket is about: the tournament it was built for, else its newest live one. */
export async function findTicketRegistration(db: Executor, teamId: string, preferredTournamentId: string | null) {
  const rows = await db
    .select({
      id: teamRegistrations.id,
      paymentStatus: teamRegistrations.paymentStatus,
      tournament: { id: tournaments.id, name: tournaments.name, urlPhotos: tournaments.photoUrls, startAt: tournaments.startAt },
    })
    .from(teamRegistrations)
    .innerJoin(tournaments, eq(tournaments.id, teamRegistrations.tournamentId))
    .where(and(eq(teamRegistrations.teamId, teamId), LIVE))
    .orderBy(
      sql`case when ${teamRegistrations.tournamentId} = ${preferredTournamentId} then 0 else 1 end`,
      desc(teamRegistrations.createdAt),
    )
    .limit(1);
  return rows[0] ?? null;
}
