import { Plus } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button.tsx';
import { errorMessage } from '@/lib/http.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useAddMoney } from '../api/add-money.ts';
import { redirectTo } from '../lib/billing.ts';
import { AmountDialog } from './amount-dialog.tsx';

/** Add Money: validates the amount, starts a hosted checkout and leaves for it (the checkout returns to Billing). */
export function AddMoneyDialog({ currency }: { currency: string }) {
  const t = useT();
  const addMoney = useAddMoney();

  const submit = (amount: number) =>
    addMoney.mutate(
      { amount, currency },
      {
        onSuccess: (checkout) => {
          if (!checkout.url) {
            toast.error(
              t(
                { defaultMessage: 'Error redirecting to {provider, select, stripe {Stripe} sandbox {the sandbox checkout} other {{provider}}}' },
                { provider: checkout.provider },
              ),
            );
            return;
          }
          redirectTo(checkout.url);
        },
        onError: (e) =>
          toast.error(t({ defaultMessage: 'Error when starting payment' }), {
            description: errorMessage(e, t({ defaultMessage: 'Please try again.' })),
          }),
      },
    );
  // Stay busy from the click until the browser has left for the checkout.
  const busy = addMoney.isPending || (addMoney.isSuccess && Boolean(addMoney.data.url));

  return (
    <AmountDialog
      id="add-money-amount"
      currency={currency}
      trigger={
        <Button>
          <Plus aria-hidden />
          {t({ defaultMessage: 'Add Money' })}
        </Button>
      }
      title={t({ defaultMessage: 'Add Money' })}
      description={t({ defaultMessage: 'You’ll pay on the secure checkout page and come back here when it’s done.' })}
      submitLabel={t({ defaultMessage: 'Continue to payment' })}
      pending={busy}
      onSubmit={submit}
    />
  );
}
