import type { BillingSummary, CheckoutCancellation, CheckoutMode, CheckoutResponse, Payment, Transaction } from '@clutch/contract/payments';
import type { Config } from '../../config.ts';
import type { DatabaseHandle, Executor } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { runInTransaction } from '../../db/transaction.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { PaymentProviderError, WebhookSignatureError, type CustomerRef, type PaymentProvider, type ProviderEvent } from '../../platform/payments/payment-provider.ts';
import {
  findRegistrationRecord,
  markRegistrationPaid,
  markRegistrationRefunded,
  registrationHoldsPlace,
  releaseUnpaidSoloEntry,
} from '../registrations/registrations.repository.ts';
import { withLockedTournament } from '../tournaments/tournament-lock.ts';
import { billingSummaryOf } from './billing-summary.ts';
import { ledgerSumsByCurrency } from './billing-summary.repository.ts';
import {
  findEntryFeeTransactions,
  findOwnRegistrationId,
  findPayableRegistration,
  findPayment,
  insertLedger,
  insertPayment,
  ledgerSum,
  lockCompletedEntryFees,
  findPaymentByProviderId,
  lockPayment,
  lockUser,
  recordEvent,
  setCustomerId,
  updatePayment,
  type PaymentRow,
} from './payments.repository.ts';
import { isProviderUnavailable, providerUnavailable } from './provider-unavailable.ts';

interface Deps {
  db: DatabaseHandle['db'];
  config: Config;
  now: () => Date;
  paymentProvider: PaymentProvider;
}

/** Ledger kinds (ledger_entries.kind). Entry fees paid by card leave a zero-sum pair, so profit can be read. */
const LEDGER = {
  cardCharge: 'CARD_CHARGE',
  entryFee: 'ENTRY_FEE',
  refund: 'REFUND',
  cardRefund: 'CARD_REFUND',
  deposit: 'DEPOSIT',
  depositRefund: 'DEPOSIT_REFUND',
  withdrawal: 'WITHDRAWAL',
  payoutFailed: 'PAYOUT_FAILED',
  prize: 'PRIZE',
} as const;

const major = (cents: number) => cents / 100;

export function toPaymentView(row: PaymentRow): Payment {
  return {
    id: row.id,
    kind: row.kind as Payment['kind'],
    status: row.status as Payment['status'],
    amount: major(row.amountCents),
    currency: row.currency,
    teamRegistrationId: row.teamRegistrationId,
    tournamentId: row.tournamentId,
    failureReason: row.failureReason,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

const customerRef = (user: UserRow): CustomerRef => ({ id: user.id, email: user.email, nickName: user.nickName, customerId: user.stripeCustomerId });

function providerFailure(err: unknown): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof PaymentProviderError && err.code === 'PAYOUTS_UNAVAILABLE') return new AppError(409, err.code, err.message);
  if (isProviderUnavailable(err)) return providerUnavailable();
  return new AppError(502, 'PAYMENT_PROVIDER_ERROR', 'Error processing payment');
}

/**
 * Payments (DESIGN.md §4.6): checkouts, provider events, refunds, deposits and withdrawals. The ledger is the
 * user's balance. Every provider event is recorded in `payment_events` in the same transaction as its effect,
 * so a redelivered event has none; effects are keyed on the payment's status, so events in any order end in
 * the same state.
 */
export function createPaymentsService(ctx: Deps) {
  const { db, config, now, paymentProvider: provider } = ctx;
  const returnUrl = (paymentId: string, outcome: 'success' | 'cancelled') =>
    `${config.publicUrl}/app/billing?payment=${paymentId}&checkout=${outcome}`;

  async function ensureCustomer(user: UserRow) {
    const customerId = await provider.ensureCustomer(customerRef(user)).catch((err: unknown) => {
      throw providerFailure(err);
    });
    if (customerId !== user.stripeCustomerId) await setCustomerId(db, user.id, customerId);
    return customerId;
  }

  async function startCheckout(
    user: UserRow,
    input: { kind: 'ENTRY_FEE' | 'DEPOSIT'; amountCents: number; currency: string; description: string; mode: CheckoutMode; registrationId?: string; tournamentId?: string },
  ): Promise<CheckoutResponse> {
    const customer = await ensureCustomer(user);
    const payment = await insertPayment(db, {
      userId: user.id,
      kind: input.kind,
      teamRegistrationId: input.registrationId ?? null,
      tournamentId: input.tournamentId ?? null,
      amountCents: input.amountCents,
      currency: input.currency,
      provider: provider.name,
      // The app's clock, like the registration's: a checkout's expiry compares the two (releaseUnpaidSoloEntry).
      createdAt: now(),
    });
    try {
      const session = await provider.createCheckout({
        paymentId: payment.id,
        amountCents: input.amountCents,
        currency: input.currency,
        description: input.description,
        customer,
        successUrl: returnUrl(payment.id, 'success'),
        cancelUrl: returnUrl(payment.id, 'cancelled'),
        mode: input.mode,
      });
      await updatePayment(db, payment.id, { providerSessionId: session.sessionId });
      return { paymentId: payment.id, sessionId: session.sessionId, url: session.url ?? null, clientSecret: session.clientSecret ?? null, provider: provider.name };
    } catch (err) {
      // The row ends FAILED, never a PENDING checkout without a session; a retry starts a fresh one.
      await updatePayment(db, payment.id, { status: 'FAILED', failureReason: err instanceof Error ? err.message.slice(0, 500) : 'checkout failed' });
      if (isProviderUnavailable(err)) throw providerUnavailable();
      throw err instanceof AppError ? err : new AppError(502, 'PAYMENT_START_FAILED', 'Error when starting payment');
    }
  }

  /** Money goes back to the card: a REFUND row, the original REFUNDED, ledger rows, the registration REFUNDED. */
  async function refundPayment(tx: Executor, payment: PaymentRow, knownRefundId?: string) {
    if (!payment.providerPaymentId) throw new Error(`payment ${payment.id} has no provider payment id to refund`);
    const refundId =
      knownRefundId ?? (await provider.refund(payment.providerPaymentId, payment.amountCents, `refund-${payment.id}`)).refundId;
    const at = now();
    const refund = await insertPayment(tx, {
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
      const base = { userId: payment.userId, paymentId: refund.id, currency: payment.currency };
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
    if (payment.kind === 'ENTRY_FEE' && payment.teamRegistrationId) await markRegistrationRefunded(tx, payment.teamRegistrationId);
  }

  /**
   * The provider took the money. An entry fee the registration can no longer take (paid twice, rejected,
   * withdrawn, hold expired) goes straight back; `refundedAs` is a refund the provider already reported.
   */
  async function completePayment(tx: Executor, payment: PaymentRow, providerPaymentId: string | null, refundedAs?: string) {
    if (payment.status === 'COMPLETED' || payment.status === 'REFUNDED') return;
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
    if (refundedAs !== undefined) await refundPayment(tx, completed, refundedAs);
    else if (!payable) await refundPayment(tx, completed);
  }

  /**
   * The checkout session is over unpaid (cancelled by the payer or expired): the payment is CANCELLED and an
   * unpaid solo entry releases its place at once (decision 003). Keyed on PENDING, so it happens once.
   */
  async function expirePayment(tx: Executor, payment: PaymentRow) {
    if (payment.status !== 'PENDING') return;
    await updatePayment(tx, payment.id, { status: 'CANCELLED', failureReason: 'Checkout cancelled or expired before payment.' });
    if (payment.kind === 'ENTRY_FEE' && payment.teamRegistrationId) {
      await releaseUnpaidSoloEntry(tx, payment.teamRegistrationId, payment.createdAt, now());
    }
  }

  const str = (v: unknown) => (typeof v === 'string' && v ? v : null);
  const metadataPaymentId = (o: Record<string, unknown>) =>
    str((o.metadata as Record<string, unknown> | undefined)?.paymentId) ?? str(o.client_reference_id);

  async function applyEvent(tx: Executor, providerName: string, event: ProviderEvent) {
    const o = event.data.object;
    const findTarget = async () => {
      const paymentId = metadataPaymentId(o);
      const intent = str(o.payment_intent);
      const found =
        (paymentId && /^[0-9a-f-]{36}$/i.test(paymentId) ? await findPayment(tx, paymentId) : null) ??
        (intent ? await findPaymentByProviderId(tx, providerName, intent) : null);
      if (!found) return null;
      // Its tournament's lock before the payment's row (DESIGN.md §5.12): the effect reaches the registration.
      if (found.tournamentId) await withLockedTournament(tx, found.tournamentId);
      const payment = await lockPayment(tx, found.id);
      return payment && payment.provider === providerName && payment.kind !== 'REFUND' ? payment : null;
    };
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded': {
        if (o.payment_status !== 'paid' && o.payment_status !== 'no_payment_required') return;
        const payment = await findTarget();
        if (payment) await completePayment(tx, payment, str(o.payment_intent));
        return;
      }
      case 'checkout.session.expired': {
        const payment = await findTarget();
        if (payment) await expirePayment(tx, payment);
        return;
      }
      case 'checkout.session.async_payment_failed': {
        const payment = await findTarget();
        if (payment?.status === 'PENDING') await updatePayment(tx, payment.id, { status: 'FAILED', failureReason: 'The payment failed.' });
        return;
      }
      case 'charge.refunded': {
        // We only ever refund in full; a partial refund made on the provider's dashboard is recorded, not applied.
        if (o.refunded !== true) return;
        const payment = await findTarget();
        if (!payment || payment.status === 'REFUNDED') return;
        const refunds = (o.refunds as { data?: Array<{ id?: unknown }> } | undefined)?.data ?? [];
        const refundId = str(refunds[0]?.id) ?? `refund_of_${str(o.id) ?? payment.id}`;
        if (payment.status === 'COMPLETED') await refundPayment(tx, payment, refundId);
        // Out of order: the refund arrived before the completion. Apply both, as in order.
        else await completePayment(tx, payment, str(o.payment_intent), refundId);
        return;
      }
      default:
        return;
    }
  }

  async function registrationView(user: UserRow, registrationId: string, tournamentId?: string) {
    const registration = await findPayableRegistration(db, registrationId);
    if (!registration) throw notFound('Team registration not found.', 'REGISTRATION_NOT_FOUND');
    if (tournamentId && tournamentId !== registration.tournament.id) {
      throw badRequest('The registration is for another tournament.', 'TOURNAMENT_MISMATCH');
    }
    if (registration.captainId !== user.id) throw forbidden("Only the team's captain pays the entry fee.", 'CAPTAIN_ONLY');
    if (registration.paymentStatus === 'NOT_REQUIRED' || registration.feeCents <= 0) {
      throw conflict('This tournament has no entry fee.', 'NOT_REQUIRED');
    }
    if (registration.paymentStatus === 'PAID') throw conflict('The entry fee is already paid.', 'ALREADY_PAID');
    if (registration.paymentStatus === 'REFUNDED') throw conflict('The entry fee was refunded.', 'REFUNDED');
    if (!['PENDING', 'ACCEPTED'].includes(registration.requestStatus) || registration.tournament.status === 'CANCELLED') {
      throw conflict('This registration can no longer be paid.', 'REGISTRATION_CLOSED');
    }
    return registration;
  }

  const refundsOf = async (tx: Executor, where: { registrationId: string } | { tournamentId: string }) => {
    const paid = await lockCompletedEntryFees(tx, where);
    for (const payment of paid) await refundPayment(tx, payment);
    return paid.length;
  };

  return {
    async payRegistration(user: UserRow, registrationId: string, opts: { tournamentId?: string; mode: CheckoutMode }) {
      const registration = await registrationView(user, registrationId, opts.tournamentId);
      return startCheckout(user, {
        kind: 'ENTRY_FEE',
        amountCents: registration.feeCents,
        currency: registration.currency,
        description: `Entry fee · ${registration.tournament.name} · ${registration.teamName}`,
        mode: opts.mode,
        registrationId: registration.id,
        tournamentId: registration.tournament.id,
      });
    },

    async paySolo(user: UserRow, tournamentId: string, mode: CheckoutMode) {
      const registrationId = await findOwnRegistrationId(db, tournamentId, user.id);
      if (!registrationId) throw notFound('You are not registered for this tournament.', 'REGISTRATION_NOT_FOUND');
      return this.payRegistration(user, registrationId, { tournamentId, mode });
    },

    async deposit(user: UserRow, amountCents: number, currency: string, mode: CheckoutMode) {
      return startCheckout(user, { kind: 'DEPOSIT', amountCents, currency, description: 'Add money to your Clutch balance', mode });
    },

    async withdraw(user: UserRow, amountCents: number, currency: string) {
      const payment = await runInTransaction(db, async (tx) => {
        await lockUser(tx, user.id);
        const available = await ledgerSum(tx, user.id, currency);
        if (amountCents > available) {
          throw conflict(`You can withdraw at most ${major(available).toFixed(2)} ${currency}.`, 'INSUFFICIENT_FUNDS');
        }
        const row = await insertPayment(tx, { userId: user.id, kind: 'WITHDRAWAL', amountCents, currency, provider: provider.name });
        await insertLedger(tx, [{ userId: user.id, paymentId: row.id, amountCents: -amountCents, currency, kind: LEDGER.withdrawal }]);
        return row;
      });
      let done: PaymentRow;
      try {
        const { payoutId } = await provider.payout(customerRef(user), amountCents, currency, `payout-${payment.id}`);
        done = await updatePayment(db, payment.id, { status: 'COMPLETED', providerPaymentId: payoutId, completedAt: now() });
      } catch (err) {
        await runInTransaction(db, async (tx) => {
          await updatePayment(tx, payment.id, { status: 'FAILED', failureReason: err instanceof Error ? err.message.slice(0, 500) : 'payout failed' });
          await insertLedger(tx, [{ userId: user.id, paymentId: payment.id, amountCents, currency, kind: LEDGER.payoutFailed }]);
        });
        throw providerFailure(err);
      }
      return { payment: toPaymentView(done), balance: await this.balance(user, currency) };
    },

    async get(user: UserRow, id: string) {
      const payment = await findPayment(db, id);
      if (!payment) throw notFound('Payment not found.', 'PAYMENT_NOT_FOUND');
      if (payment.userId !== user.id) throw forbidden('This payment is not yours.', 'NOT_OWNER');
      return toPaymentView(payment);
    },

    /**
     * The payer left the checkout (its cancel return): the provider expires the session, which reports
     * `checkout.session.expired`; the same effect is applied here too, so the answer is final even before a
     * provider's asynchronous webhook arrives (whichever comes second finds the payment CANCELLED and does nothing).
     */
    async cancelCheckout(user: UserRow, id: string): Promise<CheckoutCancellation> {
      const payment = await findPayment(db, id);
      if (!payment) throw notFound('Payment not found.', 'PAYMENT_NOT_FOUND');
      if (payment.userId !== user.id) throw forbidden('This payment is not yours.', 'NOT_OWNER');
      if (payment.status === 'PENDING') {
        if (!payment.providerSessionId) throw conflict('This payment has no checkout to cancel.', 'NOT_A_CHECKOUT');
        if (payment.provider !== provider.name) {
          throw conflict(`This checkout belongs to the ${payment.provider} provider, which is no longer in use.`, 'PROVIDER_NOT_IN_USE');
        }
        const outcome = await provider.expireCheckout(payment.providerSessionId).catch((err: unknown) => {
          throw providerFailure(err);
        });
        if (outcome === 'complete') throw conflict('This payment has already gone through; it can no longer be cancelled.', 'PAYMENT_COMPLETED');
        await runInTransaction(db, async (tx) => {
          if (payment.tournamentId) await withLockedTournament(tx, payment.tournamentId);
          const locked = await lockPayment(tx, id);
          if (locked) await expirePayment(tx, locked);
        });
      } else if (payment.status !== 'CANCELLED') {
        throw conflict(`Only a pending payment can be cancelled; this one is ${payment.status.toLowerCase()}.`, 'PAYMENT_NOT_PENDING');
      }
      const current = (await findPayment(db, id))!;
      const registrationId = current.kind === 'ENTRY_FEE' ? current.teamRegistrationId : null;
      return {
        payment: toPaymentView(current),
        placeReleased: registrationId !== null && !(await registrationHoldsPlace(db, registrationId)),
      };
    },

    /** Verifies, then applies once: the event id and its effect commit together or not at all. */
    async handleWebhook(providerName: string, rawBody: Buffer, signature: string | undefined) {
      if (providerName !== provider.name) throw notFound(`The ${providerName} provider is not in use.`, 'PROVIDER_NOT_IN_USE');
      let event: ProviderEvent;
      try {
        event = provider.verifyWebhook(rawBody, signature);
      } catch (err) {
        if (err instanceof WebhookSignatureError) throw badRequest(`Webhook rejected: ${err.message}`, 'WEBHOOK_SIGNATURE_INVALID');
        throw err;
      }
      const applied = await runInTransaction(db, async (tx) => {
        if (!(await recordEvent(tx, providerName, event, JSON.parse(rawBody.toString('utf8')) as unknown))) return false;
        await applyEvent(tx, providerName, event);
        return true;
      });
      return { received: true, duplicate: !applied };
    },

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

    /** Read from the ledger every time: an indexed sum, and the same answer on every instance at once. */
    async balance(user: UserRow, currency: string) {
      const cents = await ledgerSum(db, user.id, currency);
      return { available: major(cents), currency };
    },

    async portalUrl(user: UserRow) {
      const customer = await ensureCustomer(user);
      try {
        return { url: await provider.customerPortalUrl(customer, `${config.publicUrl}/app/settings`) };
      } catch (err) {
        throw providerFailure(err);
      }
    },

    async transactions(user: UserRow): Promise<Transaction[]> {
      const rows = await findEntryFeeTransactions(db, user.id);
      return rows.map((row) => ({
        id: row.registrationId,
        type: 'USER_ENTRY_FEE',
        status: row.paymentStatus === 'PAID' ? 'COMPLETED' : 'PENDING',
        amount: major(row.feeCents),
        currency: row.currency,
        createdAt: row.createdAt.toISOString(),
        entityId: row.registrationId,
        entity: { tournament: { name: row.tournamentName }, team: { name: row.teamName } },
      }));
    },

    /** The cards per currency held (no conversion); the top level is `currency`'s, as the spec's clients read it. */
    async summary(user: UserRow, currency: string): Promise<BillingSummary> {
      const [ledger, profits, transactions] = await Promise.all([
        ledgerSumsByCurrency(db, user.id),
        ledgerSumsByCurrency(db, user.id, [LEDGER.prize, LEDGER.entryFee, LEDGER.refund]),
        this.transactions(user),
      ]);
      return billingSummaryOf({ requested: currency, balances: ledger, profits, transactions, now: now() });
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
