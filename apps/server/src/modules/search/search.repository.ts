import { and, asc, desc, eq, gte, isNull, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { games, teams, tournaments, users } from '../../db/schema/index.ts';
import { FUZZY_THRESHOLD, textScore } from '../../db/text-match.ts';
import { searchScore } from '../tournaments/tournaments.repository.ts';

/** Each search below is one round-trip: score, filter on the threshold, best first (shorter first on a tie), then a stable order. */

export function searchTournaments(db: Executor, term: string, limit: number) {
  const score = searchScore(term);
  return db
    .select({
      id: tournaments.id,
      name: tournaments.name,
      status: tournaments.status,
      gameName: games.name,
      photoUrl: sql<string | null>`${tournaments.photoUrls}[1]`,
    })
    .from(tournaments)
    .innerJoin(games, eq(games.id, tournaments.gameId))
    .where(and(ne(tournaments.status, 'DRAFT'), gte(score, FUZZY_THRESHOLD)))
    .orderBy(desc(score), asc(sql`length(${tournaments.name})`), asc(sql`lower(${tournaments.name})`), asc(tournaments.id))
    .limit(limit);
}

/** Teams on their own or built for a public tournament (never a draft's). */
export function searchTeams(db: Executor, term: string, limit: number) {
  const score = textScore(teams.name, term);
  return db
    .select({ id: teams.id, name: teams.name, photoUrl: teams.photoUrl, tournamentId: teams.tournamentId })
    .from(teams)
    .leftJoin(tournaments, eq(tournaments.id, teams.tournamentId))
    .where(and(or(isNull(teams.tournamentId), ne(tournaments.status, 'DRAFT')), gte(score, FUZZY_THRESHOLD)))
    .orderBy(desc(score), asc(sql`length(${teams.name})`), asc(sql`lower(${teams.name})`), asc(teams.id))
    .limit(limit);
}

export function searchPlayers(db: Executor, term: string, limit: number) {
  const score = textScore(users.nickName, term);
  return db
    .select({ id: users.id, nickname: users.nickName, photoUrl: users.profilePicUrl })
    .from(users)
    .where(gte(score, FUZZY_THRESHOLD))
    .orderBy(desc(score), asc(sql`length(${users.nickName})`), asc(sql`lower(${users.nickName})`), asc(users.id))
    .limit(limit);
}
