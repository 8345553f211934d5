import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { teamMembers, teamRegistrations, teams, tournamentParticipants, tournaments, users } from '../../db/schema/index.ts';

const captains = alias(users, 'captain');

/** Invites (member rows) with their team, its captain, the tournament it was built for and its registration there. */
function findInviteRows(db: Executor, where: SQL | undefined) {
  return db
    .select({
      id: teamMembers.id,
      userId: teamMembers.userId,
      inviteStatus: teamMembers.inviteStatus,
      paymentStatus: teamMembers.paymentStatus,
      createdAt: teamMembers.createdAt,
      team: { id: teams.id, name: teams.name, photoUrl: teams.photoUrl, bio: teams.bio },
      captain: { id: captains.id, nickName: captains.nickName, profilePicUrl: captains.profilePicUrl },
      tournament: { id: tournaments.id, name: tournaments.name },
      registration: { id: teamRegistrations.id, requestStatus: teamRegistrations.requestStatus, paymentStatus: teamRegistrations.paymentStatus },
    })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .innerJoin(captains, eq(captains.id, teams.captainId))
    .leftJoin(tournaments, eq(tournaments.id, teams.tournamentId))
    .leftJoin(teamRegistrations, and(eq(teamRegistrations.teamId, teams.id), eq(teamRegistrations.tournamentId, teams.tournamentId)))
    .where(where)
    .orderBy(desc(teamMembers.createdAt), desc(teamMembers.id));
}
export type InviteRow = Awaited<ReturnType<typeof findInviteRows>>[number];

export const findInvitesOfUser = (db: Executor, userId: string) =>
  findInviteRows(db, and(eq(teamMembers.userId, userId), eq(teamMembers.role, 'MEMBER')));

export async function findInvite(db: Executor, id: string) {
  const rows = await findInviteRows(db, and(eq(teamMembers.id, id), eq(teamMembers.role, 'MEMBER')));
  return rows[0] ?? null;
}

/** Answers a PENDING invite; null when it was answered meanwhile. */
export async function answerPendingInvite(tx: Executor, id: string, status: 'ACCEPTED' | 'REJECTED', at: Date) {
  const [row] = await tx
    .update(teamMembers)
    .set({ inviteStatus: status, joinedAt: status === 'ACCEPTED' ? at : null })
    .where(and(eq(teamMembers.id, id), eq(teamMembers.inviteStatus, 'PENDING')))
    .returning({ teamId: teamMembers.teamId, userId: teamMembers.userId });
  return row ?? null;
}

/** The tournaments the team holds a registration in (of any status). */
export async function registeredTournamentIds(tx: Executor, teamId: string) {
  const rows = await tx.select({ id: teamRegistrations.tournamentId }).from(teamRegistrations).where(eq(teamRegistrations.teamId, teamId));
  return rows.map((r) => r.id);
}

/** A player who turned the team down no longer plays in any tournament through it. */
export async function removeParticipantFromTeam(tx: Executor, teamId: string, userId: string) {
  const registrations = tx.select({ id: teamRegistrations.id }).from(teamRegistrations).where(eq(teamRegistrations.teamId, teamId));
  await tx
    .delete(tournamentParticipants)
    .where(and(eq(tournamentParticipants.userId, userId), inArray(tournamentParticipants.teamRegistrationId, registrations)));
}
