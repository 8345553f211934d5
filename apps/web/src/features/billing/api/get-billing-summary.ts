import { paymentEndpoints } from '@clutch/contract/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http.ts';
import { billingKey } from '../lib/billing.ts';

/** GET /billing/summary?currency= : Total Balance, Total Profit, Pending Payouts and Monthly Revenue, computed on the server. */
export const getBillingSummary = (currency: string, signal?: AbortSignal) =>
  callEndpoint(paymentEndpoints.summary, { query: { currency }, signal });

export const billingSummaryQueryOptions = (currency: string) =>
  queryOptions({
    queryKey: [...billingKey, 'summary', currency],
    queryFn: ({ signal }) => getBillingSummary(currency, signal),
  });

export const useBillingSummary = (currency: string) => useQuery(billingSummaryQueryOptions(currency));
