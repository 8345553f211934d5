import Stripe from 'stripe';
import type { CheckoutExpiry, CheckoutRequest, CheckoutSession, CustomerRef, PaymentProvider, ProviderEvent } from '../payment-provider.ts';
import { PaymentProviderError, PROVIDER_UNAVAILABLE, WEBHOOK_TOLERANCE_SECONDS, WebhookSignatureError } from '../payment-provider.ts';
import { parseEvent } from '../sandbox/sandbox-provider.ts';

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string;
  /** STRIPE_API_URL: another host for the API (tests run a local fake on 127.0.0.1). */
  apiUrl?: string;
  now: () => Date;
  /** Per attempt; the defaults are STRIPE_NETWORK. */
  timeoutMs?: number;
  maxNetworkRetries?: number;
}

/**
 * A slow or unreachable Stripe costs a user at most about (retries + 1) × timeout plus the SDK's short backoff
 * (0.5 s, 1 s). Retries are safe: every POST carries our idempotency key, which the SDK resends unchanged.
 */
export const STRIPE_NETWORK = { timeoutMs: 8_000, maxNetworkRetries: 2 };

export function stripeClient(opts: { secretKey: string; apiUrl?: string; timeoutMs?: number; maxNetworkRetries?: number }) {
  const api = opts.apiUrl ? new URL(opts.apiUrl) : undefined;
  return new Stripe(opts.secretKey, {
    maxNetworkRetries: opts.maxNetworkRetries ?? STRIPE_NETWORK.maxNetworkRetries,
    timeout: opts.timeoutMs ?? STRIPE_NETWORK.timeoutMs,
    telemetry: false,
    ...(api
      ? { host: api.hostname, port: api.port || (api.protocol === 'http:' ? 80 : 443), protocol: api.protocol === 'http:' ? 'http' : 'https' }
      : {}),
  });
}

/**
 * Stripe through its official SDK. Customers are created once and stored on the user; checkouts carry our
 * payment id in the session's and the payment intent's metadata, so both checkout and charge events find it.
 * Withdrawals need Stripe Connect accounts, which Clutch does not onboard: payout refuses with a clear error.
 */
export function createStripeProvider(opts: StripeOptions): PaymentProvider {
  const stripe = stripeClient(opts);
  const fail = (err: unknown, code: string): never => {
    const message = err instanceof Error ? err.message : String(err);
    // Timed out, refused or Stripe's own outage, after the SDK's retries: not the request's fault.
    const away = err instanceof Stripe.errors.StripeConnectionError || (err instanceof Stripe.errors.StripeError && (err.statusCode ?? 0) >= 500);
    throw new PaymentProviderError(message, away ? PROVIDER_UNAVAILABLE : code);
  };

  return {
    name: 'stripe',

    async ensureCustomer(user: CustomerRef) {
      if (user.customerId?.startsWith('cus_')) return user.customerId;
      const customer = await stripe.customers
        .create({ email: user.email, name: user.nickName, metadata: { userId: user.id } }, { idempotencyKey: `customer-${user.id}` })
        .catch((err: unknown) => fail(err, 'PROVIDER_CUSTOMER_FAILED'));
      return customer.id;
    },

    async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
      const embedded = request.mode === 'embedded';
      const session = await stripe.checkout.sessions
        .create(
          {
            mode: 'payment',
            customer: request.customer,
            client_reference_id: request.paymentId,
            metadata: { paymentId: request.paymentId },
            payment_intent_data: { metadata: { paymentId: request.paymentId } },
            line_items: [
              {
                quantity: 1,
                price_data: { currency: request.currency.toLowerCase(), unit_amount: request.amountCents, product_data: { name: request.description } },
              },
            ],
            ...(embedded
              ? { ui_mode: 'embedded_page' as const, return_url: request.successUrl }
              : { success_url: request.successUrl, cancel_url: request.cancelUrl }),
          },
          { idempotencyKey: `checkout-${request.paymentId}` },
        )
        .catch((err: unknown) => fail(err, 'PROVIDER_CHECKOUT_FAILED'));
      return { sessionId: session.id, url: session.url ?? undefined, clientSecret: session.client_secret ?? undefined };
    },

    async expireCheckout(sessionId): Promise<CheckoutExpiry> {
      try {
        const session = await stripe.checkout.sessions.expire(sessionId, {}, { idempotencyKey: `expire-${sessionId}` });
        return session.status === 'complete' ? 'complete' : 'expired';
      } catch (err) {
        // Stripe expires only open sessions; one already expired or paid is refused, and its status says which.
        if (!(err instanceof Stripe.errors.StripeInvalidRequestError)) return fail(err, 'PROVIDER_EXPIRE_FAILED');
        const session = await stripe.checkout.sessions.retrieve(sessionId).catch((e: unknown) => fail(e, 'PROVIDER_EXPIRE_FAILED'));
        if (session.status === 'expired') return 'expired';
        if (session.status === 'complete') return 'complete';
        return fail(err, 'PROVIDER_EXPIRE_FAILED');
      }
    },

    async refund(providerPaymentId, amountCents, idempotencyKey) {
      const refund = await stripe.refunds
        .create({ payment_intent: providerPaymentId, amount: amountCents }, { idempotencyKey })
        .catch((err: unknown) => fail(err, 'PROVIDER_REFUND_FAILED'));
      return { refundId: refund.id };
    },

    async payout() {
      throw new PaymentProviderError('Withdrawals are not available with Stripe on this platform yet (they need Stripe Connect accounts).', 'PAYOUTS_UNAVAILABLE');
    },

    async customerPortalUrl(customerId, returnUrl) {
      const session = await stripe.billingPortal.sessions
        .create({ customer: customerId, return_url: returnUrl })
        .catch((err: unknown) => fail(err, 'PROVIDER_PORTAL_FAILED'));
      return session.url;
    },

    verifyWebhook(rawBody, signatureHeader): ProviderEvent {
      if (!signatureHeader) throw new WebhookSignatureError('No signature header.');
      let event: unknown;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signatureHeader,
          opts.webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
          undefined,
          opts.now().getTime(),
        );
      } catch (err) {
        throw new WebhookSignatureError(err instanceof Error ? err.message : 'Invalid signature.');
      }
      return parseEvent(event);
    },
  };
}
