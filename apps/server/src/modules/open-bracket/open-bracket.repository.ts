import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  competitionStates,
  games,
  matches,
  matchSlots,
  teamRegistrations,
  teams,
  tournaments,
} from '../../db/schema/index.ts';

/** Rows per INSERT: well under PostgreSQL's 65,535 bound parameters for the widest row here. */
const CHUNK = 500;

export async function findExportTournament(db: Executor, id: string) {
  const rows = await db
    .select({ tournament: tournaments, gameName: games.name })
    .from(tournaments)
    .innerJoin(games, eq(games.id, tournaments.gameId))
    .where(eq(tournaments.id, id))
    .limit(1);
  return rows[0] ?? null;
}

/** Every registration of the tournament with its team's name, best seed first. */
export function findRegistrations(db: Executor, tournamentId: string) {
  return db
    .select({
      id: teamRegistrations.id,
      teamId: teams.id,
      name: teams.name,
      requestStatus: teamRegistrations.requestStatus,
      seed: teamRegistrations.seed,
      placement: teamRegistrations.placement,
    })
    .from(teamRegistrations)
    .innerJoin(teams, eq(teams.id, teamRegistrations.teamId))
    .where(eq(teamRegistrations.tournamentId, tournamentId))
    .orderBy(sql`${teamRegistrations.seed} asc nulls last`, asc(teamRegistrations.createdAt), asc(teamRegistrations.id));
}

/** The engine's seed order (entrant ids, seed 1 first) of a started tournament; null before the start. */
export async function findEngineSeeds(db: Executor, tournamentId: string): Promise<string[] | null> {
  const rows = await db.select({ state: competitionStates.state }).from(competitionStates).where(eq(competitionStates.tournamentId, tournamentId)).limit(1);
  const seeds = (rows[0]?.state as { seeds?: unknown } | undefined)?.seeds;
  return Array.isArray(seeds) ? seeds.filter((s): s is string => typeof s === 'string') : null;
}

export function findMatchRows(db: Executor, tournamentId: string) {
  return db.select().from(matches).where(eq(matches.tournamentId, tournamentId));
}

export function findSlotRows(db: Executor, tournamentId: string) {
  return db
    .select({
      matchId: matchSlots.matchId,
      slot: matchSlots.slot,
      registrationId: matchSlots.teamRegistrationId,
      score: matchSlots.score,
      result: matchSlots.result,
      forfeit: matchSlots.forfeit,
    })
    .from(matchSlots)
    .innerJoin(matches, eq(matches.id, matchSlots.matchId))
    .where(eq(matches.tournamentId, tournamentId));
}

/** A catalogue game by its name (case and accents aside) or slug. */
export async function findGameIdByName(db: Executor, name: string): Promise<string | null> {
  const rows = await db
    .select({ id: games.id })
    .from(games)
    .where(sql`clutch_fold(${games.name}) = clutch_fold(${name}) or ${games.slug} = lower(${name})`)
    .orderBy(sql`(clutch_fold(${games.name}) = clutch_fold(${name})) desc`, asc(games.name))
    .limit(1);
  return rows[0]?.id ?? null;
}

export async function insertImportedTournament(tx: Executor, values: typeof tournaments.$inferInsert) {
  const [row] = await tx.insert(tournaments).values(values).returning({ id: tournaments.id });
  return row!.id;
}

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

export async function insertImportedRows(
  tx: Executor,
  rows: {
    teams: (typeof teams.$inferInsert)[];
    registrations: (typeof teamRegistrations.$inferInsert)[];
    matches: (typeof matches.$inferInsert)[];
    slots: (typeof matchSlots.$inferInsert)[];
  },
) {
  await insertChunked(rows.teams, (chunk) => tx.insert(teams).values(chunk));
  await insertChunked(rows.registrations, (chunk) => tx.insert(teamRegistrations).values(chunk));
  await insertChunked(rows.matches, (chunk) => tx.insert(matches).values(chunk));
  await insertChunked(rows.slots, (chunk) => tx.insert(matchSlots).values(chunk));
}
