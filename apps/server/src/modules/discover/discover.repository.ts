import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { friendships, teams, tournaments, users } from '../../db/schema/index.ts';

/** Tournaments a newcomer can still join or watch live. */
const LIVE_STATUSES = ['OPEN_FOR_REGISTRATION', 'IN_PROGRESS'];

const count = sql<number>`count(*)::int`;

/**
 * The Discover numbers in one round trip. `publicOnly` and `visibleTo` are the tournaments module's visibility
 * rule as SQL: the tournaments count is public ones; a team built for a draft is its organizer's business.
 */
export async function discoverCountsOf(db: Executor, viewerId: string, rules: { publicOnly: SQL; visibleTo: SQL }) {
  const tournamentCount = db.select({ n: count }).from(tournaments).where(and(inArray(tournaments.status, LIVE_STATUSES), rules.publicOnly));
  const playerCount = db.select({ n: count }).from(users).where(isNull(users.deletedAt));
  const teamCount = db
    .select({ n: count })
    .from(teams)
    .leftJoin(tournaments, eq(tournaments.id, teams.tournamentId))
    .where(or(isNull(teams.tournamentId), rules.visibleTo));
  const friendCount = db
    .select({ n: count })
    .from(friendships)
    .where(and(eq(friendships.status, 'ACCEPTED'), or(eq(friendships.requesterId, viewerId), eq(friendships.addresseeId, viewerId))));
  const pendingCount = db
    .select({ n: count })
    .from(friendships)
    .where(and(eq(friendships.status, 'PENDING'), eq(friendships.addresseeId, viewerId)));
  const [row] = await db
    .select({
      tournaments: sql<number>`(${tournamentCount})`,
      players: sql<number>`(${playerCount})`,
      teams: sql<number>`(${teamCount})`,
      friends: sql<number>`(${friendCount})`,
      pendingRequests: sql<number>`(${pendingCount})`,
    })
    .from(sql`(select 1) as one`);
  return row!;
}
