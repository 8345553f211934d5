import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { sandboxCheckoutSessions } from '../../../db/schema/index.ts';
import type { CheckoutExpiry, CheckoutRequest, CheckoutSession, CustomerRef, PaymentProvider, ProviderEvent } from '../payment-provider.ts';
import { PaymentProviderError, WebhookSignatureError } from '../payment-provider.ts';
import { signPayload, verifySignature } from '../webhook-signature.ts';

export const SANDBOX_CHECKOUT_PATH = '/payments/sandbox/checkout';
export const SANDBOX_PORTAL_PATH = '/payments/sandbox/portal';
export const SANDBOX_WEBHOOK_PATH = '/api/v1/payments/sandbox/webhook';
const PORTAL_TTL_SECONDS = 15 * 60;

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
/** Same key, same id: a retried refund or payout is the same one, as with Stripe's idempotency keys. */
const idFromKey = (prefix: string, key: string) => `${prefix}_${createHash('sha256').update(key).digest('hex').slice(0, 24)}`;

/** Posts a serialized, signed event to our webhook route; throws when the route does not take it. */
export type SandboxWebhookDelivery = (payload: string, signature: string) => Promise<void>;

type SandboxSession = typeof sandboxCheckoutSessions.$inferSelect;

export interface SandboxProvider extends PaymentProvider {
  readonly name: 'sandbox';
  /** Signs a serialized event like Stripe does (`t=…,v1=…`). */
  sign(payload: string): string;
  /** The checkout routes plugin says how events reach the webhook route (through the HTTP stack, like Stripe's). */
  connectWebhook(deliver: SandboxWebhookDelivery): void;
  /** Signs and delivers a Stripe-shaped event about a session; throws when the webhook refuses it. */
  deliverSessionEvent(type: string, session: SandboxSession, object: Record<string, unknown>, eventId?: string): Promise<void>;
  /** What a signed portal token names, or null when forged or expired. */
  readPortalToken(token: string): { customerId: string; returnUrl: string } | null;
}

/**
 * The built-in provider (DESIGN.md §4.6): checkout sessions in our database, a hosted checkout page served by
 * the app (sandbox-checkout.routes.ts), events signed like Stripe's and delivered to our own webhook route.
 * Refunds and payouts always succeed; test cards decide the checkout.
 */
export function createSandboxProvider(opts: { db: Executor; publicUrl: string; secret: string; now: () => Date }): SandboxProvider {
  const { db, publicUrl, secret, now } = opts;
  const seconds = () => Math.floor(now().getTime() / 1000);
  const portalMac = (payload: string) => createHmac('sha256', secret).update(`portal.${payload}`).digest('base64url');
  let deliver: SandboxWebhookDelivery | null = null;

  async function deliverSessionEvent(type: string, session: SandboxSession, object: Record<string, unknown>, eventId = id('evt_sbx')) {
    if (!deliver) throw new Error('sandbox payments: no webhook delivery connected (register sandboxCheckoutRoutes)');
    const event = {
      id: eventId,
      object: 'event',
      type,
      created: seconds(),
      livemode: false,
      data: {
        object: {
          id: session.id,
          object: 'checkout.session',
          amount_total: session.amountCents,
          currency: session.currency.toLowerCase(),
          customer: session.customerId,
          client_reference_id: session.paymentId,
          metadata: { paymentId: session.paymentId },
          ...object,
        },
      },
    };
    const payload = JSON.stringify(event);
    await deliver(payload, signPayload(payload, secret, seconds()));
  }

  return {
    name: 'sandbox',

    connectWebhook(delivery) {
      deliver = delivery;
    },

    deliverSessionEvent,

    async ensureCustomer(user: CustomerRef) {
      return user.customerId?.startsWith('sbx_cus_') ? user.customerId : `sbx_cus_${user.id.replaceAll('-', '')}`;
    },

    async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
      const sessionId = id('cs_sbx');
      const clientSecret = `${sessionId}_secret_${randomBytes(12).toString('hex')}`;
      await db.insert(sandboxCheckoutSessions).values({
        id: sessionId,
        paymentId: request.paymentId,
        customerId: request.customer,
        amountCents: request.amountCents,
        currency: request.currency,
        description: request.description,
        successUrl: request.successUrl,
        cancelUrl: request.cancelUrl,
        mode: request.mode,
        clientSecret,
      });
      // The sandbox has no embeddable form: embedded clients get the page's URL too and redirect to it.
      return { sessionId, url: `${publicUrl}${SANDBOX_CHECKOUT_PATH}/${sessionId}`, clientSecret: request.mode === 'embedded' ? clientSecret : undefined };
    },

    async expireCheckout(sessionId): Promise<CheckoutExpiry> {
      const [claimed] = await db
        .update(sandboxCheckoutSessions)
        .set({ status: 'EXPIRED' })
        .where(and(eq(sandboxCheckoutSessions.id, sessionId), eq(sandboxCheckoutSessions.status, 'OPEN')))
        .returning();
      const session = claimed ?? (await db.select().from(sandboxCheckoutSessions).where(eq(sandboxCheckoutSessions.id, sessionId)))[0];
      if (!session) throw new PaymentProviderError(`No such checkout session: ${sessionId}`, 'PROVIDER_SESSION_NOT_FOUND');
      if (session.status === 'COMPLETE') return 'complete';
      // One event id per session: asking again redelivers the same event, which the webhook records as a duplicate.
      await deliverSessionEvent('checkout.session.expired', session, { status: 'expired', payment_status: 'unpaid' }, idFromKey('evt_sbx', `expired-${session.id}`));
      return 'expired';
    },

    async refund(providerPaymentId, _amountCents, idempotencyKey) {
      if (!providerPaymentId.startsWith('pi_sbx_')) throw new Error(`not a sandbox payment: ${providerPaymentId}`);
      return { refundId: idFromKey('re_sbx', idempotencyKey) };
    },

    async payout(_user, _amountCents, _currency, idempotencyKey) {
      return { payoutId: idFromKey('po_sbx', idempotencyKey) };
    },

    async customerPortalUrl(customerId, returnUrl) {
      const payload = Buffer.from(JSON.stringify({ c: customerId, e: seconds() + PORTAL_TTL_SECONDS, r: returnUrl })).toString('base64url');
      return `${publicUrl}${SANDBOX_PORTAL_PATH}?token=${payload}.${portalMac(payload)}`;
    },

    readPortalToken(token) {
      const [payload, mac] = token.split('.');
      if (!payload || !mac) return null;
      const expected = Buffer.from(portalMac(payload));
      const given = Buffer.from(mac);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      try {
        const data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { c?: unknown; e?: unknown; r?: unknown };
        if (typeof data.c !== 'string' || typeof data.r !== 'string' || typeof data.e !== 'number' || data.e < seconds()) return null;
        return { customerId: data.c, returnUrl: data.r };
      } catch {
        return null;
      }
    },

    sign(payload) {
      return signPayload(payload, secret, seconds());
    },

    verifyWebhook(rawBody, signatureHeader): ProviderEvent {
      verifySignature(rawBody, signatureHeader, secret, seconds());
      let event: unknown;
      try {
        event = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw new WebhookSignatureError('The body is not JSON.');
      }
      return parseEvent(event);
    },
  };
}

export function parseEvent(event: unknown): ProviderEvent {
  const e = event as { id?: unknown; type?: unknown; data?: { object?: unknown } } | null;
  if (!e || typeof e.id !== 'string' || typeof e.type !== 'string' || typeof e.data?.object !== 'object' || e.data.object === null) {
    throw new WebhookSignatureError('Not an event.');
  }
  return { id: e.id, type: e.type, data: { object: e.data.object as Record<string, unknown> } };
}
