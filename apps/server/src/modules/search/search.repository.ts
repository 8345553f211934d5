import { and, asc, desc, eq, gte, inArray, isNull, notInArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { games, teams, tournaments, users } from '../../db/schema/index.ts';
import { MATCH_SCORE, textCandidate, textScore } from '../../db/text-match.ts';

/**
 * Each search ranks best first (shorter first on a tie), then a stable order. Tournaments and teams use
 * trigram-indexed prefilters: run them under `withSearchThreshold`. Tournaments take two round-trips (ranked
 * ids from the tournaments module, then these rows) so the score is computed once per candidate.
 */

/** The dropdown's rows of the tournaments `ids`, in that order. */
export async function tournamentHits(db: Executor, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: tournaments.id,
      name: tournaments.name,
      status: tournaments.status,
      gameName: games.name,
      photoUrl: sql<string | null>`${tournaments.photoUrls}[1]`,
    })
    .from(tournaments)
    .innerJoin(games, eq(games.id, tournaments.gameId))
    .where(inArray(tournaments.id, ids));
  return ids.map((id) => rows.find((r) => r.id === id)!);
}

/**
 * Teams on their own or built for a public tournament (never a draft's); `publicTournament` is the tournaments
 * module's SQL form of that rule, on the joined `tournaments` row.
 */
export function searchTeams(db: Executor, term: string, limit: number, publicTournament: SQL) {
  const score = textScore(teams.name, term);
  return db
    .select({ id: teams.id, name: teams.name, photoUrl: teams.photoUrl, tournamentId: teams.tournamentId })
    .from(teams)
    .leftJoin(tournaments, eq(tournaments.id, teams.tournamentId))
    .where(and(or(isNull(teams.tournamentId), publicTournament), textCandidate(teams.name, term), gte(score, MATCH_SCORE)))
    .orderBy(desc(score), asc(sql`length(${teams.name})`), asc(sql`lower(${teams.name})`), asc(teams.id))
    .limit(limit);
}

/** Players by nickname; for a `viewer`, without the people they blocked nor those who blocked them. */
export function searchPlayers(db: Executor, term: string, limit: number, viewer: { id: string; blockedUserIds: readonly string[] } | null) {
  const score = textScore(users.nickName, term);
  const notBlocked = viewer
    ? [
        sql`not (${viewer.id}::uuid = any(${users.blockedUserIds}))`,
        viewer.blockedUserIds.length > 0 ? notInArray(users.id, [...viewer.blockedUserIds]) : undefined,
      ]
    : [];
  return db
    .select({ id: users.id, nickname: users.nickName, photoUrl: users.profilePicUrl })
    .from(users)
    .where(and(isNull(users.deletedAt), gte(score, MATCH_SCORE), ...notBlocked))
    .orderBy(desc(score), asc(sql`length(${users.nickName})`), asc(sql`lower(${users.nickName})`), asc(users.id))
    .limit(limit);
}

/**
 * Bulk reads for the in-memory index (search-index.ts, ADR 020): every row when `ids` is undefined, else those
 * rows. The folds come from the database's own clutch_fold, so the index matches what the fallback matches.
 */
const idFilter = (column: AnyColumn, ids: string[] | undefined) => (ids ? inArray(column, ids) : undefined);

export function indexTournamentRows(db: Executor, ids?: string[]) {
  return db
    .select({
      id: tournaments.id,
      name: tournaments.name,
      fold: sql<string>`${tournaments.nameFold}`,
      descriptionFold: sql<string>`${tournaments.descriptionFold}`,
      status: tournaments.status,
      organizerId: tournaments.organizerId,
      gameId: tournaments.gameId,
      photoUrl: sql<string | null>`${tournaments.photoUrls}[1]`,
      registrationEndAt: tournaments.registrationEndAt,
      startAt: tournaments.startAt,
      endAt: tournaments.endAt,
    })
    .from(tournaments)
    .where(idFilter(tournaments.id, ids));
}

export function indexTeamRows(db: Executor, ids?: string[], captainIds?: string[]) {
  return db
    .select({ id: teams.id, name: teams.name, fold: sql<string>`clutch_fold(${teams.name})`, photoUrl: teams.photoUrl, tournamentId: teams.tournamentId })
    .from(teams)
    .where(and(idFilter(teams.id, ids), idFilter(teams.captainId, captainIds)));
}

/** Deleted accounts included (`deleted`), so a deletion read back removes the entry; with what the Players list orders by. */
export function indexUserRows(db: Executor, ids?: string[]) {
  return db
    .select({
      id: users.id,
      nickname: users.nickName,
      fold: sql<string>`clutch_fold(${users.nickName})`,
      lower: sql<string>`lower(${users.nickName})`,
      photoUrl: users.profilePicUrl,
      blockedUserIds: users.blockedUserIds,
      followerCount: users.followerCount,
      countryCode: users.countryCode,
      // Microseconds, as stored: the Players list's newest-first order breaks ties no finer than the database does.
      createdAtUs: sql<number>`(extract(epoch from ${users.createdAt}) * 1000000)::bigint`.mapWith(Number),
      deleted: sql<boolean>`${users.deletedAt} is not null`,
    })
    .from(users)
    .where(idFilter(users.id, ids));
}

/** Games with the two normal forms the games module's ranking compares (games.repository.ts matchOf). */
export function indexGameRows(db: Executor) {
  return db
    .select({
      id: games.id,
      slug: games.slug,
      name: games.name,
      coverUrl: games.coverUrl,
      popularity: games.popularity,
      fold: sql<string>`clutch_fold(${games.name})`,
      normalized: sql<string>`btrim(regexp_replace(unaccent(lower(${games.name}::text)), '[^[:alnum:]]+', ' ', 'g'))`,
    })
    .from(games);
}

