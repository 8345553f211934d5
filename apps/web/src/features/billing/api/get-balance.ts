import { paymentEndpoints } from '@clutch/contract/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http.ts';
import { billingKey } from '../lib/billing.ts';

/** Spec §9: the balance is cached 60 s (the server caches it as long). */
export const BALANCE_STALE_MS = 60_000;

/** GET /stripe/accounts/me/balance?currency= : the available funds, read from the nested `data` (spec §7). */
export const getBalance = async (currency: string, signal?: AbortSignal) =>
  (await callEndpoint(paymentEndpoints.balance, { params: { customerId: 'me' }, query: { currency }, signal })).data;

export const balanceQueryKey = (currency: string) => [...billingKey, 'balance', currency] as const;

export const balanceQueryOptions = (currency: string) =>
  queryOptions({
    queryKey: balanceQueryKey(currency),
    queryFn: ({ signal }) => getBalance(currency, signal),
    staleTime: BALANCE_STALE_MS,
  });

export const useBalance = (currency: string) => useQuery(balanceQueryOptions(currency));
