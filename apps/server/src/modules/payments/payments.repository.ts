import { and, eq, inArray, lt, ne, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { ledgerEntries, paymentEvents, payments, teamRegistrations, teams, tournaments, users } from '../../db/schema/index.ts';
import { userRowsChanged } from '../../platform/read-cache/user-row-changes.ts';

export type PaymentRow = typeof payments.$inferSelect;
export type LedgerInsert = typeof ledgerEntries.$inferInsert;

export async function insertPayment(tx: Executor, values: typeof payments.$inferInsert) {
  const [row] = await tx.insert(payments).values(values).returning();
  return row!;
}

export async function updatePayment(tx: Executor, id: string, patch: Partial<typeof payments.$inferInsert>) {
  const [row] = await tx.update(payments).set(patch).where(eq(payments.id, id)).returning();
  return row!;
}

export async function findPayment(db: Executor, id: string) {
  const rows = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function lockPayment(tx: Executor, id: string) {
  const rows = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
  return rows[0] ?? null;
}

export async function findPaymentByProviderId(tx: Executor, provider: string, providerPaymentId: string) {
  const rows = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerPaymentId, providerPaymentId), ne(payments.kind, 'REFUND')))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Completed entry fees of a registration or of a whole tournament, locked for the refund; with `createdBefore`,
 * only the checkouts started before then.
 */
export function lockCompletedEntryFees(tx: Executor, where: ({ registrationId: string } | { tournamentId: string }) & { createdBefore?: Date }) {
  return tx
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.kind, 'ENTRY_FEE'),
        eq(payments.status, 'COMPLETED'),
        'registrationId' in where ? eq(payments.teamRegistrationId, where.registrationId) : eq(payments.tournamentId, where.tournamentId),
        where.createdBefore ? lt(payments.createdAt, where.createdBefore) : undefined,
      ),
    )
    .for('update');
}

/** Inserts the event id; false when it was there already (a duplicate delivery). */
export async function recordEvent(tx: Executor, provider: string, event: { id: string; type: string }, payload: unknown) {
  const rows = await tx
    .insert(paymentEvents)
    .values({ provider, eventId: event.id, type: event.type.slice(0, 100), payload })
    .onConflictDoNothing()
    .returning({ eventId: paymentEvents.eventId });
  return rows.length > 0;
}

export async function insertLedger(tx: Executor, rows: LedgerInsert[]) {
  if (rows.length) await tx.insert(ledgerEntries).values(rows).onConflictDoNothing();
}

/** Serialises balance changes of one user (withdrawals): the row lock is held until the transaction ends. */
export async function lockUser(tx: Executor, userId: string) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function ledgerSum(db: Executor, userId: string, currency: string, kinds?: string[]) {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.currency, currency), kinds ? inArray(ledgerEntries.kind, kinds) : undefined));
  return Number(row?.total ?? 0);
}

export async function setCustomerId(db: Executor, userId: string, customerId: string) {
  await db.update(users).set({ stripeCustomerId: customerId }).where(eq(users.id, userId));
  userRowsChanged(db, [userId]);
}

/** The registration a checkout is for, with who may pay it and what it costs. */
export async function findPayableRegistration(db: Executor, id: string) {
  const rows = await db
    .select({
      id: teamRegistrations.id,
      requestStatus: teamRegistrations.requestStatus,
      paymentStatus: teamRegistrations.paymentStatus,
      feeCents: teamRegistrations.feeCents,
      currency: teamRegistrations.currency,
      captainId: teams.captainId,
      teamName: teams.name,
      tournament: { id: tournaments.id, name: tournaments.name, status: tournaments.status, organizerId: tournaments.organizerId },
    })
    .from(teamRegistrations)
    .innerJoin(teams, eq(teams.id, teamRegistrations.teamId))
    .innerJoin(tournaments, eq(tournaments.id, teamRegistrations.tournamentId))
    .where(eq(teamRegistrations.id, id))
    .limit(1);
  return rows[0] ?? null;
}

/** The user's own live registration in a tournament (a solo entry is a team of one they captain). */
export async function findOwnRegistrationId(db: Executor, tournamentId: string, userId: string) {
  const rows = await db
    .select({ id: teamRegistrations.id })
    .from(teamRegistrations)
    .innerJoin(teams, eq(teams.id, teamRegistrations.teamId))
    .where(
      and(
        eq(teamRegistrations.tournamentId, tournamentId),
        eq(teams.captainId, userId),
        notInArray(teamRegistrations.requestStatus, ['REJECTED', 'CANCELLED']),
      ),
    )
    .limit(1);
  return rows[0]?.id ?? null;
}

/**
 * Entry fees the user owes or paid as captain (decision 003: the captain pays the team's fee once), newest
 * first. A paid fee counts from when it was paid; a pending one only while the registration is alive.
 */
export function findEntryFeeTransactions(db: Executor, userId: string) {
  return db
    .select({
      registrationId: teamRegistrations.id,
      paymentStatus: teamRegistrations.paymentStatus,
      feeCents: teamRegistrations.feeCents,
      currency: teamRegistrations.currency,
      createdAt: sql<Date>`coalesce(${teamRegistrations.paidAt}, ${teamRegistrations.createdAt})`.mapWith(teamRegistrations.createdAt),
      tournamentName: tournaments.name,
      teamName: teams.name,
    })
    .from(teamRegistrations)
    .innerJoin(teams, eq(teams.id, teamRegistrations.teamId))
    .innerJoin(tournaments, eq(tournaments.id, teamRegistrations.tournamentId))
    .where(
      and(
        eq(teams.captainId, userId),
        sql`${teamRegistrations.feeCents} > 0`,
        sql`(${teamRegistrations.paymentStatus} = 'PAID' or (${teamRegistrations.paymentStatus} = 'PENDING' and ${teamRegistrations.requestStatus} in ('PENDING', 'ACCEPTED')))`,
      ),
    )
    .orderBy(sql`coalesce(${teamRegistrations.paidAt}, ${teamRegistrations.createdAt}) desc`, teamRegistrations.id);
}
