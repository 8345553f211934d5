import type { ReadCache } from '../../platform/read-cache/read-cache.ts';
import type { Config } from '../../config.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import type { PaymentProvider } from '../../platform/payments/payment-provider.ts';
import type { Realtime } from '../../platform/realtime/realtime.ts';
import { createCheckoutService } from './checkout.service.ts';
import { createPaymentEffects } from './payment-effects.ts';
import { createRefundsService } from './refunds.service.ts';
import { createWalletService } from './wallet.service.ts';
import { createWebhooksService } from './webhooks.service.ts';

interface Deps {
  db: DatabaseHandle['db'];
  config: Config;
  now: () => Date;
  paymentProvider: PaymentProvider;
  /** For the live push of the notifications a payment writes, and their e-mail and push. */
  realtime: Realtime;
  jobs: Jobs;
  /** A payment that moves a registration changes its tournament's cached reads (the lock invalidates them). */
  readCache: ReadCache;
}

/**
 * Payments (DESIGN.md §4.6, ADR 004), the module's face: checkouts, provider events, the wallet and refunds, each
 * its own service over one repository, sharing the effects that change a locked payment. The app context holds
 * it, so other modules reach `refundTournament` and app.ts `refundRegistration` without knowing the split.
 */
export function createPaymentsService({ db, config, now, paymentProvider: provider, realtime, jobs, readCache }: Deps) {
  const effects = createPaymentEffects({ provider, now, notices: { db, realtime, now, jobs } });
  return {
    ...createCheckoutService({ db, config, now, provider, effects, readCache }),
    ...createWebhooksService({ db, provider, effects, readCache }),
    ...createWalletService({ db, config, now, provider }),
    ...createRefundsService({ db, effects, readCache }),
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
