import { checkoutResponse } from '@clutch/contract/payments';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/http.ts';

export interface MoneyInput {
  amount: number;
  currency: string;
}

/** POST /billing/deposits : starts a hosted checkout that credits the balance once paid. */
export const addMoney = (input: MoneyInput) =>
  api('/billing/deposits', { method: 'POST', body: { ...input, mode: 'hosted' }, schema: checkoutResponse });

export const useAddMoney = () => useMutation({ mutationFn: addMoney });
