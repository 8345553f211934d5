import { and, asc, desc, eq, getTableColumns, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  games,
  teamRegistrations,
  tournamentFollows,
  tournamentPrizes,
  tournaments,
  users,
} from '../../db/schema/index.ts';
import { longTextCandidate, longTextScore, MATCH_SCORE, onTrigramIndexes, textCandidate, textScore } from '../../db/text-match.ts';
import { PRIVATE_STATUS } from '../../domain/tournament-visibility.ts';

// Inside select expressions Drizzle writes a column without its table; the correlated subqueries name the
// outer tournament explicitly.
const outerTournamentId = sql`${sql.identifier('tournaments')}.${sql.identifier('id')}`;
const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// Every column but the stored search folds, which only the search reads.
const { nameFold: _nameFold, descriptionFold: _descriptionFold, ...tournamentColumns } = getTableColumns(tournaments);

export interface PrizeRow {
  position: number;
  amountCents: number | null;
  description: string | null;
}

/**
 * A tournament with everything its wire form needs, in one row: game, organizer, the two counts, the viewer's
 * follow and the prizes (as JSON, in position order). The subqueries only run for the rows a query returns:
 * list queries cut their page first (`pageOf`).
 */
function recordColumns(viewerId: string | null) {
  return {
    tournament: tournamentColumns,
    game: { id: games.id, slug: games.slug, name: games.name, coverUrl: games.coverUrl },
    organizer: { id: users.id, nickName: users.nickName, profilePicUrl: users.profilePicUrl },
    registeredTeams: sql<number>`(select count(*)::int from ${teamRegistrations} where ${teamRegistrations.tournamentId} = ${outerTournamentId} and ${teamRegistrations.requestStatus} = 'ACCEPTED')`,
    followers: sql<number>`(select count(*)::int from ${tournamentFollows} where ${tournamentFollows.tournamentId} = ${outerTournamentId})`,
    following: viewerId
      ? sql<boolean>`exists (select 1 from ${tournamentFollows} where ${tournamentFollows.tournamentId} = ${outerTournamentId} and ${tournamentFollows.userId} = ${viewerId})`
      : sql<boolean>`false`,
    prizes: sql<PrizeRow[]>`(select coalesce(json_agg(json_build_object('position', p.position, 'amountCents', p.amount_cents, 'description', p.description) order by p.position), '[]'::json) from ${tournamentPrizes} p where p.tournament_id = ${outerTournamentId})`,
  };
}

export type TournamentRecord = Awaited<ReturnType<typeof findTournamentRecords>>[number];

/** `isPublic` (domain/tournament-visibility.ts) as SQL: visible to anyone. */
export const publicOnly = (): SQL => ne(tournaments.status, PRIVATE_STATUS);

/** `canSee` as SQL: visible to `viewerId`, every public tournament plus their own drafts. */
export const visibleTo = (viewerId: string | null): SQL => (viewerId ? or(publicOnly(), eq(tournaments.organizerId, viewerId))! : publicOnly());

/** A game by slug (any case) or id. */
export function gameIs(ref: string): SQL {
  const lowered = ref.toLowerCase();
  return UUID_SHAPE.test(ref) ? or(eq(games.id, lowered), eq(games.slug, lowered))! : eq(games.slug, lowered);
}

/** Tournaments of the game `ref` names (slug, any case, or id), without joining games. */
export const tournamentOfGame = (ref: string): SQL =>
  sql`${tournaments.gameId} = any(array(select ${games.id} from ${games} where ${gameIs(ref)}))`;

export async function findGameId(db: Executor, ref: string): Promise<string | null> {
  const rows = await db.select({ id: games.id }).from(games).where(gameIs(ref)).limit(1);
  return rows[0]?.id ?? null;
}

const GAME_NAME_WEIGHT = 0.9;
const nameFold = { folded: tournaments.nameFold };
const descriptionFold = { folded: tournaments.descriptionFold };

/** Games whose name matches `term`, as an array of ids (an InitPlan: computed once per query). */
const matchingGameIds = (term: string) =>
  sql`array(select ${games.id} from ${games} where ${textScore(games.name, term)} * ${sql.raw(String(GAME_NAME_WEIGHT))} >= ${MATCH_SCORE})`;

/**
 * Tournaments that match `term` (a score above 0): the stored name or description folds on their trigram
 * indexes, or the game's name. Each part holds exactly when its share of `searchScore` is above 0 (see
 * `textCandidate`), so no score is computed to filter. Run it under `withSearchThreshold`.
 */
export function searchMatches(term: string, gameIds: SQL = matchingGameIds(term)): SQL {
  return or(textCandidate(nameFold, term), longTextCandidate(descriptionFold, term), sql`${tournaments.gameId} = any(${gameIds})`)!;
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
 * `listOrder` within one status: the same order (the other statuses' keys are null for every row), written on
 * plain columns so the (status, …) indexes of migration 0005 hand over a page without sorting.
 */
export function listOrderOf(status: string | null): SQL[] {
  switch (status) {
    case 'OPEN_FOR_REGISTRATION':
      return [asc(tournaments.registrationEndAt), asc(tournaments.startAt), asc(tournaments.id)];
    case 'FINISHED':
      return [desc(tournaments.endAt), asc(tournaments.startAt), asc(tournaments.id)];
    case 'IN_PROGRESS':
    case 'CANCELLED':
      return [asc(tournaments.startAt), asc(tournaments.id)];
    default:
      return listOrder;
  }
}

/**
 * The applied status and its total in one query: the first status of `chain` with a matching tournament (an
 * index probe each, stopping at the first hit), else every status (`null`); then the count of that status
 * only, not a count per status of the whole filtered set. Without a chain, the total of `where`.
 */
export async function firstNonEmptyStatus(
  db: Executor,
  where: SQL | undefined,
  chain: readonly string[],
): Promise<{ status: string | null; total: number }> {
  const countOf = (status: SQL | null) =>
    sql`(select count(*)::int from ${tournaments} where ${status ? and(where, sql`${tournaments.status} = ${status}`) : where})`;
  if (chain.length === 0) {
    const rows = await db.select({ total: sql<number>`count(*)::int` }).from(tournaments).where(where);
    return { status: null, total: rows[0]!.total };
  }
  const candidates = sql.join(
    chain.map((s, i) => sql`(${s}::text, ${i})`),
    sql`, `,
  );
  const probe = sql`c.status`;
  const applied = sql`applied.status`;
  // CASE runs only the count it needs; OFFSET 0 keeps the probe from being inlined (and run) once per reference.
  const rows = await db
    .select({
      status: sql<string | null>`${applied}`,
      total: sql<number>`case when ${applied} is null then ${countOf(null)} else ${countOf(applied)} end`,
    })
    .from(
      sql`(select (
        select c.status from (values ${candidates}) as c(status, ord)
        where exists (select 1 from ${tournaments} where ${and(where, sql`${tournaments.status} = ${probe}`)})
        order by c.ord limit 1
      ) as status offset 0) as applied`,
    );
  return rows[0]!;
}

/**
 * Matching tournaments per status, in one pass over the filtered set: better than `firstNonEmptyStatus` when
 * the filter is a search, whose candidates come from the trigram indexes and are costly to re-check per status.
 */
export async function countByStatus(db: Executor, where: SQL | undefined) {
  const rows = await db
    .select({ status: tournaments.status, n: sql<number>`count(*)::int` })
    .from(tournaments)
    .where(where)
    .groupBy(tournaments.status);
  return new Map(rows.map((r) => [r.status, r.n]));
}

/** A page of tournament ids in `orderBy`, cut before anything per row is computed. */
function pageOf(db: Executor, opts: { where: SQL | undefined; orderBy: SQL[]; limit: number; offset?: number }) {
  return db
    .select({ id: tournaments.id })
    .from(tournaments)
    .where(opts.where)
    .orderBy(...opts.orderBy)
    .limit(opts.limit)
    .offset(opts.offset ?? 0)
    .as('page');
}

/** How well a tournament matches `term`: its name, its game's name (`gameScore`, per game), its description. */
function searchScore(term: string, gameScore: SQL) {
  return sql<number>`greatest(${textScore(nameFold, term)}, coalesce(${gameScore}, 0), ${longTextScore(descriptionFold, term)})`;
}

/**
 * Public tournaments matching `term`, best first, at most `limit`. The score is computed once per candidate on
 * the stored folds (ordering by the output column), the games' share once per matching game; rows scoring 0
 * sort last and are dropped here. Run it under `withSearchThreshold`.
 */
export async function rankedTournamentIds(db: Executor, term: string, limit: number): Promise<string[]> {
  // Each game is scored once (a CTE both the candidates and the score read), not once per candidate.
  const gameScores = db.$with('game_scores').as(
    db.select({ id: games.id, score: sql<number>`${textScore(games.name, term)} * ${sql.raw(String(GAME_NAME_WEIGHT))}`.as('score') }).from(games),
  );
  const matchingGames = sql`array(select game_scores.id from game_scores where game_scores.score >= ${MATCH_SCORE})`;
  const rows = await onTrigramIndexes(db, () =>
    db
      .with(gameScores)
      .select({ id: tournaments.id, score: searchScore(term, sql`game_scores.score`).as('score') })
      .from(tournaments)
      .leftJoin(gameScores, sql`game_scores.id = ${tournaments.gameId} and game_scores.score >= ${MATCH_SCORE}`)
      .where(and(publicOnly(), searchMatches(term, matchingGames)))
      .orderBy(desc(sql.identifier('score')), asc(sql`length(${tournaments.name})`), ...listOrder)
      .limit(limit),
  );
  return rows.filter((r) => r.score >= MATCH_SCORE).map((r) => r.id);
}

/** Tournaments with everything their wire form needs; with `orderBy` and `limit`, the page is cut first. */
export function findTournamentRecords(
  db: Executor,
  opts: { where: SQL | undefined; orderBy: SQL[]; limit: number; offset?: number; viewerId: string | null },
) {
  const page = pageOf(db, opts);
  return db
    .select(recordColumns(opts.viewerId))
    .from(page)
    .innerJoin(tournaments, eq(tournaments.id, page.id))
    .innerJoin(games, eq(games.id, tournaments.gameId))
    .innerJoin(users, eq(users.id, tournaments.organizerId))
    .orderBy(...opts.orderBy);
}

export async function findTournamentRecord(db: Executor, id: string, viewerId: string | null) {
  const rows = await db
    .select(recordColumns(viewerId))
    .from(tournaments)
    .innerJoin(games, eq(games.id, tournaments.gameId))
    .innerJoin(users, eq(users.id, tournaments.organizerId))
    .where(eq(tournaments.id, id))
    .limit(1);
  return rows[0] ?? null;
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

/** What its registration's opening depends on. */
export async function findRegistrationWindow(db: Executor, id: string) {
  const rows = await db
    .select({
      id: tournaments.id,
      name: tournaments.name,
      status: tournaments.status,
      organizerId: tournaments.organizerId,
      registrationStartAt: tournaments.registrationStartAt,
      registrationEndAt: tournaments.registrationEndAt,
    })
    .from(tournaments)
    .where(eq(tournaments.id, id))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertFollow(db: Executor, userId: string, tournamentId: string) {
  await db.insert(tournamentFollows).values({ userId, tournamentId }).onConflictDoNothing();
}

/** Every tournament the user follows (what their tournament reads mark `following`). */
export async function findFollowedTournamentIds(db: Executor, userId: string): Promise<string[]> {
  const rows = await db.select({ id: tournamentFollows.tournamentId }).from(tournamentFollows).where(eq(tournamentFollows.userId, userId));
  return rows.map((row) => row.id);
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
