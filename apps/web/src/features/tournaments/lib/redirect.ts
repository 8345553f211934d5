import type { Translate } from '@/lib/i18n/translate.ts';

/** Leaving the app for a provider's hosted page, behind an object so tests can watch it. */
export const browserNavigation = {
  assign(url: string) {
    window.location.assign(url);
  },
};

/** 'sandbox' → 'Sandbox', 'stripe' → 'Stripe'. */
export const providerLabel = (provider: string, t: Translate) =>
  provider ? provider[0]!.toUpperCase() + provider.slice(1) : t({ defaultMessage: 'the payment provider' });
