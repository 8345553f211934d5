import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  follows,
  friendships,
  matchReports,
  matchSlots,
  matches,
  payments,
  stories,
  targets,
  teamMembers,
  teamRegistrations,
  teams,
  tournaments,
} from '../../db/schema/index.ts';

/** Who holds which role on a resource: the few columns the access hook needs, one small query each. */

export async function tournamentOwner(db: Executor, id: string) {
  const rows = await db
    .select({ organizerId: tournaments.organizerId, status: tournaments.status, entryFeeCents: tournaments.entryFeeCents })
    .from(tournaments)
    .where(eq(tournaments.id, id));
  return rows[0] ?? null;
}

/** The captains of a match's decided sides. */
function captainsOfMatch(db: Executor, matchId: string) {
  return db
    .select({ captainId: teams.captainId })
    .from(matchSlots)
    .innerJoin(teamRegistrations, eq(teamRegistrations.id, matchSlots.teamRegistrationId))
    .innerJoin(teams, eq(teams.id, teamRegistrations.teamId))
    .where(eq(matchSlots.matchId, matchId));
}

/**
 * The organizer and tournament of a match, with the ids of every match of that tournament, in one statement (the
 * organizer check's memo is filled a tournament at a time); null for an unknown match.
 */
export async function matchTournamentOwnership(db: Executor, id: string) {
  const rows = await db
    .select({
      tournamentId: tournaments.id,
      organizerId: tournaments.organizerId,
      matchIds: sql<string>`(select string_agg(m.id::text, ',') from ${matches} m where m.tournament_id = ${tournaments.id})`,
    })
    .from(matches)
    .innerJoin(tournaments, eq(tournaments.id, matches.tournamentId))
    .where(eq(matches.id, id));
  const row = rows[0];
  return row ? { tournamentId: row.tournamentId, organizerId: row.organizerId, matchIds: row.matchIds.split(',') } : null;
}

/** The organizer of a match's tournament (null for an unknown match). */
export async function matchOrganizer(db: Executor, id: string) {
  const rows = await db
    .select({ organizerId: tournaments.organizerId })
    .from(matches)
    .innerJoin(tournaments, eq(tournaments.id, matches.tournamentId))
    .where(eq(matches.id, id));
  return rows[0] ?? null;
}

/** The captains of a match's decided sides, in one statement; null for an unknown match. */
export async function matchCaptains(db: Executor, id: string) {
  const rows = await db
    .select({ captainId: teams.captainId })
    .from(matches)
    .leftJoin(matchSlots, eq(matchSlots.matchId, matches.id))
    .leftJoin(teamRegistrations, eq(teamRegistrations.id, matchSlots.teamRegistrationId))
    .leftJoin(teams, eq(teams.id, teamRegistrations.teamId))
    .where(eq(matches.id, id));
  if (rows.length === 0) return null;
  return { captainIds: rows.flatMap((r) => (r.captainId ? [r.captainId] : [])) };
}

export async function reportOwners(db: Executor, id: string) {
  const rows = await db.select({ matchId: matchReports.matchId }).from(matchReports).where(eq(matchReports.id, id));
  const row = rows[0];
  if (!row) return null;
  return { captainIds: (await captainsOfMatch(db, row.matchId)).map((c) => c.captainId) };
}

export async function registrationOwners(db: Executor, id: string) {
  const rows = await db
    .select({ organizerId: tournaments.organizerId, captainId: teams.captainId })
    .from(teamRegistrations)
    .innerJoin(teams, eq(teams.id, teamRegistrations.teamId))
    .innerJoin(tournaments, eq(tournaments.id, teamRegistrations.tournamentId))
    .where(eq(teamRegistrations.id, id));
  return rows[0] ?? null;
}

/** The captain and the accepted members. */
export async function teamOwners(db: Executor, id: string) {
  const rows = await db.select({ captainId: teams.captainId }).from(teams).where(eq(teams.id, id));
  const row = rows[0];
  if (!row) return null;
  const members = await db
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, id), eq(teamMembers.inviteStatus, 'ACCEPTED')));
  return { captainId: row.captainId, memberIds: members.map((m) => m.userId) };
}

export async function inviteOwners(db: Executor, id: string) {
  const rows = await db
    .select({ inviteeId: teamMembers.userId, captainId: teams.captainId })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    // The captain's own row is not an invite.
    .where(and(eq(teamMembers.id, id), eq(teamMembers.role, 'MEMBER')));
  return rows[0] ?? null;
}

export async function paymentOwner(db: Executor, id: string) {
  const rows = await db.select({ userId: payments.userId }).from(payments).where(eq(payments.id, id));
  return rows[0] ?? null;
}

export async function targetOwner(db: Executor, id: string) {
  const rows = await db.select({ organizationId: targets.organizationId }).from(targets).where(eq(targets.id, id));
  return rows[0] ?? null;
}

export async function friendshipOwners(db: Executor, id: string) {
  const rows = await db
    .select({ requesterId: friendships.requesterId, addresseeId: friendships.addresseeId })
    .from(friendships)
    .where(eq(friendships.id, id));
  return rows[0] ?? null;
}

export async function followOwner(db: Executor, id: string) {
  const rows = await db.select({ followerId: follows.followerId }).from(follows).where(eq(follows.id, id));
  return rows[0] ?? null;
}

export async function storyOwner(db: Executor, id: string) {
  const rows = await db.select({ userId: stories.userId }).from(stories).where(eq(stories.id, id));
  return rows[0] ?? null;
}
