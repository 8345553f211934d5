import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { teamRegistrations, teams, tournamentPrizes, users } from '../../db/schema/index.ts';

/** The tournament's prizes in position order, each with the team that holds the place (once placements exist). */
export function findPrizeAwards(db: Executor, tournamentId: string) {
  return db
    .select({
      position: tournamentPrizes.position,
      amountCents: tournamentPrizes.amountCents,
      description: tournamentPrizes.description,
      status: tournamentPrizes.status,
      paidAt: tournamentPrizes.paidAt,
      winnerRegistrationId: teamRegistrations.id,
      teamName: teams.name,
      photoUrl: teams.photoUrl,
      captainId: users.id,
      captainNickName: users.nickName,
    })
    .from(tournamentPrizes)
    .leftJoin(teamRegistrations, eq(teamRegistrations.id, tournamentPrizes.teamRegistrationId))
    .leftJoin(teams, eq(teams.id, teamRegistrations.teamId))
    .leftJoin(users, eq(users.id, teams.captainId))
    .where(eq(tournamentPrizes.tournamentId, tournamentId))
    .orderBy(asc(tournamentPrizes.position));
}

export type PrizeAwardRow = Awaited<ReturnType<typeof findPrizeAwards>>[number];

/** One prize, locked: payouts of the same prize queue here. */
export async function lockPrize(tx: Executor, tournamentId: string, position: number) {
  const rows = await tx
    .select()
    .from(tournamentPrizes)
    .where(and(eq(tournamentPrizes.tournamentId, tournamentId), eq(tournamentPrizes.position, position)))
    .for('update');
  return rows[0] ?? null;
}

/** The captain of the team behind a registration: who receives its prizes. */
export async function captainOfRegistration(db: Executor, registrationId: string) {
  const rows = await db
    .select({ id: users.id, email: users.email, nickName: users.nickName, customerId: users.stripeCustomerId })
    .from(teamRegistrations)
    .innerJoin(teams, eq(teams.id, teamRegistrations.teamId))
    .innerJoin(users, eq(users.id, teams.captainId))
    .where(eq(teamRegistrations.id, registrationId))
    .limit(1);
  return rows[0] ?? null;
}

export async function markPrizePaid(tx: Executor, prizeId: string, paidAt: Date, paymentId: string) {
  await tx.update(tournamentPrizes).set({ status: 'PAID', paidAt, paymentId }).where(eq(tournamentPrizes.id, prizeId));
}
