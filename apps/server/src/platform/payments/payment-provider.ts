import type { CheckoutMode } from '@clutch/contract/payments';

export type PaymentProviderName = 'sandbox' | 'stripe';

export interface CheckoutRequest {
  /** Our payments row; the provider carries it back in the event's metadata. */
  paymentId: string;
  amountCents: number;
  currency: string;
  description: string;
  /** From `ensureCustomer`. */
  customer: string;
  successUrl: string;
  cancelUrl: string;
  mode: CheckoutMode;
}

export interface CheckoutSession {
  sessionId: string;
  url?: string;
  clientSecret?: string;
}

/** How a checkout session ended up when asked to expire: expired now (or before), or already paid. */
export type CheckoutExpiry = 'expired' | 'complete';

/** A verified provider event, reduced to what our handler reads. */
export interface ProviderEvent {
  id: string;
  type: string;
  data: { object: Record<string, unknown> };
}

export interface CustomerRef {
  id: string;
  email: string;
  nickName: string;
  /** What we stored for this provider before (users.stripe_customer_id). */
  customerId: string | null;
}

/**
 * Money through a card provider (DESIGN.md §4.6). The platform balance is ours (the ledger), never the
 * provider's. Every call that moves money takes an idempotency key so a retried call has one effect.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Returns the customer id to store in users.stripe_customer_id; the stored one when it is this provider's. */
  ensureCustomer(user: CustomerRef): Promise<string>;
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /**
   * Closes an open checkout session so it can no longer be paid; the provider then reports
   * `checkout.session.expired` to our webhook. Asking again answers 'expired' with no second effect; a session
   * the payer already paid answers 'complete'.
   */
  expireCheckout(sessionId: string): Promise<CheckoutExpiry>;
  /** Refunds (part of) a completed payment; `idempotencyKey` makes a retry return the same refund. */
  refund(providerPaymentId: string, amountCents: number, idempotencyKey: string): Promise<{ refundId: string }>;
  /** Sends money to the user; throws PaymentProviderError when the provider refuses. */
  payout(user: CustomerRef, amountCents: number, currency: string, idempotencyKey: string): Promise<{ payoutId: string }>;
  customerPortalUrl(customerId: string, returnUrl: string): Promise<string>;
  /** Checks the signature (300 s tolerance) and parses the event; throws WebhookSignatureError. */
  verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined): ProviderEvent;
}

export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

/** PaymentProviderError's code when the provider timed out or was unreachable (nothing we sent was refused). */
export const PROVIDER_UNAVAILABLE = 'PROVIDER_UNAVAILABLE';

export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

/** Stripe's webhook tolerance; also the sandbox's. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
