import type { Payment } from '@clutch/contract/payments';
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, CircleX, Clock, RotateCw, X } from 'lucide-react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { formatMoney } from '@/lib/format.ts';
import { PAYMENT_POLL_ATTEMPTS, paymentQueryOptions, usePayment } from '../api/get-payment.ts';
import { billingKey } from '../lib/billing.ts';

const whatWasPaid = (p: Payment) =>
  p.kind === 'DEPOSIT' ? `${formatMoney(p.amount, p.currency)} was added to your balance.` : `${formatMoney(p.amount, p.currency)} entry fee paid.`;

function Outcome({ payment, cancelled }: { payment: Payment; cancelled: boolean }) {
  if (payment.status === 'COMPLETED')
    return (
      <>
        <CircleCheck aria-hidden />
        <div className="flex flex-col gap-1">
          <AlertTitle>Payment received</AlertTitle>
          <AlertDescription>{whatWasPaid(payment)}</AlertDescription>
        </div>
      </>
    );
  if (payment.status === 'CANCELLED' || cancelled)
    return (
      <>
        <CircleX aria-hidden />
        <div className="flex flex-col gap-1">
          <AlertTitle>Payment cancelled</AlertTitle>
          <AlertDescription>No money was taken. You can try again whenever you like.</AlertDescription>
        </div>
      </>
    );
  return (
    <>
      <CircleX aria-hidden />
      <div className="flex flex-col gap-1">
        <AlertTitle>Error processing payment</AlertTitle>
        <AlertDescription>{payment.failureReason ?? 'Please try again.'}</AlertDescription>
      </div>
    </>
  );
}

/** The return from the hosted checkout (`?payment=&checkout=`): polls the payment a few times and says how it ended. */
export function CheckoutReturn({ paymentId, outcome }: { paymentId: string; outcome: string | null }) {
  const [, setSearchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const query = usePayment(paymentId);
  const status = query.data?.status;
  const cancelled = outcome === 'cancelled';

  useEffect(() => {
    // The balance, summary and lists change once the provider confirms.
    if (status === 'COMPLETED') void queryClient.invalidateQueries({ queryKey: billingKey });
  }, [status, queryClient]);

  const dismiss = () => setSearchParams({}, { replace: true });
  const dismissButton = (
    <Button variant="ghost" size="icon" className="ml-auto size-8 shrink-0" onClick={dismiss} aria-label="Dismiss">
      <X aria-hidden />
    </Button>
  );

  if (query.isError)
    return (
      <Alert variant="destructive">
        <CircleX aria-hidden />
        <div className="flex flex-col gap-1">
          <AlertTitle>Error processing payment</AlertTitle>
          <AlertDescription>We couldn’t check this payment. Look at your balance below or try again later.</AlertDescription>
        </div>
        {dismissButton}
      </Alert>
    );

  if (!query.data || (status === 'PENDING' && !cancelled)) {
    // Polling stops after PAYMENT_POLL_ATTEMPTS answers; until then (or while asking again) we are still checking.
    const answers = queryClient.getQueryState(paymentQueryOptions(paymentId).queryKey)?.dataUpdateCount ?? 0;
    const waiting = query.isFetching || answers < PAYMENT_POLL_ATTEMPTS;
    return (
      <Alert role="status" variant="default">
        {waiting ? <Spinner className="mt-0.5 size-4" /> : <Clock aria-hidden />}
        <div className="flex flex-col gap-2">
          <AlertTitle>{waiting ? 'Checking your payment…' : 'Payment still processing'}</AlertTitle>
          <AlertDescription>
            {waiting
              ? 'Hold on while we confirm it with the payment provider.'
              : 'The provider hasn’t confirmed it yet. It can take a minute; your balance updates once it does.'}
          </AlertDescription>
          {!waiting && (
            <Button variant="outline" size="sm" className="w-fit" onClick={() => void query.refetch()}>
              <RotateCw aria-hidden />
              Check again
            </Button>
          )}
        </div>
        {dismissButton}
      </Alert>
    );
  }

  const done = query.data.status === 'COMPLETED';
  return (
    <Alert variant={done ? 'success' : 'destructive'} role={done ? 'status' : 'alert'}>
      <Outcome payment={query.data} cancelled={cancelled} />
      {dismissButton}
    </Alert>
  );
}
