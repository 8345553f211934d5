import { and, asc, desc, eq, inArray, isNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { teamMembers, teamRegistrations, teams, tournamentParticipants, tournaments, users } from '../../db/schema/index.ts';

const outerTeamId = sql`${sql.identifier('teams')}.${sql.identifier('id')}`;

function findRegistrationRows(db: Executor, where: SQL | undefined) {
  return db
    .select({
      id: teamRegistrations.id,
      requestStatus: teamRegistrations.requestStatus,
      paymentStatus: teamRegistrations.paymentStatus,
      feeCents: teamRegistrations.feeCents,
      currency: teamRegistrations.currency,
      paidAt: teamRegistrations.paidAt,
      checkedInAt: teamRegistrations.checkedInAt,
      rejectionReason: teamRegistrations.rejectionReason,
      createdAt: teamRegistrations.createdAt,
      team: { id: teams.id, name: teams.name, photoUrl: teams.photoUrl, bio: teams.bio },
      captain: { id: users.id, nickName: users.nickName, profilePicUrl: users.profilePicUrl },
      membersCount: sql<number>`(select count(*)::int from ${teamMembers} where ${teamMembers.teamId} = ${outerTeamId} and ${teamMembers.inviteStatus} = 'ACCEPTED')`,
      /** The captain and every member whose invite is not rejected: who may read the team's payment status. */
      memberIds: sql<string[]>`(select coalesce(json_agg(${teamMembers.userId}), '[]'::json) from ${teamMembers} where ${teamMembers.teamId} = ${outerTeamId} and ${teamMembers.inviteStatus} <> 'REJECTED')`,
      tournament: { id: tournaments.id, name: tournaments.name, status: tournaments.status, organizerId: tournaments.organizerId },
    })
    .from(teamRegistrations)
    .innerJoin(teams, eq(teams.id, teamRegistrations.teamId))
    .innerJoin(users, eq(users.id, teams.captainId))
    .innerJoin(tournaments, eq(tournaments.id, teamRegistrations.tournamentId))
    .where(where)
    .orderBy(asc(teamRegistrations.createdAt), asc(teamRegistrations.id));
}

export type RegistrationRow = Awaited<ReturnType<typeof findRegistrationRows>>[number];

export function findRegistrationsOfTournament(db: Executor, tournamentId: string, status?: string) {
  return findRegistrationRows(
    db,
    and(eq(teamRegistrations.tournamentId, tournamentId), status ? eq(teamRegistrations.requestStatus, status) : undefined),
  );
}

export async function findRegistration(db: Executor, id: string) {
  const rows = await findRegistrationRows(db, eq(teamRegistrations.id, id));
  return rows[0] ?? null;
}

/** The team's newest registration to the tournament (there is at most one: a unique key). */
export async function findRegistrationOfTeam(db: Executor, tournamentId: string, teamId: string) {
  const rows = await findRegistrationRows(db, and(eq(teamRegistrations.tournamentId, tournamentId), eq(teamRegistrations.teamId, teamId)));
  return rows[0] ?? null;
}

// ---- writes: every one runs inside the caller's transaction ----

export type RegistrationRecord = typeof teamRegistrations.$inferSelect;

export async function findRegistrationRecord(tx: Executor, id: string): Promise<RegistrationRecord | null> {
  const rows = await tx.select().from(teamRegistrations).where(eq(teamRegistrations.id, id));
  return rows[0] ?? null;
}

export async function findRegistrationRecordOfTeam(tx: Executor, tournamentId: string, teamId: string): Promise<RegistrationRecord | null> {
  const rows = await tx
    .select()
    .from(teamRegistrations)
    .where(and(eq(teamRegistrations.tournamentId, tournamentId), eq(teamRegistrations.teamId, teamId)));
  return rows[0] ?? null;
}

/** Teams holding a slot (ACCEPTED or PENDING), ACCEPTED ones, and players entered. */
export async function capacityUsed(tx: Executor, tournamentId: string) {
  const [regs] = await tx
    .select({
      holding: sql<number>`count(*) filter (where ${teamRegistrations.requestStatus} in ('ACCEPTED', 'PENDING'))::int`,
      accepted: sql<number>`count(*) filter (where ${teamRegistrations.requestStatus} = 'ACCEPTED')::int`,
    })
    .from(teamRegistrations)
    .where(eq(teamRegistrations.tournamentId, tournamentId));
  const [players] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(tournamentParticipants)
    .where(eq(tournamentParticipants.tournamentId, tournamentId));
  return { holding: regs!.holding, accepted: regs!.accepted, players: players!.n };
}

/** The captain and every member whose invite is not rejected: who plays if the team is registered. */
export function rosterOf(tx: Executor, teamId: string) {
  return tx
    .select({ userId: teamMembers.userId, role: teamMembers.role, nickName: users.nickName })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(and(eq(teamMembers.teamId, teamId), ne(teamMembers.inviteStatus, 'REJECTED')))
    .orderBy(desc(sql`${teamMembers.role} = 'CAPTAIN'`), asc(teamMembers.createdAt));
}

/** Of these users, those already entered in the tournament (through any team). */
export function participantsAmong(tx: Executor, tournamentId: string, userIds: string[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return tx
    .select({ userId: tournamentParticipants.userId })
    .from(tournamentParticipants)
    .where(and(eq(tournamentParticipants.tournamentId, tournamentId), inArray(tournamentParticipants.userId, userIds)));
}

export async function insertParticipants(tx: Executor, tournamentId: string, registrationId: string, userIds: string[]) {
  if (userIds.length === 0) return;
  await tx.insert(tournamentParticipants).values(userIds.map((userId) => ({ tournamentId, userId, teamRegistrationId: registrationId })));
}

export async function deleteParticipantsOf(tx: Executor, registrationId: string) {
  await tx.delete(tournamentParticipants).where(eq(tournamentParticipants.teamRegistrationId, registrationId));
}

export async function deleteParticipant(tx: Executor, registrationId: string, userId: string) {
  await tx
    .delete(tournamentParticipants)
    .where(and(eq(tournamentParticipants.teamRegistrationId, registrationId), eq(tournamentParticipants.userId, userId)));
}

export async function insertRegistration(tx: Executor, values: typeof teamRegistrations.$inferInsert) {
  const [row] = await tx.insert(teamRegistrations).values(values).returning();
  return row!;
}

export async function updateRegistration(tx: Executor, id: string, patch: Partial<typeof teamRegistrations.$inferInsert>) {
  const [row] = await tx.update(teamRegistrations).set(patch).where(eq(teamRegistrations.id, id)).returning();
  return row ?? null;
}

/** Members mirror the team's payment status (the captain pays once for the team). */
export async function setMembersPaymentStatus(tx: Executor, teamId: string, paymentStatus: string) {
  await tx.update(teamMembers).set({ paymentStatus }).where(eq(teamMembers.teamId, teamId));
}

export type MarkPaidOutcome = 'PAID' | 'ALREADY_PAID' | 'NOT_FOUND' | 'NOT_PAYABLE';

/**
 * The payments seam: the captain's checkout for this registration succeeded. Sets PAID, `paid_at` and the
 * members' payment status, inside the caller's (webhook) transaction. Idempotent: a second call answers
 * ALREADY_PAID. NOT_PAYABLE when the registration is no longer waiting for the fee (its hold expired and it
 * was cancelled, it was rejected or withdrawn, or it is free): the money must go back, and the caller refunds it.
 */
export async function markRegistrationPaid(tx: Executor, registrationId: string, paidAt: Date): Promise<MarkPaidOutcome> {
  const [current] = await tx.select().from(teamRegistrations).where(eq(teamRegistrations.id, registrationId)).for('update');
  if (!current) return 'NOT_FOUND';
  if (current.paymentStatus === 'PAID') return 'ALREADY_PAID';
  if (current.paymentStatus !== 'PENDING' || !['PENDING', 'ACCEPTED'].includes(current.requestStatus)) return 'NOT_PAYABLE';
  await tx.update(teamRegistrations).set({ paymentStatus: 'PAID', paidAt }).where(eq(teamRegistrations.id, registrationId));
  await setMembersPaymentStatus(tx, current.teamId, 'PAID');
  return 'PAID';
}

/**
 * The payments seam: the refund of this registration's fee went through. Sets REFUNDED on it and its members.
 * Returns false when it was not PAID (nothing changed).
 */
export async function markRegistrationRefunded(tx: Executor, registrationId: string): Promise<boolean> {
  const rows = await tx
    .update(teamRegistrations)
    .set({ paymentStatus: 'REFUNDED' })
    .where(and(eq(teamRegistrations.id, registrationId), eq(teamRegistrations.paymentStatus, 'PAID')))
    .returning({ teamId: teamRegistrations.teamId });
  if (!rows[0]) return false;
  await setMembersPaymentStatus(tx, rows[0].teamId, 'REFUNDED');
  return true;
}

export const CHECKOUT_CANCELLED_REASON = 'The checkout was left before the entry fee was paid.';

/**
 * The payments seam (decision 003): the checkout of this registration's fee was cancelled or expired. A solo
 * entry still waiting for its fee gives its place back at once (CANCELLED with a reason, participant freed); a
 * team keeps its hold, since its members already accepted and the captain can pay again. `checkoutStartedAt`
 * guards a registration revived after that checkout began: an old session's expiry never cancels a newer entry.
 * Runs in the caller's transaction, which took the tournament's row lock first (DESIGN.md §5.12: payments locks
 * the tournament before the payment's row). True when the place was released now.
 */
export async function releaseUnpaidSoloEntry(tx: Executor, registrationId: string, checkoutStartedAt: Date, now: Date): Promise<boolean> {
  const [entry] = await tx
    .select({ maxPlayersPerTeam: tournaments.maxPlayersPerTeam })
    .from(teamRegistrations)
    .innerJoin(tournaments, eq(tournaments.id, teamRegistrations.tournamentId))
    .where(eq(teamRegistrations.id, registrationId));
  if (!entry || entry.maxPlayersPerTeam !== 1) return false;
  const released = await tx
    .update(teamRegistrations)
    .set({ requestStatus: 'CANCELLED', rejectionReason: CHECKOUT_CANCELLED_REASON, decidedAt: now })
    .where(
      and(
        eq(teamRegistrations.id, registrationId),
        inArray(teamRegistrations.requestStatus, ['PENDING', 'ACCEPTED']),
        eq(teamRegistrations.paymentStatus, 'PENDING'),
        lte(teamRegistrations.createdAt, checkoutStartedAt),
      ),
    )
    .returning({ id: teamRegistrations.id });
  if (released.length === 0) return false;
  await deleteParticipantsOf(tx, registrationId);
  return true;
}

/** Whether the registration still holds a place (PENDING or ACCEPTED), for the payer's view of a checkout. */
export async function registrationHoldsPlace(db: Executor, registrationId: string): Promise<boolean> {
  const found = await findRegistrationRecord(db, registrationId);
  return found !== null && (found.requestStatus === 'PENDING' || found.requestStatus === 'ACCEPTED');
}

/**
 * The team's entries that its roster still matters to: PENDING or ACCEPTED registrations in tournaments open for
 * registration or in progress (a finished or cancelled tournament keeps who played as it was), with the
 * tournament's team rules. Read under the tournaments' row locks by the roster changes of the teams module.
 */
export function activeEntriesOfTeam(tx: Executor, teamId: string) {
  return tx
    .select({
      registrationId: teamRegistrations.id,
      requestStatus: teamRegistrations.requestStatus,
      tournament: {
        id: tournaments.id,
        name: tournaments.name,
        status: tournaments.status,
        registrationEndAt: tournaments.registrationEndAt,
        startAt: tournaments.startAt,
        minPlayersPerTeam: tournaments.minPlayersPerTeam,
        maxPlayersPerTeam: tournaments.maxPlayersPerTeam,
        maxPlayers: tournaments.maxPlayers,
      },
    })
    .from(teamRegistrations)
    .innerJoin(tournaments, eq(tournaments.id, teamRegistrations.tournamentId))
    .where(
      and(
        eq(teamRegistrations.teamId, teamId),
        inArray(teamRegistrations.requestStatus, ['PENDING', 'ACCEPTED']),
        inArray(tournaments.status, ['OPEN_FOR_REGISTRATION', 'IN_PROGRESS']),
      ),
    )
    .orderBy(asc(tournaments.id));
}
export type ActiveEntry = Awaited<ReturnType<typeof activeEntriesOfTeam>>[number];

/** The registration through which the user plays the tournament, if any. */
export async function entryOf(tx: Executor, tournamentId: string, userId: string): Promise<string | null> {
  const [row] = await tx
    .select({ id: tournamentParticipants.teamRegistrationId })
    .from(tournamentParticipants)
    .where(and(eq(tournamentParticipants.tournamentId, tournamentId), eq(tournamentParticipants.userId, userId)));
  return row?.id ?? null;
}

export async function acceptedRegistrationIds(tx: Executor, tournamentId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: teamRegistrations.id })
    .from(teamRegistrations)
    .where(and(eq(teamRegistrations.tournamentId, tournamentId), eq(teamRegistrations.requestStatus, 'ACCEPTED')));
  return rows.map((r) => r.id);
}

/** Rejects the ACCEPTED registrations that did not check in, with `reason`, and frees their players; returns their ids. */
export async function rejectNotCheckedIn(tx: Executor, tournamentId: string, reason: string, now: Date): Promise<string[]> {
  const rejected = await tx
    .update(teamRegistrations)
    .set({ requestStatus: 'REJECTED', rejectionReason: reason, decidedAt: now })
    .where(and(eq(teamRegistrations.tournamentId, tournamentId), eq(teamRegistrations.requestStatus, 'ACCEPTED'), isNull(teamRegistrations.checkedInAt)))
    .returning({ id: teamRegistrations.id });
  const ids = rejected.map((r) => r.id);
  if (ids.length > 0) await tx.delete(tournamentParticipants).where(inArray(tournamentParticipants.teamRegistrationId, ids));
  return ids;
}
