import { ArrowDownToLine } from 'lucide-react';
import { useMemo } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button.tsx';
import { formatMoney } from '@/lib/format.ts';
import { errorMessage, isApiError } from '@/lib/http.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useBalance } from '../api/get-balance.ts';
import { useWithdraw } from '../api/withdraw.ts';
import { AmountDialog, type AmountDialogControls } from './amount-dialog.tsx';
import { amountSchema } from './amount-field.tsx';

/** Withdraw: an amount above 0 and at most the balance; the server's word wins (409 INSUFFICIENT_FUNDS). */
export function WithdrawDialog({ currency }: { currency: string }) {
  const t = useT();
  const balance = useBalance(currency);
  const available = balance.data?.available ?? 0;
  const withdraw = useWithdraw();
  const schema = useMemo(
    () =>
      amountSchema.refine((v) => v <= available, {
        message: t({ defaultMessage: 'You can withdraw at most {amount}.' }, { amount: formatMoney(available, currency) }),
      }),
    [available, currency, t],
  );

  const submit = (amount: number, { close, fail }: AmountDialogControls) =>
    withdraw.mutate(
      { amount, currency },
      {
        onSuccess: ({ payment }) => {
          toast.success(t({ defaultMessage: 'Withdrawal sent' }), {
            description: t({ defaultMessage: '{amount} is on its way to your account.' }, { amount: formatMoney(payment.amount, payment.currency) }),
          });
          close();
        },
        onError: (e) => {
          if (isApiError(e) && e.status === 409) fail(e.message);
          else toast.error(t({ defaultMessage: 'Error processing payment' }), { description: errorMessage(e, t({ defaultMessage: 'Please try again.' })) });
        },
      },
    );

  return (
    <AmountDialog
      id="withdraw-amount"
      currency={currency}
      schema={schema}
      trigger={
        <Button variant="outline" disabled={!balance.isSuccess}>
          <ArrowDownToLine aria-hidden />
          {t({ defaultMessage: 'Withdraw' })}
        </Button>
      }
      title={t({ defaultMessage: 'Withdraw' })}
      description={t({ defaultMessage: 'Available: {amount}' }, { amount: formatMoney(available, currency) })}
      submitLabel={t({ defaultMessage: 'Withdraw' })}
      pending={withdraw.isPending}
      onSubmit={submit}
    />
  );
}
