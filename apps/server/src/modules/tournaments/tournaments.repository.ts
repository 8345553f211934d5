import { and, asc, desc, eq, gte, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  games,
  matches,
  matchSlots,
  teamRegistrations,
  teams,
  tournamentFollows,
  tournamentPrizes,
  tournaments,
  users,
} from '../../db/schema/index.ts';
import { longTextCandidate, longTextScore, MATCH_SCORE, textCandidate, textScore } from '../../db/text-match.ts';

// Inside select expressions Drizzle writes a column without its table; the correlated subqueries name the
// outer tournament explicitly.
const outerTournamentId = sql`${sql.identifier('tournaments')}.${sql.identifier('id')}`;
const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function recordColumns(viewerId: string | null) {
  return {
    tournament: tournaments,
    game: { id: games.id, slug: games.slug, name: games.name, coverUrl: games.coverUrl },
    organizer: { id: users.id, nickName: users.nickName, profilePicUrl: users.profilePicUrl },
    registeredTeams: sql<number>`(select count(*)::int from ${teamRegistrations} where ${teamRegistrations.tournamentId} = ${outerTournamentId} and ${teamRegistrations.requestStatus} = 'ACCEPTED')`,
    followers: sql<number>`(select count(*)::int from ${tournamentFollows} where ${tournamentFollows.tournamentId} = ${outerTournamentId})`,
    following: viewerId
      ? sql<boolean>`exists (select 1 from ${tournamentFollows} where ${tournamentFollows.tournamentId} = ${outerTournamentId} and ${tournamentFollows.userId} = ${viewerId})`
      : sql<boolean>`false`,
  };
}

export type TournamentRecord = Awaited<ReturnType<typeof findTournamentRecords>>[number];

/** Visible to `viewerId`: every public status, plus their own drafts. */
export const visibleTo = (viewerId: string | null): SQL =>
  viewerId ? or(ne(tournaments.status, 'DRAFT'), eq(tournaments.organizerId, viewerId))! : ne(tournaments.status, 'DRAFT');

export const publicOnly = (): SQL => ne(tournaments.status, 'DRAFT');

/** A game by slug (any case) or id. */
export function gameIs(ref: string): SQL {
  const lowered = ref.toLowerCase();
  return UUID_SHAPE.test(ref) ? or(eq(games.id, lowered), eq(games.slug, lowered))! : eq(games.slug, lowered);
}

export async function findGameId(db: Executor, ref: string): Promise<string | null> {
  const rows = await db.select({ id: games.id }).from(games).where(gameIs(ref)).limit(1);
  return rows[0]?.id ?? null;
}

const GAME_NAME_WEIGHT = 0.9;

/** How well a tournament matches `term` by its name, its game's name and its description. */
export const searchScore = (term: string) =>
  sql<number>`greatest(${textScore(tournaments.name, term)}, ${textScore(games.name, term)} * ${sql.raw(String(GAME_NAME_WEIGHT))}, ${longTextScore(tournaments.description, term)})`;

/**
 * Tournaments that match `term` (a score above 0), written so the planner can combine the
 * trigram indexes on name and description with the game index; run it under `withSearchThreshold`.
 */
export function searchMatches(term: string): SQL {
  return and(searchCandidates(term), gte(searchScore(term), MATCH_SCORE))!;
}

/** A superset of `searchMatches` that the trigram indexes on name and description and the game index answer. */
function searchCandidates(term: string): SQL {
  const matchingGames = sql`array(select ${games.id} from ${games} where ${textScore(games.name, term)} * ${sql.raw(String(GAME_NAME_WEIGHT))} >= ${MATCH_SCORE})`;
  return or(textCandidate(tournaments.name, term), longTextCandidate(tournaments.description, term), sql`${tournaments.gameId} = any(${matchingGames})`)!;
}

/** Status order of spec §2's list, then each status's natural order (next deadline, live, latest result). */
export const listOrder: SQL[] = [
  sql`case ${tournaments.status} when 'OPEN_FOR_REGISTRATION' then 0 when 'IN_PROGRESS' then 1 when 'FINISHED' then 2 when 'CANCELLED' then 3 else 4 end`,
  sql`case when ${tournaments.status} = 'OPEN_FOR_REGISTRATION' then ${tournaments.registrationEndAt} end asc`,
  sql`case when ${tournaments.status} = 'IN_PROGRESS' then ${tournaments.startAt} end asc`,
  sql`case when ${tournaments.status} = 'FINISHED' then ${tournaments.endAt} end desc`,
  asc(tournaments.startAt),
  asc(tournaments.id),
];

/**
 * Public tournaments matching `term`, best first, at most `limit`. The score is computed once per candidate
 * (ordering by the output column), and rows scoring 0 sort last and are dropped here rather than filtered in
 * SQL, which would compute it again. Run it under `withSearchThreshold`.
 */
export async function rankedTournamentIds(db: Executor, term: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: tournaments.id, score: searchScore(term).as('score') })
    .from(tournaments)
    .innerJoin(games, eq(games.id, tournaments.gameId))
    .where(and(publicOnly(), searchCandidates(term)))
    .orderBy(desc(sql.identifier('score')), asc(sql`length(${tournaments.name})`), ...listOrder)
    .limit(limit);
  return rows.filter((r) => r.score >= MATCH_SCORE).map((r) => r.id);
}

export function findTournamentRecords(
  db: Executor,
  opts: { where: SQL | undefined; orderBy: SQL[]; limit: number; offset?: number; viewerId: string | null },
) {
  return db
    .select(recordColumns(opts.viewerId))
    .from(tournaments)
    .innerJoin(games, eq(games.id, tournaments.gameId))
    .innerJoin(users, eq(users.id, tournaments.organizerId))
    .where(opts.where)
    .orderBy(...opts.orderBy)
    .limit(opts.limit)
    .offset(opts.offset ?? 0);
}

export async function findTournamentRecord(db: Executor, id: string, viewerId: string | null) {
  const rows = await findTournamentRecords(db, { where: eq(tournaments.id, id), orderBy: [], limit: 1, viewerId });
  return rows[0] ?? null;
}

/** Matching tournaments per status (the list's fallback chain needs them all at once). */
export async function countByStatus(db: Executor, where: SQL | undefined) {
  const rows = await db
    .select({ status: tournaments.status, n: sql<number>`count(*)::int` })
    .from(tournaments)
    .innerJoin(games, eq(games.id, tournaments.gameId))
    .where(where)
    .groupBy(tournaments.status);
  return new Map(rows.map((r) => [r.status, r.n]));
}

export async function prizesOf(db: Executor, tournamentIds: string[]) {
  if (tournamentIds.length === 0) return [];
  return db
    .select()
    .from(tournamentPrizes)
    .where(inArray(tournamentPrizes.tournamentId, tournamentIds))
    .orderBy(asc(tournamentPrizes.tournamentId), asc(tournamentPrizes.position));
}

/** The viewer's followed tournaments, most recently followed first. */
export function findFollowedRecords(db: Executor, viewerId: string, limit: number) {
  return db
    .select(recordColumns(viewerId))
    .from(tournamentFollows)
    .innerJoin(tournaments, eq(tournaments.id, tournamentFollows.tournamentId))
    .innerJoin(games, eq(games.id, tournaments.gameId))
    .innerJoin(users, eq(users.id, tournaments.organizerId))
    .where(and(eq(tournamentFollows.userId, viewerId), visibleTo(viewerId)))
    .orderBy(desc(tournamentFollows.createdAt), asc(tournaments.id))
    .limit(limit);
}

/** Status and organizer: enough to decide who may see a tournament's data. */
export async function findTournamentAccess(db: Executor, id: string) {
  const rows = await db
    .select({ id: tournaments.id, name: tournaments.name, status: tournaments.status, organizerId: tournaments.organizerId })
    .from(tournaments)
    .where(eq(tournaments.id, id))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertFollow(db: Executor, userId: string, tournamentId: string) {
  await db.insert(tournamentFollows).values({ userId, tournamentId }).onConflictDoNothing();
}

export async function deleteFollow(db: Executor, userId: string, tournamentId: string) {
  await db.delete(tournamentFollows).where(and(eq(tournamentFollows.userId, userId), eq(tournamentFollows.tournamentId, tournamentId)));
}

export async function followStateOf(db: Executor, userId: string, tournamentId: string) {
  const rows = await db
    .select({
      followers: sql<number>`count(*)::int`,
      following: sql<boolean>`coalesce(bool_or(${tournamentFollows.userId} = ${userId}), false)`,
    })
    .from(tournamentFollows)
    .where(eq(tournamentFollows.tournamentId, tournamentId));
  return rows[0] ?? { followers: 0, following: false };
}

/** Two-sided slots of a tournament's league and group matches, with each side's team. */
export function leagueSlotsOf(db: Executor, tournamentId: string) {
  return db
    .select({
      matchId: matches.id,
      status: matches.status,
      group: matches.groupLabel,
      slot: matchSlots.slot,
      score: matchSlots.score,
      registrationId: teamRegistrations.id,
      teamName: teams.name,
      photoUrl: teams.photoUrl,
    })
    .from(matches)
    .innerJoin(matchSlots, eq(matchSlots.matchId, matches.id))
    .innerJoin(teamRegistrations, eq(teamRegistrations.id, matchSlots.teamRegistrationId))
    .innerJoin(teams, eq(teams.id, teamRegistrations.teamId))
    .where(and(eq(matches.tournamentId, tournamentId), inArray(matches.stage, ['LEAGUE', 'GROUP'])))
    .orderBy(asc(matches.id), asc(matchSlots.slot));
}
