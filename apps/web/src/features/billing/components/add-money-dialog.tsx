import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useState } from 'react';
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
import { errorMessage } from '@/lib/http.ts';
import { useAddMoney } from '../api/add-money.ts';
import { redirectTo } from '../lib/billing.ts';
import { AmountField, amountSchema } from './amount-field.tsx';

const addMoneyForm = z.object({ amount: amountSchema });

const providerName = (provider: string) => (provider === 'stripe' ? 'Stripe' : provider === 'sandbox' ? 'the sandbox checkout' : provider);

/** Add Money: validates the amount, starts a hosted checkout and leaves for it (the checkout returns to Billing). */
export function AddMoneyDialog({ currency }: { currency: string }) {
  const [open, setOpen] = useState(false);
  const addMoney = useAddMoney();
  const form = useForm<z.input<typeof addMoneyForm>, unknown, z.output<typeof addMoneyForm>>({
    resolver: zodResolver(addMoneyForm),
    defaultValues: { amount: '' },
  });

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) form.reset();
  };

  const submit = form.handleSubmit(({ amount }) =>
    addMoney.mutate(
      { amount, currency },
      {
        onSuccess: (checkout) => {
          if (!checkout.url) {
            toast.error(`Error redirecting to ${providerName(checkout.provider)}`);
            return;
          }
          redirectTo(checkout.url);
        },
        onError: (e) => toast.error('Error when starting payment', { description: errorMessage(e, 'Please try again.') }),
      },
    ),
  );
  // Stay busy from the click until the browser has left for the checkout.
  const busy = addMoney.isPending || (addMoney.isSuccess && Boolean(addMoney.data.url));

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden />
          Add Money
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add Money</DialogTitle>
          <DialogDescription>You’ll pay on the secure checkout page and come back here when it’s done.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <AmountField id="add-money-amount" currency={currency} error={form.formState.errors.amount?.message} {...form.register('amount')} />
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={busy}>
              {busy && <Spinner className="size-4" />}
              Continue to payment
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
