import { paymentEndpoints } from '@clutch/contract/payments';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http.ts';

/** GET /billing/portal : a one-time link to the payment provider's customer portal. Asked on click, never cached. */
export const getBillingPortal = () => callEndpoint(paymentEndpoints.portal);

export const useBillingPortal = () => useMutation({ mutationFn: getBillingPortal });

/** Leaves the app for the portal; a module function so tests can stand in for it. */
export function openExternal(url: string) {
  window.location.assign(url);
}
