import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { PaymentProviderError, type CustomerRef, type PaymentProvider } from '../../platform/payments/payment-provider.ts';
import { LEDGER } from './ledger-kinds.ts';
import { insertLedger, insertPayment, updatePayment, type PaymentRow } from './payments.repository.ts';
import { isProviderUnavailable, providerUnavailable } from './provider-errors.ts';

export interface PrizePayout {
  prizeId: string;
  tournamentId: string;
  teamRegistrationId: string;
  amountCents: number;
  currency: string;
  /** The winning team's captain. */
  recipient: CustomerRef;
}

/** The provider refused the payout; nothing was paid. */
export class PrizePayoutFailed extends Error {
  override name = 'PrizePayoutFailed';
  constructor(
    readonly payout: PrizePayout,
    override readonly cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : 'payout failed');
  }
}

/** The PRIZE_PAYOUT payment row of a payout, as attempted (the status defaults to PENDING). */
const payoutPayment = (payout: PrizePayout, provider: PaymentProvider) => ({
  userId: payout.recipient.id,
  kind: 'PRIZE_PAYOUT' as const,
  teamRegistrationId: payout.teamRegistrationId,
  tournamentId: payout.tournamentId,
  amountCents: payout.amountCents,
  currency: payout.currency,
  provider: provider.name,
});

/**
 * Pays a prize to its winner's captain inside the caller's transaction (which holds the prize's row lock): a
 * PRIZE_PAYOUT payment, the provider's payout under the key `prize-<prizeId>` (a retry is the same payout), and
 * the ledger pair (PRIZE +, PRIZE_PAYOUT −: the money went straight to the captain's account at the provider, so the
 * pair sums to zero, like an entry fee paid by card). Throws PrizePayoutFailed when the provider refuses.
 */
export async function payOutPrize(tx: Executor, deps: { provider: PaymentProvider; now: () => Date }, payout: PrizePayout): Promise<PaymentRow> {
  const { provider, now } = deps;
  const payment = await insertPayment(tx, payoutPayment(payout, provider));
  let payoutId: string;
  try {
    ({ payoutId } = await provider.payout(payout.recipient, payout.amountCents, payout.currency, `prize-${payout.prizeId}`));
  } catch (err) {
    throw new PrizePayoutFailed(payout, err);
  }
  const done = await updatePayment(tx, payment.id, { status: 'COMPLETED', providerPaymentId: payoutId, completedAt: now() });
  const base = { userId: payout.recipient.id, paymentId: payment.id, currency: payout.currency };
  await insertLedger(tx, [
    { ...base, kind: LEDGER.prize, amountCents: payout.amountCents },
    { ...base, kind: LEDGER.prizePayout, amountCents: -payout.amountCents },
  ]);
  return done;
}

/**
 * After the paying transaction rolled back: a FAILED payment keeps the attempt on record (the prize stays
 * PENDING, the organizer can try again), and the error the organizer sees.
 */
export async function recordFailedPrizePayout(db: Executor, provider: PaymentProvider, failure: PrizePayoutFailed): Promise<AppError> {
  const { payout, cause } = failure;
  await insertPayment(db, { ...payoutPayment(payout, provider), status: 'FAILED', failureReason: failure.message.slice(0, 500) });
  if (cause instanceof PaymentProviderError && cause.code === 'PAYOUTS_UNAVAILABLE') return new AppError(409, cause.code, cause.message);
  if (isProviderUnavailable(cause)) return providerUnavailable();
  return new AppError(502, 'PAYMENT_PROVIDER_ERROR', 'Error processing payment');
}
