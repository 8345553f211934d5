import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { teamMembers, teamRegistrations, teams, tournaments, users } from '../../db/schema/index.ts';

const outerTeamId = sql`${sql.identifier('teams')}.${sql.identifier('id')}`;

function findRegistrationRows(db: Executor, where: SQL | undefined) {
  return db
    .select({
      id: teamRegistrations.id,
      requestStatus: teamRegistrations.requestStatus,
      rejectionReason: teamRegistrations.rejectionReason,
      createdAt: teamRegistrations.createdAt,
      team: { id: teams.id, name: teams.name, photoUrl: teams.photoUrl, bio: teams.bio },
      captain: { id: users.id, nickName: users.nickName, profilePicUrl: users.profilePicUrl },
      membersCount: sql<number>`(select count(*)::int from ${teamMembers} where ${teamMembers.teamId} = ${outerTeamId} and ${teamMembers.inviteStatus} = 'ACCEPTED')`,
      tournament: { id: tournaments.id, name: tournaments.name, status: tournaments.status, organizerId: tournaments.organizerId },
    })
    .from(teamRegistrations)
    .innerJoin(teams, eq(teams.id, teamRegistrations.teamId))
    .innerJoin(users, eq(users.id, teams.captainId))
    .innerJoin(tournaments, eq(tournaments.id, teamRegistrations.tournamentId))
    .where(where)
    .orderBy(asc(teamRegistrations.createdAt), asc(teamRegistrations.id));
}

export type RegistrationRow = Awaited<ReturnType<typeof findRegistrationRows>>[number];

export function findRegistrationsOfTournament(db: Executor, tournamentId: string, status?: string) {
  return findRegistrationRows(
    db,
    and(eq(teamRegistrations.tournamentId, tournamentId), status ? eq(teamRegistrations.requestStatus, status) : undefined),
  );
}

export async function findRegistration(db: Executor, id: string) {
  const rows = await findRegistrationRows(db, eq(teamRegistrations.id, id));
  return rows[0] ?? null;
}
