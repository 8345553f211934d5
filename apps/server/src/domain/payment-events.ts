import type { PaymentStatus } from '@clutch/contract/payments';

/** What a provider event says happened to its payment (ADR 004). */
export type PaymentReport = 'PAID' | 'CHECKOUT_ENDED' | 'PAYMENT_FAILED' | 'REFUNDED';

/**
 * The report in a provider event (Stripe's vocabulary; the sandbox speaks it too), or null when the event says
 * nothing we act on: then its payment is not even looked up.
 */
export function reportOf(type: string, object: Readonly<Record<string, unknown>>): PaymentReport | null {
  switch (type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      // A delayed method (a bank debit) completes its session unpaid; async_payment_succeeded follows.
      return object.payment_status === 'paid' || object.payment_status === 'no_payment_required' ? 'PAID' : null;
    case 'checkout.session.expired':
      return 'CHECKOUT_ENDED';
    case 'checkout.session.async_payment_failed':
      return 'PAYMENT_FAILED';
    case 'charge.refunded':
      // We only ever refund in full; a partial refund made on the provider's dashboard is recorded, not applied.
      return object.refunded === true ? 'REFUNDED' : null;
    default:
      return null;
  }
}

/**
 * What to do to a payment:
 * - COMPLETE: COMPLETED, the ledger rows, an entry fee's registration PAID (refunded at once if it can no longer take it);
 * - COMPLETE_THEN_REFUND: the refund arrived before the completion, so both are applied, in order;
 * - REFUND: a REFUND row, the payment REFUNDED, the ledger rows, an entry fee's registration REFUNDED;
 * - CANCEL: CANCELLED, and an unpaid solo entry gives its place back (ADR 003);
 * - FAIL: FAILED;
 * - ALREADY_APPLIED: the payment already shows this report (a redelivery, or the cancel route got there first);
 * - SUPERSEDED: the payment already ended another way, which this report does not undo.
 */
export type PaymentEffect = 'COMPLETE' | 'COMPLETE_THEN_REFUND' | 'REFUND' | 'CANCEL' | 'FAIL' | 'ALREADY_APPLIED' | 'SUPERSEDED';

/**
 * Keyed on the status alone, so reports in any order end in the same state: money that arrives after a checkout
 * was given up is still taken (and goes back if the registration cannot take it), and nothing moves a payment
 * back from COMPLETED or REFUNDED except a refund of a completed one.
 */
const EFFECTS: Record<PaymentReport, Record<PaymentStatus, PaymentEffect>> = {
  PAID: { PENDING: 'COMPLETE', FAILED: 'COMPLETE', CANCELLED: 'COMPLETE', COMPLETED: 'ALREADY_APPLIED', REFUNDED: 'ALREADY_APPLIED' },
  CHECKOUT_ENDED: { PENDING: 'CANCEL', FAILED: 'SUPERSEDED', CANCELLED: 'ALREADY_APPLIED', COMPLETED: 'SUPERSEDED', REFUNDED: 'SUPERSEDED' },
  PAYMENT_FAILED: { PENDING: 'FAIL', FAILED: 'ALREADY_APPLIED', CANCELLED: 'SUPERSEDED', COMPLETED: 'SUPERSEDED', REFUNDED: 'SUPERSEDED' },
  REFUNDED: {
    PENDING: 'COMPLETE_THEN_REFUND',
    FAILED: 'COMPLETE_THEN_REFUND',
    CANCELLED: 'COMPLETE_THEN_REFUND',
    COMPLETED: 'REFUND',
    REFUNDED: 'ALREADY_APPLIED',
  },
};

/** Pure: the caller locks the payment row (after its tournament's), asks here with its status, then acts. */
export const effectOf = (report: PaymentReport, status: PaymentStatus): PaymentEffect => EFFECTS[report][status];
