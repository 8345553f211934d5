import type { CheckoutCancellation, Payment } from '@clutch/contract/payments';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowRight, CircleCheck, CircleX, Clock, RotateCw, X } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { paths } from '@/config/paths.ts';
import { formatMoney } from '@/lib/format.ts';
import { errorMessage, isApiError } from '@/lib/http.ts';
import { useCancelCheckout } from '../api/cancel-checkout.ts';
import { PAYMENT_POLL_ATTEMPTS, paymentQueryOptions, usePayment } from '../api/get-payment.ts';
import { billingKey } from '../lib/billing.ts';

export const PLACE_RELEASED = 'Your place in the tournament was released. You can join again whenever you like.';
export const PLACE_KEPT = 'Your place is still held until its hold ends: you can pay the entry fee from the tournament page.';

const whatWasPaid = (p: Payment) =>
  p.kind === 'DEPOSIT' ? `${formatMoney(p.amount, p.currency)} was added to your balance.` : `${formatMoney(p.amount, p.currency)} entry fee paid.`;

function DismissButton() {
  const [, setSearchParams] = useSearchParams();
  return (
    <Button variant="ghost" size="icon" className="ml-auto size-8 shrink-0" onClick={() => setSearchParams({}, { replace: true })} aria-label="Dismiss">
      <X aria-hidden />
    </Button>
  );
}

function TournamentLink({ tournamentId }: { tournamentId: string | null }) {
  if (!tournamentId) return null;
  return (
    <Button asChild variant="outline" size="sm" className="w-fit">
      <Link to={paths.app.tournament(tournamentId)}>
        Back to the tournament
        <ArrowRight aria-hidden />
      </Link>
    </Button>
  );
}

function ReturnAlert({ variant, role, icon, title, children }: { variant: 'default' | 'success' | 'destructive'; role: 'status' | 'alert'; icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Alert variant={variant} role={role}>
      {icon}
      <div className="flex min-w-0 flex-col gap-2">
        <AlertTitle>{title}</AlertTitle>
        {children}
      </div>
      <DismissButton />
    </Alert>
  );
}

function Cancelled({ result }: { result: CheckoutCancellation }) {
  const { payment, placeReleased } = result;
  const entryFee = payment.kind === 'ENTRY_FEE';
  return (
    <ReturnAlert variant="default" role="status" icon={<CircleX aria-hidden />} title="Payment cancelled">
      <AlertDescription className="flex flex-col gap-1">
        <p>No money was taken.</p>
        <p>{placeReleased ? PLACE_RELEASED : entryFee ? PLACE_KEPT : 'You can try again whenever you like.'}</p>
      </AlertDescription>
      {entryFee && <TournamentLink tournamentId={payment.tournamentId} />}
    </ReturnAlert>
  );
}

/**
 * The cancel return (`?checkout=cancelled`): tells the server once, which expires the checkout at the provider
 * and releases an unpaid solo place. A payment that went through meanwhile (409) is shown as the polled outcome.
 */
function CancelledCheckoutReturn({ paymentId }: { paymentId: string }) {
  const cancel = useCancelCheckout();
  const asked = useRef(false);
  const { mutate } = cancel;

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    mutate(paymentId);
  }, [mutate, paymentId]);

  if (cancel.isSuccess) return <Cancelled result={cancel.data} />;
  if (cancel.isError) {
    if (isApiError(cancel.error) && cancel.error.status === 409) return <PolledCheckoutReturn paymentId={paymentId} />;
    return (
      <ReturnAlert variant="destructive" role="alert" icon={<CircleX aria-hidden />} title="Couldn’t cancel the checkout">
        <AlertDescription>
          {errorMessage(cancel.error, 'Please try again.')} No money was taken; an unpaid place is released when its hold ends.
        </AlertDescription>
        <Button variant="outline" size="sm" className="w-fit" disabled={cancel.isPending} onClick={() => mutate(paymentId)}>
          <RotateCw aria-hidden />
          Try again
        </Button>
      </ReturnAlert>
    );
  }
  return (
    <Alert role="status" variant="default">
      <Spinner className="mt-0.5 size-4" />
      <div className="flex flex-col gap-1">
        <AlertTitle>Cancelling your payment…</AlertTitle>
        <AlertDescription>Closing the checkout with the payment provider.</AlertDescription>
      </div>
    </Alert>
  );
}

/** The success return: polls the payment a few times and says how it ended. */
function PolledCheckoutReturn({ paymentId }: { paymentId: string }) {
  const queryClient = useQueryClient();
  const query = usePayment(paymentId);
  const status = query.data?.status;

  useEffect(() => {
    // The balance, summary and lists change once the provider confirms.
    if (status === 'COMPLETED') void queryClient.invalidateQueries({ queryKey: billingKey });
  }, [status, queryClient]);

  if (query.isError)
    return (
      <ReturnAlert variant="destructive" role="alert" icon={<CircleX aria-hidden />} title="Error processing payment">
        <AlertDescription>We couldn’t check this payment. Look at your balance below or try again later.</AlertDescription>
      </ReturnAlert>
    );

  if (!query.data || status === 'PENDING') {
    // Polling stops after PAYMENT_POLL_ATTEMPTS answers; until then (or while asking again) we are still checking.
    const answers = queryClient.getQueryState(paymentQueryOptions(paymentId).queryKey)?.dataUpdateCount ?? 0;
    const waiting = query.isFetching || answers < PAYMENT_POLL_ATTEMPTS;
    return (
      <ReturnAlert
        variant="default"
        role="status"
        icon={waiting ? <Spinner className="mt-0.5 size-4" /> : <Clock aria-hidden />}
        title={waiting ? 'Checking your payment…' : 'Payment still processing'}
      >
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
      </ReturnAlert>
    );
  }

  const payment = query.data;
  if (payment.status === 'COMPLETED')
    return (
      <ReturnAlert variant="success" role="status" icon={<CircleCheck aria-hidden />} title="Payment received">
        <AlertDescription>{whatWasPaid(payment)}</AlertDescription>
      </ReturnAlert>
    );
  if (payment.status === 'CANCELLED')
    return (
      <ReturnAlert variant="default" role="status" icon={<CircleX aria-hidden />} title="Payment cancelled">
        <AlertDescription>No money was taken. You can try again whenever you like.</AlertDescription>
      </ReturnAlert>
    );
  return (
    <ReturnAlert variant="destructive" role="alert" icon={<CircleX aria-hidden />} title="Error processing payment">
      <AlertDescription>{payment.failureReason ?? 'Please try again.'}</AlertDescription>
    </ReturnAlert>
  );
}

/** The return from the hosted checkout (`?payment=&checkout=success|cancelled`). */
export function CheckoutReturn({ paymentId, outcome }: { paymentId: string; outcome: string | null }) {
  return outcome === 'cancelled' ? <CancelledCheckoutReturn paymentId={paymentId} /> : <PolledCheckoutReturn paymentId={paymentId} />;
}
