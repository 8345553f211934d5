import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowDownToLine } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { formatMoney } from '@/lib/format.ts';
import { errorMessage, isApiError } from '@/lib/http.ts';
import { useBalance } from '../api/get-balance.ts';
import { useWithdraw } from '../api/withdraw.ts';
import { AmountField, amountSchema } from './amount-field.tsx';

/** Withdraw: an amount above 0 and at most the balance; the server's word wins (409 INSUFFICIENT_FUNDS). */
export function WithdrawDialog({ currency }: { currency: string }) {
  const [open, setOpen] = useState(false);
  const balance = useBalance(currency);
  const available = balance.data?.available ?? 0;
  const withdraw = useWithdraw();
  const schema = useMemo(
    () =>
      z.object({
        amount: amountSchema.refine((v) => v <= available, {
          message: `You can withdraw at most ${formatMoney(available, currency)}.`,
        }),
      }),
    [available, currency],
  );
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { amount: '' },
  });

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) form.reset();
  };

  const submit = form.handleSubmit(({ amount }) =>
    withdraw.mutate(
      { amount, currency },
      {
        onSuccess: ({ payment }) => {
          toast.success('Withdrawal sent', {
            description: `${formatMoney(payment.amount, payment.currency)} is on its way to your account.`,
          });
          onOpenChange(false);
        },
        onError: (e) => {
          if (isApiError(e) && e.status === 409) form.setError('amount', { message: e.message });
          else toast.error('Error processing payment', { description: errorMessage(e, 'Please try again.') });
        },
      },
    ),
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline" disabled={!balance.isSuccess}>
          <ArrowDownToLine aria-hidden />
          Withdraw
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Withdraw</DialogTitle>
          <DialogDescription>Available: {formatMoney(available, currency)}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <AmountField id="withdraw-amount" currency={currency} error={form.formState.errors.amount?.message} {...form.register('amount')} />
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={withdraw.isPending}>
              {withdraw.isPending && <Spinner className="size-4" />}
              Withdraw
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
