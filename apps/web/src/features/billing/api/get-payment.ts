import { type Payment, paymentEndpoints } from '@clutch/contract/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http.ts';

/** The return page asks this many times, this far apart, before saying the payment is still processing. */
export const PAYMENT_POLL_ATTEMPTS = 5;
export const PAYMENT_POLL_MS = 2000;

/** GET /payments/:id : one of my payments, polled on the return from the checkout. */
export const getPayment = (id: string, signal?: AbortSignal) => callEndpoint(paymentEndpoints.detail, { params: { id }, signal });

export const paymentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['payments', id],
    queryFn: ({ signal }) => getPayment(id, signal),
    staleTime: 0,
    refetchInterval: (query) =>
      (query.state.data as Payment | undefined)?.status === 'PENDING' && query.state.dataUpdateCount < PAYMENT_POLL_ATTEMPTS
        ? PAYMENT_POLL_MS
        : false,
  });

export const usePayment = (id: string) => useQuery(paymentQueryOptions(id));
