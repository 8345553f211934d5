/** Leaving the app for a provider's hosted page, behind an object so tests can watch it. */
export const browserNavigation = {
  assign(url: string) {
    window.location.assign(url);
  },
};

/** 'sandbox' → 'Sandbox', 'stripe' → 'Stripe'. */
export const providerLabel = (provider: string) => (provider ? provider[0]!.toUpperCase() + provider.slice(1) : 'the payment provider');
