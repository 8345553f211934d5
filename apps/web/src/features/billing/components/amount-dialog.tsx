import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormDialog } from '@/components/ui/form-dialog.tsx';
import { AmountField, amountSchema } from './amount-field.tsx';

/** What a submit handler may do with the dialog: close it (the form resets), or show a message under the amount. */
export interface AmountDialogControls {
  close: () => void;
  fail: (message: string) => void;
}

/**
 * A dialog that asks for one amount in `currency` (Add Money, Withdraw): its button opens it, closing it resets the
 * form, and a valid amount goes to `onSubmit`. `schema` narrows the amount further (the balance's ceiling).
 */
export function AmountDialog({
  id,
  currency,
  schema = amountSchema,
  trigger,
  title,
  description,
  submitLabel,
  pending,
  onSubmit,
}: {
  id: string;
  currency: string;
  schema?: typeof amountSchema;
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  submitLabel: string;
  pending: boolean;
  onSubmit: (amount: number, controls: AmountDialogControls) => void;
}) {
  const [open, setOpen] = useState(false);
  const resolver = useMemo(() => zodResolver(z.object({ amount: schema })), [schema]);
  const form = useForm<{ amount: string }, unknown, { amount: number }>({
    resolver,
    defaultValues: { amount: '' },
  });

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) form.reset();
  };
  const controls: AmountDialogControls = {
    close: () => onOpenChange(false),
    fail: (message) => form.setError('amount', { message }),
  };
  const submit = form.handleSubmit(({ amount }) => onSubmit(amount, controls));

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
      title={title}
      description={description}
      onSubmit={submit}
      submitLabel={submitLabel}
      pending={pending}
    >
      <AmountField id={id} currency={currency} error={form.formState.errors.amount?.message} {...form.register('amount')} />
    </FormDialog>
  );
}
