import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { afterCommit } from '../../db/transaction.ts';
import type { ReadCache } from '../../platform/read-cache/read-cache.ts';
import { invalidateReads, tournamentChangeTags } from '../../platform/read-cache/read-cache-tags.ts';
import { teamRegistrations, tournamentParticipants, tournaments } from '../../db/schema/index.ts';

export type LockedTournamentRow = typeof tournaments.$inferSelect;

export const holdExpiredReason = (holdMs: number) => `The entry fee was not paid within ${Math.round(holdMs / 60_000)} minutes.`;

/** The clock and the fee hold, when the step should also cancel the registrations whose hold ran out. */
export interface HoldExpiry {
  now: Date;
  holdMs: number;
}

/** Where the lock reports the tournament it changes: the app's read cache (AppContext). */
export interface ReadsOf {
  readCache: ReadCache;
}

/**
 * The first step of every transaction that touches a tournament (DESIGN.md §5.12, docs/ARCHITECTURE.md "Lock
 * order"): the tournament row FOR UPDATE, before any of its registrations, participants, teams, matches or
 * payments is read for change or written. A foreign key to the tournament (a team or registration insert) takes
 * a share lock on this row, so a transaction that inserted first and locked second would deadlock with its twin.
 *
 * With `holds`, while registration is open, the registrations whose fee hold ran out are cancelled under the
 * same lock (ADR 003), so counts taken afterwards are the real ones. Returns null when there is no such tournament.
 *
 * Since every change to a tournament's data goes through here, the lock is also where its cached reads are
 * invalidated (ADR 018): once the transaction commits, before `runInTransaction` returns and so before the
 * answer, on this instance and (awaited) on the others. `reads` is required so no caller can forget it.
 */
export async function withLockedTournament(tx: Executor, tournamentId: string, reads: ReadsOf, holds?: HoldExpiry): Promise<LockedTournamentRow | null> {
  const [tournament] = await tx.select().from(tournaments).where(eq(tournaments.id, tournamentId)).for('update');
  if (!tournament) return null;
  tookTournamentLock(tx, tournamentId, reads);
  if (holds && tournament.status === 'OPEN_FOR_REGISTRATION') {
    const { now, holdMs } = holds;
    await expireUnpaidHolds(tx, tournamentId, new Date(now.getTime() - holdMs), now, holdExpiredReason(holdMs));
  }
  return tournament;
}

/**
 * What taking the lock also does: the tournament's cached reads are invalidated once `tx` commits (`tags`: all it
 * can move unless the caller knows less moves, read-cache-tags.ts). For a caller whose own statement locks the
 * tournament row `FOR UPDATE` (first in its locking clause, so the lock order holds) together with rows of its own
 * (the competition's state, ADR 021), instead of `withLockedTournament`.
 */
export function tookTournamentLock(tx: Executor, tournamentId: string, reads: ReadsOf, tags: readonly string[] = tournamentChangeTags(tournamentId)) {
  afterCommit(tx, () => invalidateReads(reads, tags));
}

/**
 * Cancels the tournament's PENDING registrations whose fee is still unpaid after the hold, and frees their
 * participants. Returns their ids.
 */
async function expireUnpaidHolds(tx: Executor, tournamentId: string, createdBefore: Date, now: Date, reason: string) {
  const expired = await tx
    .update(teamRegistrations)
    .set({ requestStatus: 'CANCELLED', rejectionReason: reason, decidedAt: now })
    .where(
      and(
        eq(teamRegistrations.tournamentId, tournamentId),
        eq(teamRegistrations.requestStatus, 'PENDING'),
        eq(teamRegistrations.paymentStatus, 'PENDING'),
        lt(teamRegistrations.createdAt, createdBefore),
      ),
    )
    .returning({ id: teamRegistrations.id });
  const ids = expired.map((r) => r.id);
  if (ids.length > 0) await tx.delete(tournamentParticipants).where(inArray(tournamentParticipants.teamRegistrationId, ids));
  return ids;
}

/** Several tournaments at once (a team registered in more than one): locked in id order, so two callers never cross. */
export async function withLockedTournaments(tx: Executor, tournamentIds: string[], reads: ReadsOf) {
  for (const id of [...new Set(tournamentIds)].sort()) await withLockedTournament(tx, id, reads);
}
