import type { Executor } from '../../db/client.ts';
import type { PaymentProvider } from '../../platform/payments/payment-provider.ts';
import { markRegistrationPaid, markRegistrationRefunded, releaseUnpaidSoloEntry } from '../registrations/registration-payments.service.ts';
import type { NotifyCtx } from '../notifications/notifications.service.ts';
import { LEDGER } from './ledger-kinds.ts';
import { notifyPaymentReceived } from './payment-notices.ts';
import { insertLedger, insertPayment, updatePayment, type PaymentRow } from './payments.repository.ts';

/**
 * The effects named in domain/payment-events.ts, applied to a payment row the caller has locked (after its
 * tournament's row) in the caller's transaction: the payment, its ledger rows and its registration change
 * together. Which effect applies is decided there, from the payment's status; these do not check it again.
 */
export function createPaymentEffects({ provider, now, notices }: { provider: PaymentProvider; now: () => Date; notices: NotifyCtx }) {
  /**
   * Money goes back to the card: a REFUND row, the original REFUNDED, ledger rows, the registration REFUNDED
   * (unless `registrationRenewed`: it was entered again since, and what it holds now is another fee).
   */
  async function refund(tx: Executor, payment: PaymentRow, knownRefundId?: string, opts: { registrationRenewed?: boolean } = {}) {
    if (!payment.providerPaymentId) throw new Error(`payment ${payment.id} has no provider payment id to refund`);
    const refundId =
      knownRefundId ?? (await provider.refund(payment.providerPaymentId, payment.amountCents, `refund-${payment.id}`)).refundId;
    const at = now();
    const refundRow = await insertPayment(tx, {
      userId: payment.userId,
      kind: 'REFUND',
      teamRegistrationId: payment.teamRegistrationId,
      tournamentId: payment.tournamentId,
      amountCents: payment.amountCents,
      currency: payment.currency,
      status: 'COMPLETED',
      provider: payment.provider,
      providerPaymentId: refundId,
      refundOf: payment.id,
      completedAt: at,
    });
    await updatePayment(tx, payment.id, { status: 'REFUNDED' });
    if (payment.userId) {
      const base = { userId: payment.userId, paymentId: refundRow.id, currency: payment.currency };
      await insertLedger(
        tx,
        payment.kind === 'ENTRY_FEE'
          ? [
              { ...base, kind: LEDGER.refund, amountCents: payment.amountCents },
              { ...base, kind: LEDGER.cardRefund, amountCents: -payment.amountCents },
            ]
          : [{ ...base, kind: LEDGER.depositRefund, amountCents: -payment.amountCents }],
      );
    }
    if (payment.kind === 'ENTRY_FEE' && payment.teamRegistrationId && !opts.registrationRenewed) await markRegistrationRefunded(tx, payment.teamRegistrationId);
  }

  /**
   * The provider took the money. An entry fee the registration can no longer take (paid twice, rejected,
   * withdrawn, hold expired) goes straight back; `refundedAs` is a refund the provider already reported. Money
   * that stays is told to the payer (and an entry fee to the organizer).
   */
  async function complete(tx: Executor, payment: PaymentRow, providerPaymentId: string | null, refundedAs?: string) {
    const completed = await updatePayment(tx, payment.id, {
      status: 'COMPLETED',
      completedAt: now(),
      providerPaymentId: providerPaymentId ?? payment.providerPaymentId,
      failureReason: null,
    });
    if (payment.userId) {
      const base = { userId: payment.userId, paymentId: payment.id, currency: payment.currency };
      await insertLedger(
        tx,
        payment.kind === 'ENTRY_FEE'
          ? [
              { ...base, kind: LEDGER.cardCharge, amountCents: payment.amountCents },
              { ...base, kind: LEDGER.entryFee, amountCents: -payment.amountCents },
            ]
          : [{ ...base, kind: LEDGER.deposit, amountCents: payment.amountCents }],
      );
    }
    let payable = true;
    if (payment.kind === 'ENTRY_FEE') {
      const outcome = payment.teamRegistrationId ? await markRegistrationPaid(tx, payment.teamRegistrationId, now()) : 'NOT_FOUND';
      payable = outcome === 'PAID';
    }
    if (refundedAs !== undefined) await refund(tx, completed, refundedAs);
    else if (!payable) await refund(tx, completed);
    else await notifyPaymentReceived(notices, tx, completed);
  }

  /** The checkout session is over unpaid (left by the payer or expired): CANCELLED, and an unpaid solo entry releases its place at once (ADR 003). */
  async function cancel(tx: Executor, payment: PaymentRow) {
    await updatePayment(tx, payment.id, { status: 'CANCELLED', failureReason: 'Checkout cancelled or expired before payment.' });
    if (payment.kind === 'ENTRY_FEE' && payment.teamRegistrationId) {
      await releaseUnpaidSoloEntry(tx, payment.teamRegistrationId, payment.createdAt, now());
    }
  }

  async function fail(tx: Executor, payment: PaymentRow) {
    await updatePayment(tx, payment.id, { status: 'FAILED', failureReason: 'The payment failed.' });
  }

  return { complete, refund, cancel, fail };
}

export type PaymentEffects = ReturnType<typeof createPaymentEffects>;
