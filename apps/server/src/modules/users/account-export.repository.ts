import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import {
  follows,
  friendships,
  ledgerEntries,
  matchReports,
  matches,
  matchSlots,
  outbox,
  payments,
  sessions,
  targets,
  teamMembers,
  teamRegistrations,
  teams,
  tournamentFollows,
  tournaments,
  uploads,
  users,
} from '../../db/schema/index.ts';

type FollowSide = typeof follows.followerId | typeof follows.followeeId;

/** Every row about one user, read in one snapshot; the service shapes it for the wire. */
export async function readAccountData(db: Executor, userId: string) {
  const other = alias(users, 'other');
  /** Follows where `self` is the user, with the other side's public name. */
  const followsWhere = (self: FollowSide, otherSide: FollowSide) =>
    db
      .select({ id: other.id, nickName: other.nickName, since: follows.createdAt })
      .from(follows)
      .innerJoin(other, eq(other.id, otherSide))
      .where(eq(self, userId))
      .orderBy(asc(follows.createdAt));
  const [sessionRows, following, followers, friendRows, memberships, paymentRows, ledgerRows, reportRows, organized, followed, targetRows, uploadRows] =
    await Promise.all([
      db
        .select({
          id: sessions.id,
          clientType: sessions.clientType,
          userAgent: sessions.userAgent,
          ip: sessions.ip,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
          expiresAt: sessions.expiresAt,
          revokedAt: sessions.revokedAt,
        })
        .from(sessions)
        .where(eq(sessions.userId, userId))
        .orderBy(asc(sessions.createdAt)),
      followsWhere(follows.followerId, follows.followeeId),
      followsWhere(follows.followeeId, follows.followerId),
      db
        .select({
          id: other.id,
          nickName: other.nickName,
          status: friendships.status,
          requesterId: friendships.requesterId,
          createdAt: friendships.createdAt,
          respondedAt: friendships.respondedAt,
        })
        .from(friendships)
        .innerJoin(other, sql`${other.id} = case when ${friendships.requesterId} = ${userId} then ${friendships.addresseeId} else ${friendships.requesterId} end`)
        .where(or(eq(friendships.requesterId, userId), eq(friendships.addresseeId, userId)))
        .orderBy(asc(friendships.createdAt)),
      db
        .select({
          teamId: teams.id,
          name: teams.name,
          role: teamMembers.role,
          inviteStatus: teamMembers.inviteStatus,
          paymentStatus: teamMembers.paymentStatus,
          joinedAt: teamMembers.joinedAt,
          invitedAt: teamMembers.createdAt,
        })
        .from(teamMembers)
        .innerJoin(teams, eq(teams.id, teamMembers.teamId))
        .where(eq(teamMembers.userId, userId))
        .orderBy(asc(teamMembers.createdAt)),
      db.select().from(payments).where(eq(payments.userId, userId)).orderBy(asc(payments.createdAt)),
      db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, userId)).orderBy(asc(ledgerEntries.createdAt)),
      db.select().from(matchReports).where(eq(matchReports.reportedBy, userId)).orderBy(asc(matchReports.createdAt)),
      db
        .select({ id: tournaments.id, name: tournaments.name, status: tournaments.status, createdAt: tournaments.createdAt })
        .from(tournaments)
        .where(eq(tournaments.organizerId, userId))
        .orderBy(asc(tournaments.createdAt)),
      db
        .select({ tournamentId: tournaments.id, name: tournaments.name, since: tournamentFollows.createdAt })
        .from(tournamentFollows)
        .innerJoin(tournaments, eq(tournaments.id, tournamentFollows.tournamentId))
        .where(eq(tournamentFollows.userId, userId))
        .orderBy(asc(tournamentFollows.createdAt)),
      db.select().from(targets).where(eq(targets.organizationId, userId)).orderBy(asc(targets.createdAt)),
      db.select().from(uploads).where(eq(uploads.ownerId, userId)).orderBy(asc(uploads.createdAt)),
    ]);

  // Registrations and matches of the teams the user plays in (accepted, captain included).
  const playingTeamIds = memberships.filter((m) => m.inviteStatus === 'ACCEPTED').map((m) => m.teamId);
  const registrations = playingTeamIds.length
    ? await db
        .select({
          id: teamRegistrations.id,
          teamId: teams.id,
          teamName: teams.name,
          tournamentId: tournaments.id,
          tournamentName: tournaments.name,
          requestStatus: teamRegistrations.requestStatus,
          placement: teamRegistrations.placement,
          paymentStatus: teamRegistrations.paymentStatus,
          feeCents: teamRegistrations.feeCents,
          currency: teamRegistrations.currency,
          paidAt: teamRegistrations.paidAt,
          createdAt: teamRegistrations.createdAt,
        })
        .from(teamRegistrations)
        .innerJoin(teams, eq(teams.id, teamRegistrations.teamId))
        .innerJoin(tournaments, eq(tournaments.id, teamRegistrations.tournamentId))
        .where(inArray(teamRegistrations.teamId, playingTeamIds))
        .orderBy(asc(teamRegistrations.createdAt))
    : [];
  const registrationIds = registrations.map((r) => r.id);
  const matchIds = registrationIds.length
    ? (await db.selectDistinct({ id: matchSlots.matchId }).from(matchSlots).where(inArray(matchSlots.teamRegistrationId, registrationIds))).map((m) => m.id)
    : [];
  const [matchRows, slotRows] = matchIds.length
    ? await Promise.all([
        db
          .select({
            id: matches.id,
            tournamentId: matches.tournamentId,
            tournamentName: tournaments.name,
            stage: matches.stage,
            round: matches.round,
            status: matches.status,
            scheduledAt: matches.scheduledAt,
          })
          .from(matches)
          .innerJoin(tournaments, eq(tournaments.id, matches.tournamentId))
          .where(inArray(matches.id, matchIds))
          .orderBy(asc(matches.scheduledAt), asc(matches.round), asc(matches.number)),
        db
          .select({
            matchId: matchSlots.matchId,
            slot: matchSlots.slot,
            teamRegistrationId: matchSlots.teamRegistrationId,
            teamName: teams.name,
            score: matchSlots.score,
            result: matchSlots.result,
          })
          .from(matchSlots)
          .leftJoin(teamRegistrations, eq(teamRegistrations.id, matchSlots.teamRegistrationId))
          .leftJoin(teams, eq(teams.id, teamRegistrations.teamId))
          .where(inArray(matchSlots.matchId, matchIds))
          .orderBy(asc(matchSlots.slot)),
      ])
    : [[], []];

  const mails = await db
    .select({ subject: outbox.subject, status: outbox.status, createdAt: outbox.createdAt })
    .from(outbox)
    .innerJoin(users, and(eq(users.id, userId), eq(outbox.to, users.email)))
    .orderBy(asc(outbox.createdAt));

  return {
    sessionRows,
    following,
    followers,
    friendRows,
    memberships,
    registrations,
    matchRows,
    slotRows,
    paymentRows,
    ledgerRows,
    reportRows,
    organized,
    followed,
    targetRows,
    uploadRows,
    mails,
  };
}
