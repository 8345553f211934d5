import { paymentEndpoints } from '@clutch/contract/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http.ts';
import { billingKey } from '../lib/billing.ts';
import type { MoneyInput } from './add-money.ts';
import { balanceQueryKey } from './get-balance.ts';

/** POST /billing/withdrawals : debits the balance and pays out (409 INSUFFICIENT_FUNDS above the balance). */
export const withdraw = (input: MoneyInput) =>
  callEndpoint(paymentEndpoints.withdraw, { body: input });

/** On success the answer's balance replaces the cached one and the cards refresh. */
export function useWithdraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdraw,
    onSuccess: async ({ balance }) => {
      queryClient.setQueryData(balanceQueryKey(balance.currency), balance);
      await queryClient.invalidateQueries({ queryKey: billingKey, predicate: (q) => q.queryKey[1] !== 'balance' });
    },
  });
}
