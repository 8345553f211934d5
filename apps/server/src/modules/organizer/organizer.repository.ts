import { and, asc, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { teamRegistrations, teams, tournamentParticipants, tournamentPrizes, tournaments, users } from '../../db/schema/index.ts';
import type { PrizeValues } from './tournament-values.ts';
import { userRowsChanged } from '../../platform/read-cache/user-row-changes.ts';

export async function insertTournament(tx: Executor, values: typeof tournaments.$inferInsert) {
  const [row] = await tx.insert(tournaments).values(values).returning({ id: tournaments.id });
  return row!.id;
}

export async function updateTournament(tx: Executor, id: string, patch: Partial<typeof tournaments.$inferInsert>) {
  await tx.update(tournaments).set(patch).where(eq(tournaments.id, id));
}

/** What deciding who may read organizer-only data needs, plus the tournament's money and seeding settings. */
export async function findOrganizerView(db: Executor, id: string) {
  const rows = await db
    .select({
      id: tournaments.id,
      status: tournaments.status,
      organizerId: tournaments.organizerId,
      seeding: tournaments.seeding,
      currency: tournaments.currency,
    })
    .from(tournaments)
    .where(eq(tournaments.id, id))
    .limit(1);
  return rows[0] ?? null;
}

export async function findPrizeValues(db: Executor, tournamentId: string): Promise<PrizeValues[]> {
  return db
    .select({ position: tournamentPrizes.position, amountCents: tournamentPrizes.amountCents, description: tournamentPrizes.description })
    .from(tournamentPrizes)
    .where(eq(tournamentPrizes.tournamentId, tournamentId))
    .orderBy(asc(tournamentPrizes.position));
}

/** Makes the tournament's prizes exactly `prizes` (by position); a kept position keeps its winner and payout. */
export async function replacePrizes(tx: Executor, tournamentId: string, prizes: PrizeValues[]) {
  const positions = prizes.map((p) => p.position);
  await tx
    .delete(tournamentPrizes)
    .where(and(eq(tournamentPrizes.tournamentId, tournamentId), positions.length ? notInArray(tournamentPrizes.position, positions) : undefined));
  if (prizes.length === 0) return;
  await tx
    .insert(tournamentPrizes)
    .values(prizes.map((p) => ({ tournamentId, ...p })))
    .onConflictDoUpdate({
      target: [tournamentPrizes.tournamentId, tournamentPrizes.position],
      set: { amountCents: sql`excluded.amount_cents`, description: sql`excluded.description` },
    });
}

/** Adds ORGANIZER to the user's roles; true when it was missing. */
export async function grantOrganizerRole(tx: Executor, userId: string) {
  const rows = await tx
    .update(users)
    .set({ roles: sql`array_append(${users.roles}, 'ORGANIZER')` })
    .where(and(eq(users.id, userId), sql`not ('ORGANIZER' = any(${users.roles}))`))
    .returning({ id: users.id });
  userRowsChanged(tx, [userId]);
  return rows.length > 0;
}

/** Registrations still in play (PENDING or ACCEPTED) become CANCELLED, their players freed. Returns their ids. */
export async function cancelLiveRegistrations(tx: Executor, tournamentId: string, reason: string, now: Date) {
  const rows = await tx
    .update(teamRegistrations)
    .set({ requestStatus: 'CANCELLED', rejectionReason: reason, decidedAt: now })
    .where(and(eq(teamRegistrations.tournamentId, tournamentId), inArray(teamRegistrations.requestStatus, ['PENDING', 'ACCEPTED'])))
    .returning({ id: teamRegistrations.id });
  const ids = rows.map((r) => r.id);
  if (ids.length) await tx.delete(tournamentParticipants).where(inArray(tournamentParticipants.teamRegistrationId, ids));
  return ids;
}

/** Registrations per request status for each of these tournaments. */
export async function registrationCountsOf(db: Executor, tournamentIds: string[]) {
  if (tournamentIds.length === 0) return [];
  return db
    .select({ tournamentId: teamRegistrations.tournamentId, status: teamRegistrations.requestStatus, n: sql<number>`count(*)::int` })
    .from(teamRegistrations)
    .where(inArray(teamRegistrations.tournamentId, tournamentIds))
    .groupBy(teamRegistrations.tournamentId, teamRegistrations.requestStatus);
}

export const newestFirst = [desc(tournaments.createdAt), desc(tournaments.id)];

/* ---------- seeding ---------- */

/** ACCEPTED registrations in seed order: seeded ones by seed, then the rest by registration time. */
export function acceptedInSeedOrder(db: Executor, tournamentId: string) {
  return db
    .select({
      id: teamRegistrations.id,
      seed: teamRegistrations.seed,
      createdAt: teamRegistrations.createdAt,
      teamName: teams.name,
      photoUrl: teams.photoUrl,
      captainNickName: users.nickName,
    })
    .from(teamRegistrations)
    .innerJoin(teams, eq(teams.id, teamRegistrations.teamId))
    .innerJoin(users, eq(users.id, teams.captainId))
    .where(and(eq(teamRegistrations.tournamentId, tournamentId), eq(teamRegistrations.requestStatus, 'ACCEPTED')))
    .orderBy(sql`${teamRegistrations.seed} asc nulls last`, asc(teamRegistrations.createdAt), asc(teamRegistrations.id));
}

/** Seeds 1..n in `orderedIds` order; every other registration of the tournament loses its seed. */
export async function writeSeeds(tx: Executor, tournamentId: string, orderedIds: string[]) {
  await tx.update(teamRegistrations).set({ seed: null }).where(eq(teamRegistrations.tournamentId, tournamentId));
  if (orderedIds.length === 0) return;
  const cases = sql.join(
    orderedIds.map((id, i) => sql`when ${id}::uuid then ${i + 1}::int`),
    sql` `,
  );
  await tx
    .update(teamRegistrations)
    .set({ seed: sql`case ${teamRegistrations.id} ${cases} end` })
    .where(and(eq(teamRegistrations.tournamentId, tournamentId), inArray(teamRegistrations.id, orderedIds)));
}
