import { moneyBody } from '@clutch/contract/payments';
import type { ComponentProps } from 'react';
import { z } from 'zod';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { validationMessage } from '@/lib/i18n/validation-messages.ts';
import { useT } from '@/lib/i18n/use-t.ts';

const amountRequired = validationMessage({ defaultMessage: 'Enter an amount above 0.' });

/** The typed amount: a number above 0, at most two decimals and 100000 (the contract's rules and messages). */
export const amountSchema = z
  .string()
  .trim()
  .min(1, { message: amountRequired })
  .transform(Number)
  .pipe(z.number({ message: amountRequired }).pipe(moneyBody.shape.amount));

export function AmountField({ id, currency, error, ...props }: ComponentProps<'input'> & { id: string; currency: string; error?: string }) {
  const t = useT();
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{t({ defaultMessage: 'Amount ({currency})' }, { currency })}</Label>
      <Input
        id={id}
        type="number"
        inputMode="decimal"
        min="0.01"
        step="0.01"
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...props}
      />
      <FormMessage id={`${id}-error`} className="text-destructive-text">{error}</FormMessage>
    </div>
  );
}
