import type { ReadCache } from '../../platform/read-cache/read-cache.ts';
import type { PaymentStatus } from '@clutch/contract/payments';
import type { DatabaseHandle, Executor } from '../../db/client.ts';
import { runInTransaction } from '../../db/transaction.ts';
import { effectOf, reportOf } from '../../domain/payment-events.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { WebhookSignatureError, type PaymentProvider, type ProviderEvent } from '../../platform/payments/payment-provider.ts';
import { withLockedTournament } from '../tournaments/tournament-lock.service.ts';
import type { PaymentEffects } from './payment-effects.ts';
import { findPayment, findPaymentByProviderId, lockPayment, recordEvent } from './payments.repository.ts';

interface Deps {
  db: DatabaseHandle['db'];
  provider: PaymentProvider;
  effects: PaymentEffects;
  readCache: ReadCache;
}

const str = (v: unknown) => (typeof v === 'string' && v ? v : null);

/**
 * Provider events (ADR 004): verified, then applied once. Every event id is recorded in `payment_events` in the
 * same transaction as its effect, so a redelivered event has none; the effect is decided from the locked
 * payment's status (domain/payment-events.ts), so events in any order end in the same state.
 */
export function createWebhooksService({ db, provider, effects, readCache }: Deps) {
  /** The event's payment, locked after its tournament (the effect reaches the registration); null when not ours to change. */
  async function lockTarget(tx: Executor, providerName: string, o: Record<string, unknown>) {
    const paymentId = str((o.metadata as Record<string, unknown> | undefined)?.paymentId) ?? str(o.client_reference_id);
    const intent = str(o.payment_intent);
    const found =
      (paymentId && /^[0-9a-f-]{36}$/i.test(paymentId) ? await findPayment(tx, paymentId) : null) ??
      (intent ? await findPaymentByProviderId(tx, providerName, intent) : null);
    if (!found) return null;
    // Its tournament's lock before the payment's row (DESIGN.md §5.12).
    if (found.tournamentId) await withLockedTournament(tx, found.tournamentId, { readCache });
    const payment = await lockPayment(tx, found.id);
    return payment && payment.provider === providerName && payment.kind !== 'REFUND' ? payment : null;
  }

  async function applyEvent(tx: Executor, providerName: string, event: ProviderEvent) {
    const o = event.data.object;
    const report = reportOf(event.type, o);
    if (!report) return;
    const payment = await lockTarget(tx, providerName, o);
    if (!payment) return;
    const refundId = () => {
      const refunds = (o.refunds as { data?: Array<{ id?: unknown }> } | undefined)?.data ?? [];
      return str(refunds[0]?.id) ?? `refund_of_${str(o.id) ?? payment.id}`;
    };
    switch (effectOf(report, payment.status as PaymentStatus)) {
      case 'COMPLETE':
        return effects.complete(tx, payment, str(o.payment_intent));
      case 'COMPLETE_THEN_REFUND':
        return effects.complete(tx, payment, str(o.payment_intent), refundId());
      case 'REFUND':
        return effects.refund(tx, payment, refundId());
      case 'CANCEL':
        return effects.cancel(tx, payment);
      case 'FAIL':
        return effects.fail(tx, payment);
      case 'ALREADY_APPLIED':
      case 'SUPERSEDED':
        return;
    }
  }

  return {
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
  };
}
