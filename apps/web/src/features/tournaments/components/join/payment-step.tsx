import type { RegistrationDetail } from '@clutch/contract/teams';
import { CreditCard } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button.tsx';
import { formatDateTime, formatMoney } from '@/lib/format.ts';
import { errorMessage } from '@/lib/http.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useStartCheckout } from '../../api/start-checkout.ts';
import { browserNavigation, providerLabel } from '../../lib/redirect.ts';

/** The entry fee, its hold, and the button that sends the payer to the provider's hosted checkout. */
export function PaymentStep({ registration, solo }: { registration: RegistrationDetail; solo: boolean }) {
  const t = useT();
  const checkout = useStartCheckout();
  const fee = formatMoney(registration.entryFee, registration.currency);

  const pay = () =>
    checkout.mutate(
      { registrationId: registration.id, tournamentId: registration.tournament.id, solo },
      {
        onSuccess: ({ url, provider }) => {
          if (!url) {
            toast.error(t({ defaultMessage: 'Error redirecting to {provider}' }, { provider: providerLabel(provider, t) }));
            return;
          }
          browserNavigation.assign(url);
        },
        onError: (e) =>
          toast.error(t({ defaultMessage: 'Error when starting payment' }), { description: errorMessage(e, t({ defaultMessage: 'Please try again.' })) }),
      },
    );

  return (
    <div className="flex flex-col gap-3">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{t({ defaultMessage: 'Entry fee' })}</dt>
        <dd className="font-semibold">{fee}</dd>
        {registration.holdExpiresAt && (
          <>
            <dt className="text-muted-foreground">{t({ defaultMessage: 'Place held until' })}</dt>
            <dd>{formatDateTime(registration.holdExpiresAt)}</dd>
          </>
        )}
      </dl>
      <p className="text-sm text-muted-foreground">
        {solo
          ? t({ defaultMessage: 'Your place is held while you pay. Cancelling the checkout releases it at once; an unpaid place is also released when the hold ends.' })
          : t({ defaultMessage: "Your team's place is held while you pay; an unpaid place is released when the hold ends." })}
      </p>
      <Button onClick={pay} disabled={checkout.isPending || checkout.isSuccess}>
        <CreditCard aria-hidden />
        {checkout.isPending ? t({ defaultMessage: 'Starting payment…' }) : t({ defaultMessage: 'Pay entry fee {fee}' }, { fee })}
      </Button>
    </div>
  );
}
