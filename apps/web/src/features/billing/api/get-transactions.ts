import { paymentEndpoints } from '@clutch/contract/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http.ts';
import { billingKey } from '../lib/billing.ts';

/** GET /users/:id/transactions/tournament-registrations : the user's entry fees, newest first. */
export const getTransactions = (userId: string, signal?: AbortSignal) =>
  callEndpoint(paymentEndpoints.transactions, { params: { id: userId }, signal });

export const transactionsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...billingKey, 'transactions', userId],
    queryFn: ({ signal }) => getTransactions(userId, signal),
  });

export const useTransactions = (userId: string) => useQuery(transactionsQueryOptions(userId));
