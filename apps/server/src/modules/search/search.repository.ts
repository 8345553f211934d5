import { and, asc, desc, eq, gte, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
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

export function searchPlayers(db: Executor, term: string, limit: number) {
  const score = textScore(users.nickName, term);
  return db
    .select({ id: users.id, nickname: users.nickName, photoUrl: users.profilePicUrl })
    .from(users)
    .where(and(isNull(users.deletedAt), gte(score, MATCH_SCORE)))
    .orderBy(desc(score), asc(sql`length(${users.nickName})`), asc(sql`lower(${users.nickName})`), asc(users.id))
    .limit(limit);
}
