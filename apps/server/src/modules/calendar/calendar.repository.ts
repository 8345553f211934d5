import { and, asc, eq, inArray, isNotNull, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { calendarFeeds, games, matches, matchSlots, teamMembers, teamRegistrations, teams, tournaments, users } from '../../db/schema/index.ts';

/** What a tournament's calendar event is made of. */
export const tournamentEventColumns = {
  id: tournaments.id,
  name: tournaments.name,
  status: tournaments.status,
  organizerId: tournaments.organizerId,
  format: tournaments.format,
  startAt: tournaments.startAt,
  endAt: tournaments.endAt,
  timeZone: tournaments.timeZone,
  location: tournaments.location,
  updatedAt: tournaments.updatedAt,
  gameName: games.name,
};
export type TournamentEventRow = {
  id: string;
  name: string;
  status: string;
  organizerId: string;
  format: string;
  startAt: Date;
  endAt: Date;
  timeZone: string;
  location: string | null;
  updatedAt: Date;
  gameName: string | null;
};

export interface MatchEventRow {
  id: string;
  tournamentId: string;
  scheduledAt: Date | null;
  bestOf: number;
  updatedAt: Date;
  sides: Array<{ slot: number; name: string | null }>;
}

export async function findTournamentEvent(db: Executor, id: string): Promise<TournamentEventRow | null> {
  const rows = await db
    .select(tournamentEventColumns)
    .from(tournaments)
    .leftJoin(games, eq(games.id, tournaments.gameId))
    .where(eq(tournaments.id, id))
    .limit(1);
  return rows[0] ?? null;
}

function findTournamentEvents(db: Executor, ids: string[]): Promise<TournamentEventRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select(tournamentEventColumns)
    .from(tournaments)
    .leftJoin(games, eq(games.id, tournaments.gameId))
    .where(inArray(tournaments.id, ids))
    .orderBy(asc(tournaments.startAt), asc(tournaments.id));
}

/** The matches with their sides' team names, slot order. */
async function findMatchEvents(db: Executor, where: ReturnType<typeof eq>): Promise<MatchEventRow[]> {
  const rows = await db
    .select({ id: matches.id, tournamentId: matches.tournamentId, scheduledAt: matches.scheduledAt, bestOf: matches.bestOf, updatedAt: matches.updatedAt })
    .from(matches)
    .where(where)
    .orderBy(asc(matches.scheduledAt), asc(matches.id));
  if (rows.length === 0) return [];
  const sides = await db
    .select({ matchId: matchSlots.matchId, slot: matchSlots.slot, name: teams.name })
    .from(matchSlots)
    .leftJoin(teamRegistrations, eq(teamRegistrations.id, matchSlots.teamRegistrationId))
    .leftJoin(teams, eq(teams.id, teamRegistrations.teamId))
    .where(inArray(matchSlots.matchId, rows.map((r) => r.id)))
    .orderBy(asc(matchSlots.slot));
  return rows.map((row) => ({ ...row, sides: sides.filter((s) => s.matchId === row.id).map(({ slot, name }) => ({ slot, name })) }));
}

export async function findMatchEvent(db: Executor, id: string): Promise<MatchEventRow | null> {
  return (await findMatchEvents(db, eq(matches.id, id)))[0] ?? null;
}

/** Registrations still in play (pending or accepted) of teams the user captains or joined (a solo entry is a team of one). */
function myRegistrationIds(userId: string) {
  const acceptedMember = sql`exists (select 1 from ${teamMembers} where ${teamMembers.teamId} = ${teams.id}
    and ${teamMembers.userId} = ${userId} and ${teamMembers.inviteStatus} = 'ACCEPTED')`;
  return { acceptedMember, live: notInArray(teamRegistrations.requestStatus, ['CANCELLED', 'REJECTED']) };
}

/**
 * The user's calendar: every tournament they organize or have a live registration in (as captain or accepted
 * member), and every match with a scheduled time that one of those registrations plays.
 */
export async function findCalendarOf(db: Executor, userId: string) {
  const { acceptedMember, live } = myRegistrationIds(userId);
  const registrations = await db
    .select({ id: teamRegistrations.id, tournamentId: teamRegistrations.tournamentId })
    .from(teamRegistrations)
    .innerJoin(teams, eq(teams.id, teamRegistrations.teamId))
    .where(and(live, or(eq(teams.captainId, userId), acceptedMember)));
  const organized = await db.select({ id: tournaments.id }).from(tournaments).where(eq(tournaments.organizerId, userId));
  const tournamentIds = [...new Set([...registrations.map((r) => r.tournamentId), ...organized.map((t) => t.id)])];
  const registrationIds = registrations.map((r) => r.id);
  const matchIds =
    registrationIds.length === 0
      ? []
      : await db
          .selectDistinct({ id: matchSlots.matchId })
          .from(matchSlots)
          .innerJoin(matches, eq(matches.id, matchSlots.matchId))
          .where(and(inArray(matchSlots.teamRegistrationId, registrationIds), isNotNull(matches.scheduledAt)));
  return {
    tournaments: await findTournamentEvents(db, tournamentIds),
    matches: matchIds.length === 0 ? [] : await findMatchEvents(db, inArray(matches.id, matchIds.map((m) => m.id)) as ReturnType<typeof eq>),
  };
}

export async function findFeedOwner(db: Executor, tokenHash: string) {
  const rows = await db
    .select({ id: users.id, locale: users.locale })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(and(eq(calendarFeeds.tokenHash, tokenHash), isNull(users.deletedAt)))
    .limit(1);
  return rows[0] ?? null;
}

export async function findFeedNonce(db: Executor, userId: string): Promise<string | null> {
  const rows = await db.select({ nonce: calendarFeeds.nonce }).from(calendarFeeds).where(eq(calendarFeeds.userId, userId)).limit(1);
  return rows[0]?.nonce ?? null;
}

/** One row per user: a new token replaces the old one in the same statement, so two at once leave one working link. */
export async function upsertFeed(db: Executor, values: { userId: string; nonce: string; tokenHash: string; now: Date }) {
  const { userId, nonce, tokenHash, now } = values;
  await db
    .insert(calendarFeeds)
    .values({ userId, nonce, tokenHash, createdAt: now })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { nonce, tokenHash, createdAt: now } });
}

export async function deleteFeed(db: Executor, userId: string): Promise<boolean> {
  const rows = await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId)).returning({ userId: calendarFeeds.userId });
  return rows.length > 0;
}
