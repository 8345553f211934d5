import type { Config } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createSandboxProvider, type SandboxProvider } from './sandbox/sandbox-provider.ts';
import { loadSandboxSecret } from './sandbox/sandbox-secret.ts';
import { createStripeProvider } from './stripe/stripe-provider.ts';

/** Stripe when STRIPE_SECRET_KEY is set (its webhook secret is then required), else the sandbox. */
export function createPaymentProvider(config: Config, db: Executor, now: () => Date): PaymentProvider {
  const { secretKey, webhookSecret, apiUrl } = config.stripe;
  if (secretKey) {
    if (!webhookSecret) throw new Error('STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY');
    return createStripeProvider({ secretKey, webhookSecret, apiUrl, now });
  }
  const secret = loadSandboxSecret(config.dataDir, config.sandboxWebhookSecret);
  return createSandboxProvider({ db, publicUrl: config.publicUrl, secret, now });
}

export function isSandbox(provider: PaymentProvider): provider is SandboxProvider {
  return provider.name === 'sandbox';
}
