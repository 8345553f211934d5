import { paymentEndpoints } from '@clutch/contract/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http.ts';
import { billingKey } from '../lib/billing.ts';
import { paymentQueryOptions } from './get-payment.ts';

/** POST /payments/:id/cancel : the payer left the checkout; the provider expires it and a solo place is released. */
export const cancelCheckout = (paymentId: string) =>
  callEndpoint(paymentEndpoints.cancel, { params: { id: paymentId } });

/** On success the payment, billing, the user's teams and tickets and the tournament's registrations refresh. */
export function useCancelCheckout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelCheckout,
    onSuccess: async ({ payment }) => {
      client.setQueryData(paymentQueryOptions(payment.id).queryKey, payment);
      await Promise.all([
        client.invalidateQueries({ queryKey: billingKey }),
        client.invalidateQueries({ queryKey: ['teams'] }),
        client.invalidateQueries({ queryKey: ['tickets'] }),
        payment.tournamentId ? client.invalidateQueries({ queryKey: ['tournaments', payment.tournamentId] }) : undefined,
      ]);
    },
  });
}
