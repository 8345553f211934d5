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
import { defineMessage } from '@/lib/i18n/message.ts';
import type { Translate } from '@/lib/i18n/translate.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useCancelCheckout } from '../api/cancel-checkout.ts';
import { PAYMENT_POLL_ATTEMPTS, paymentQueryOptions, usePayment } from '../api/get-payment.ts';
import { billingKey } from '../lib/billing.ts';

const placeReleasedMessage = defineMessage({ defaultMessage: 'Your place in the tournament was released. You can join again whenever you like.' });
const placeKeptMessage = defineMessage({
  defaultMessage: 'Your place is still held until its hold ends: you can pay the entry fee from the tournament page.',
});
const tryAgainLater = defineMessage({ defaultMessage: 'You can try again whenever you like.' });

const whatWasPaid = (t: Translate, p: Payment) => {
  const amount = formatMoney(p.amount, p.currency);
  return p.kind === 'DEPOSIT'
    ? t({ defaultMessage: '{amount} was added to your balance.' }, { amount })
    : t({ defaultMessage: '{amount} entry fee paid.' }, { amount });
};

function DismissButton() {
  const t = useT();
  const [, setSearchParams] = useSearchParams();
  return (
    <Button
      variant="ghost"
      size="icon"
      className="ml-auto size-8 shrink-0"
      onClick={() => setSearchParams({}, { replace: true })}
      aria-label={t({ defaultMessage: 'Dismiss' })}
    >
      <X aria-hidden />
    </Button>
  );
}

function TournamentLink({ tournamentId }: { tournamentId: string | null }) {
  const t = useT();
  if (!tournamentId) return null;
  return (
    <Button asChild variant="outline" size="sm" className="w-fit">
      <Link to={paths.app.tournament(tournamentId)}>
        {t({ defaultMessage: 'Back to the tournament' })}
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
  const t = useT();
  const { payment, placeReleased } = result;
  const entryFee = payment.kind === 'ENTRY_FEE';
  return (
    <ReturnAlert variant="default" role="status" icon={<CircleX aria-hidden />} title={t({ defaultMessage: 'Payment cancelled' })}>
      <AlertDescription className="flex flex-col gap-1">
        <p>{t({ defaultMessage: 'No money was taken.' })}</p>
        <p>{t(placeReleased ? placeReleasedMessage : entryFee ? placeKeptMessage : tryAgainLater)}</p>
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
  const t = useT();
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
      <ReturnAlert variant="destructive" role="alert" icon={<CircleX aria-hidden />} title={t({ defaultMessage: 'Couldn’t cancel the checkout' })}>
        <AlertDescription>
          {t(
            { defaultMessage: '{reason} No money was taken; an unpaid place is released when its hold ends.' },
            { reason: errorMessage(cancel.error, t({ defaultMessage: 'Please try again.' })) },
          )}
        </AlertDescription>
        <Button variant="outline" size="sm" className="w-fit" disabled={cancel.isPending} onClick={() => mutate(paymentId)}>
          <RotateCw aria-hidden />
          {t({ defaultMessage: 'Try again' })}
        </Button>
      </ReturnAlert>
    );
  }
  return (
    <Alert role="status" variant="default">
      <Spinner className="mt-0.5 size-4" />
      <div className="flex flex-col gap-1">
        <AlertTitle>{t({ defaultMessage: 'Cancelling your payment…' })}</AlertTitle>
        <AlertDescription>{t({ defaultMessage: 'Closing the checkout with the payment provider.' })}</AlertDescription>
      </div>
    </Alert>
  );
}

/** The success return: polls the payment a few times and says how it ended. */
function PolledCheckoutReturn({ paymentId }: { paymentId: string }) {
  const t = useT();
  const queryClient = useQueryClient();
  const query = usePayment(paymentId);
  const status = query.data?.status;

  useEffect(() => {
    // The balance, summary and lists change once the provider confirms.
    if (status === 'COMPLETED') void queryClient.invalidateQueries({ queryKey: billingKey });
  }, [status, queryClient]);

  if (query.isError)
    return (
      <ReturnAlert variant="destructive" role="alert" icon={<CircleX aria-hidden />} title={t({ defaultMessage: 'Error processing payment' })}>
        <AlertDescription>{t({ defaultMessage: 'We couldn’t check this payment. Look at your balance below or try again later.' })}</AlertDescription>
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
        title={waiting ? t({ defaultMessage: 'Checking your payment…' }) : t({ defaultMessage: 'Payment still processing' })}
      >
        <AlertDescription>
          {waiting
            ? t({ defaultMessage: 'Hold on while we confirm it with the payment provider.' })
            : t({ defaultMessage: 'The provider hasn’t confirmed it yet. It can take a minute; your balance updates once it does.' })}
        </AlertDescription>
        {!waiting && (
          <Button variant="outline" size="sm" className="w-fit" onClick={() => void query.refetch()}>
            <RotateCw aria-hidden />
            {t({ defaultMessage: 'Check again' })}
          </Button>
        )}
      </ReturnAlert>
    );
  }

  const payment = query.data;
  if (payment.status === 'COMPLETED')
    return (
      <ReturnAlert variant="success" role="status" icon={<CircleCheck aria-hidden />} title={t({ defaultMessage: 'Payment received' })}>
        <AlertDescription>{whatWasPaid(t, payment)}</AlertDescription>
      </ReturnAlert>
    );
  if (payment.status === 'CANCELLED')
    return (
      <ReturnAlert variant="default" role="status" icon={<CircleX aria-hidden />} title={t({ defaultMessage: 'Payment cancelled' })}>
        <AlertDescription>{t({ defaultMessage: 'No money was taken. You can try again whenever you like.' })}</AlertDescription>
      </ReturnAlert>
    );
  return (
    <ReturnAlert variant="destructive" role="alert" icon={<CircleX aria-hidden />} title={t({ defaultMessage: 'Error processing payment' })}>
      <AlertDescription>{payment.failureReason ?? t({ defaultMessage: 'Please try again.' })}</AlertDescription>
    </ReturnAlert>
  );
}

/** The return from the hosted checkout (`?payment=&checkout=success|cancelled`). */
export function CheckoutReturn({ paymentId, outcome }: { paymentId: string; outcome: string | null }) {
  return outcome === 'cancelled' ? <CancelledCheckoutReturn paymentId={paymentId} /> : <PolledCheckoutReturn paymentId={paymentId} />;
}
