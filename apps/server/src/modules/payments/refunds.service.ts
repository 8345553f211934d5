import type { DatabaseHandle, Executor } from '../../db/client.ts';
import { runInTransaction } from '../../db/transaction.ts';
import { findRegistrationRecord } from '../registrations/registration-payments.service.ts';
import { withLockedTournament } from '../tournaments/tournaments.service.ts';
import type { PaymentEffects } from './payment-effects.ts';
import { lockCompletedEntryFees } from './payments.repository.ts';

/** Entry fees going back because of what happened to the registration or the tournament (ADR 003), not to the payment. */
export function createRefundsService({ db, effects }: { db: DatabaseHandle['db']; effects: PaymentEffects }) {
  const refundsOf = async (tx: Executor, where: { registrationId: string } | { tournamentId: string }) => {
    const paid = await lockCompletedEntryFees(tx, where);
    for (const payment of paid) await effects.refund(tx, payment);
    return paid.length;
  };

  return {
    /** The registration-events hook: a PAID registration was rejected or withdrawn (after its commit). */
    async refundRegistration(registrationId: string) {
      return runInTransaction(db, async (tx) => {
        const registration = await findRegistrationRecord(tx, registrationId);
        if (registration) await withLockedTournament(tx, registration.tournamentId);
        return refundsOf(tx, { registrationId });
      });
    },

    /** For the organizer's cancel: every paid entry fee of the tournament goes back, inside the caller's transaction. */
    refundTournament(tx: Executor, tournamentId: string) {
      return refundsOf(tx, { tournamentId });
    },
  };
}
