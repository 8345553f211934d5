/** Spec §9: the balance's default currency. The summary and both money dialogs use it. */
export const BILLING_CURRENCY = 'USD';

/** Every billing query sits under this key, so one invalidation refreshes the cards and lists. */
export const billingKey = ['billing'] as const;

/** Leaves the app for the provider's hosted page; a module of its own so tests can stand in for it. */
export function redirectTo(url: string) {
  window.location.assign(url);
}
