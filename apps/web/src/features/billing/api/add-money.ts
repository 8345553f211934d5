import { paymentEndpoints } from '@clutch/contract/payments';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http.ts';

export interface MoneyInput {
  amount: number;
  currency: string;
}

/** POST /billing/deposits : starts a hosted checkout that credits the balance once paid. */
export const addMoney = (input: MoneyInput) =>
  callEndpoint(paymentEndpoints.deposit, { body: { ...input, mode: 'hosted' } });

export const useAddMoney = () => useMutation({ mutationFn: addMoney });
