import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { matches, matchSlots, teamMembers, teamRegistrations, teams, tournaments, users } from '../../db/schema/index.ts';

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

// ---- roster and profile changes: every one runs inside the caller's transaction ----

/** The team row, locked for the rest of the transaction (after its tournaments' rows: DESIGN.md §5.12). */
/** A player's solo entries (teams of one, named after them, in solo tournaments) take their new nickname. */
export async function renameSoloTeams(tx: Executor, captainId: string, from: string, to: string) {
  await tx
    .update(teams)
    .set({ name: to })
    .where(
      and(
        eq(teams.captainId, captainId),
        eq(sql`lower(${teams.name})`, from.toLowerCase()),
        inArray(teams.tournamentId, tx.select({ id: tournaments.id }).from(tournaments).where(eq(tournaments.maxPlayersPerTeam, 1))),
      ),
    );
}

export async function lockTeamRow(tx: Executor, id: string) {
  const [row] = await tx.select().from(teams).where(eq(teams.id, id)).for('update');
  return row ?? null;
}

export async function updateTeamRow(tx: Executor, id: string, patch: Partial<Pick<typeof teams.$inferInsert, 'name' | 'bio' | 'photoUrl' | 'captainId'>>) {
  const values = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
  if (Object.keys(values).length === 0) return;
  await tx.update(teams).set(values).where(eq(teams.id, id));
}

export async function deleteTeamRow(tx: Executor, id: string) {
  await tx.delete(teams).where(eq(teams.id, id));
}

/** Every member row of the team (captain, accepted, pending and rejected), with the nickname. */
export function memberRowsOf(tx: Executor, teamId: string) {
  return tx
    .select({
      id: teamMembers.id,
      userId: teamMembers.userId,
      role: teamMembers.role,
      inviteStatus: teamMembers.inviteStatus,
      paymentStatus: teamMembers.paymentStatus,
      nickName: users.nickName,
    })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(eq(teamMembers.teamId, teamId));
}
export type MemberRow = Awaited<ReturnType<typeof memberRowsOf>>[number];

/** A rejected invite asked again: PENDING anew, as if sent now. */
export async function reinviteMember(tx: Executor, teamId: string, userId: string, values: { paymentStatus: string; createdAt: Date }) {
  const [row] = await tx
    .update(teamMembers)
    .set({ inviteStatus: 'PENDING', role: 'MEMBER', joinedAt: null, ...values })
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)))
    .returning();
  return row!;
}

export async function deleteMemberRow(tx: Executor, teamId: string, userId: string) {
  await tx.delete(teamMembers).where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
}

export async function setMemberRole(tx: Executor, teamId: string, userId: string, role: 'CAPTAIN' | 'MEMBER') {
  await tx
    .update(teamMembers)
    .set({ role })
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
}

/** Whether the team ever asked to play a tournament (any status): such a team keeps its history. */
export async function teamHasRegistrations(tx: Executor, teamId: string) {
  const rows = await tx.select({ id: teamRegistrations.id }).from(teamRegistrations).where(eq(teamRegistrations.teamId, teamId)).limit(1);
  return rows.length > 0;
}

const finishedSlot = sql`${matches.status} = 'FINISHED' and not ${matches.bye}`;

/**
 * The team's registrations with their tournament, placement and match record (finished matches the team played,
 * byes left out), newest tournament first.
 */
export function historyOfTeam(db: Executor, teamId: string) {
  return db
    .select({
      registrationId: teamRegistrations.id,
      requestStatus: teamRegistrations.requestStatus,
      placement: teamRegistrations.placement,
      tournament: {
        id: tournaments.id,
        name: tournaments.name,
        status: tournaments.status,
        organizerId: tournaments.organizerId,
        photoUrls: tournaments.photoUrls,
        startAt: tournaments.startAt,
      },
      won: sql<number>`count(${matchSlots.id}) filter (where ${finishedSlot} and ${matchSlots.result} = 'WIN')::int`,
      drawn: sql<number>`count(${matchSlots.id}) filter (where ${finishedSlot} and ${matchSlots.result} = 'DRAW')::int`,
      lost: sql<number>`count(${matchSlots.id}) filter (where ${finishedSlot} and ${matchSlots.result} = 'LOSS')::int`,
    })
    .from(teamRegistrations)
    .innerJoin(tournaments, eq(tournaments.id, teamRegistrations.tournamentId))
    .leftJoin(matchSlots, eq(matchSlots.teamRegistrationId, teamRegistrations.id))
    .leftJoin(matches, eq(matches.id, matchSlots.matchId))
    .where(eq(teamRegistrations.teamId, teamId))
    .groupBy(teamRegistrations.id, tournaments.id)
    .orderBy(desc(tournaments.startAt), asc(tournaments.id));
}
export type HistoryRow = Awaited<ReturnType<typeof historyOfTeam>>[number];
