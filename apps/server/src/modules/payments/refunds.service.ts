import type { ReadCache } from '../../platform/read-cache/read-cache.ts';
import type { DatabaseHandle, Executor } from '../../db/client.ts';
import { runInTransaction } from '../../db/transaction.ts';
import { findRegistrationRecord } from '../registrations/registration-payments.service.ts';
import { withLockedTournament } from '../tournaments/tournament-lock.service.ts';
import type { PaymentEffects } from './payment-effects.ts';
import { lockCompletedEntryFees } from './payments.repository.ts';

/** Entry fees going back because of what happened to the registration or the tournament (ADR 003), not to the payment. */
export function createRefundsService({ db, effects, readCache }: { db: DatabaseHandle['db']; effects: PaymentEffects; readCache: ReadCache }) {
  return {
    /**
     * The `payments.refund-registration` job, sent with the rejection or withdrawal of a PAID registration: its
     * completed entry fees go back, under the tournament's lock. A retry never refunds twice: each fee is locked
     * and left COMPLETED only until its REFUND row (one per payment, a unique key) commits, and the provider gets
     * the same idempotency key every time, so an attempt whose answer was lost is the same refund. A throw (the
     * provider failing) fails the attempt, and the job is retried with backoff.
     *
     * A registration entered again before this ran (the team withdrew, then registered anew) keeps the fee of its
     * new entry: only the checkouts started before that entry go back, and its payment status stays its own.
     */
    async refundRegistration(registrationId: string) {
      return runInTransaction(db, async (tx) => {
        const found = await findRegistrationRecord(tx, registrationId);
        if (!found) return 0;
        await withLockedTournament(tx, found.tournamentId, { readCache });
        const registration = (await findRegistrationRecord(tx, registrationId))!;
        const renewed = registration.requestStatus === 'PENDING' || registration.requestStatus === 'ACCEPTED';
        const paid = await lockCompletedEntryFees(tx, { registrationId, ...(renewed ? { createdBefore: registration.createdAt } : {}) });
        for (const payment of paid) await effects.refund(tx, payment, undefined, { registrationRenewed: renewed });
        return paid.length;
      });
    },

    /** For the organizer's cancel: every paid entry fee of the tournament goes back, inside the caller's transaction. */
    async refundTournament(tx: Executor, tournamentId: string) {
      const paid = await lockCompletedEntryFees(tx, { tournamentId });
      for (const payment of paid) await effects.refund(tx, payment);
      return paid.length;
    },
  };
}
