import type { ReadCache } from '../../platform/read-cache/read-cache.ts';
import type { CheckoutCancellation, CheckoutMode, CheckoutResponse, PaymentStatus } from '@clutch/contract/payments';
import type { Config } from '../../config.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { runInTransaction } from '../../db/transaction.ts';
import { effectOf } from '../../domain/payment-events.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import type { PaymentProvider } from '../../platform/payments/payment-provider.ts';
import { registrationHoldsPlace } from '../registrations/registration-payments.service.ts';
import { withLockedTournament } from '../tournaments/tournament-lock.service.ts';
import type { PaymentEffects } from './payment-effects.ts';
import { toPaymentView } from './payment-view.ts';
import { findOwnRegistrationId, findPayableRegistration, findPayment, insertPayment, lockPayment, updatePayment } from './payments.repository.ts';
import { ensureCustomer } from './provider-customer.ts';
import { isProviderUnavailable, providerFailure, providerUnavailable } from './provider-errors.ts';

interface Deps {
  db: DatabaseHandle['db'];
  config: Config;
  now: () => Date;
  provider: PaymentProvider;
  effects: PaymentEffects;
  readCache: ReadCache;
}

/**
 * Checkouts (DESIGN.md §4.6): an entry fee (paid once by the team's captain, ADR 003) or Add Money, started with
 * the provider, polled by the return page, and left through the checkout's cancel return. The provider's events
 * finish them (webhooks.service.ts).
 */
export function createCheckoutService({ db, config, now, provider, effects, readCache }: Deps) {
  const returnUrl = (paymentId: string, outcome: 'success' | 'cancelled') =>
    `${config.publicUrl}/app/billing?payment=${paymentId}&checkout=${outcome}`;

  async function startCheckout(
    user: UserRow,
    input: { kind: 'ENTRY_FEE' | 'DEPOSIT'; amountCents: number; currency: string; description: string; mode: CheckoutMode; registrationId?: string; tournamentId?: string },
  ): Promise<CheckoutResponse> {
    const customer = await ensureCustomer(db, provider, user);
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

  /** The registration whose fee the user may pay now, or why not. */
  async function payableRegistration(user: UserRow, registrationId: string, tournamentId?: string) {
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

  async function payRegistration(user: UserRow, registrationId: string, opts: { tournamentId?: string; mode: CheckoutMode }) {
    const registration = await payableRegistration(user, registrationId, opts.tournamentId);
    return startCheckout(user, {
      kind: 'ENTRY_FEE',
      amountCents: registration.feeCents,
      currency: registration.currency,
      description: `Entry fee · ${registration.tournament.name} · ${registration.teamName}`,
      mode: opts.mode,
      registrationId: registration.id,
      tournamentId: registration.tournament.id,
    });
  }

  async function ownPayment(user: UserRow, id: string) {
    const payment = await findPayment(db, id);
    if (!payment) throw notFound('Payment not found.', 'PAYMENT_NOT_FOUND');
    if (payment.userId !== user.id) throw forbidden('This payment is not yours.', 'NOT_OWNER');
    return payment;
  }

  return {
    payRegistration,

    async paySolo(user: UserRow, tournamentId: string, mode: CheckoutMode) {
      const registrationId = await findOwnRegistrationId(db, tournamentId, user.id);
      if (!registrationId) throw notFound('You are not registered for this tournament.', 'REGISTRATION_NOT_FOUND');
      return payRegistration(user, registrationId, { tournamentId, mode });
    },

    async deposit(user: UserRow, amountCents: number, currency: string, mode: CheckoutMode) {
      return startCheckout(user, { kind: 'DEPOSIT', amountCents, currency, description: 'Add money to your Clutch balance', mode });
    },

    async get(user: UserRow, id: string) {
      return toPaymentView(await ownPayment(user, id));
    },

    /**
     * The payer left the checkout (its cancel return): the provider expires the session, which reports
     * `checkout.session.expired`; the same effect is applied here too, so the answer is final even before a
     * provider's asynchronous webhook arrives (whichever comes second finds the payment CANCELLED and does nothing).
     */
    async cancelCheckout(user: UserRow, id: string): Promise<CheckoutCancellation> {
      const payment = await ownPayment(user, id);
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
          if (payment.tournamentId) await withLockedTournament(tx, payment.tournamentId, { readCache });
          const locked = await lockPayment(tx, id);
          if (locked && effectOf('CHECKOUT_ENDED', locked.status as PaymentStatus) === 'CANCEL') await effects.cancel(tx, locked);
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
  };
}
