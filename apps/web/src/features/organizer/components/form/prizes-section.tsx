import { TOURNAMENT_PRIZES_MAX } from '@clutch/contract/organizer';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button.tsx';
import { describedBy, Field } from '@/components/ui/field.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { descriptionOptional, FormSection, useTournamentForm } from './field.tsx';

/** An empty amount is 'TBD' on the tournament page. */
const amountAs = { setValueAs: (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v)) } as const;

export function PrizesSection({ locked }: { locked: boolean }) {
  const t = useT();
  const { register, control, getValues, err } = useTournamentForm();
  const { fields, append, remove } = useFieldArray({ control, name: 'prizes' });
  const currency = useWatch({ control, name: 'currency' });
  const nextPosition = () => Math.max(0, ...getValues('prizes').map((p) => (Number.isFinite(p.position) ? p.position : 0))) + 1;
  return (
    <FormSection
      title={t({ defaultMessage: 'Prizes' })}
      description={t({ defaultMessage: 'Amounts in {currency}. Leave an amount empty to show it as TBD.' }, { currency })}
    >
      {fields.length === 0 && <p className="text-sm text-muted-foreground">{t({ defaultMessage: 'No prizes yet.' })}</p>}
      <ul className="flex flex-col gap-3">
        {fields.map((f, i) => (
          <li key={f.id} className="grid grid-cols-[5rem_1fr_auto] items-start gap-3 rounded-md border p-3 sm:grid-cols-[6rem_10rem_1fr_auto]">
            <Field id={`t-prize-${i}-position`} label={t({ defaultMessage: 'Place', description: 'A prize’s finishing position: 1 for the winner' })} error={err(`prizes.${i}.position`)}>
              <Input type="number" inputMode="numeric" min={1} disabled={locked} {...describedBy(`t-prize-${i}-position`, err(`prizes.${i}.position`))} {...register(`prizes.${i}.position`, { valueAsNumber: true })} />
            </Field>
            <Field id={`t-prize-${i}-amount`} label={t({ defaultMessage: 'Amount ({currency})' }, { currency })} error={err(`prizes.${i}.amount`)}>
              <Input
                type="number"
                inputMode="decimal"
                min={0}
                step="0.01"
                placeholder={t({ defaultMessage: 'TBD', description: 'A prize amount not yet decided' })}
                disabled={locked}
                {...describedBy(`t-prize-${i}-amount`, err(`prizes.${i}.amount`))}
                {...register(`prizes.${i}.amount`, amountAs)}
              />
            </Field>
            <Field id={`t-prize-${i}-description`} label={t(descriptionOptional)} error={err(`prizes.${i}.description`)} className="col-span-2 row-start-2 sm:col-span-1 sm:row-start-auto">
              <Input autoComplete="off" {...describedBy(`t-prize-${i}-description`, err(`prizes.${i}.description`))} {...register(`prizes.${i}.description`)} />
            </Field>
            <Button type="button" variant="ghost" size="icon" className="mt-6" disabled={locked} aria-label={t({ defaultMessage: 'Remove prize {number}' }, { number: i + 1 })} onClick={() => remove(i)}>
              <Trash2 aria-hidden />
            </Button>
          </li>
        ))}
      </ul>
      <FormMessage id="t-prizes-error">{err('prizes')}</FormMessage>
      <Button
        type="button"
        variant="outline"
        className="self-start"
        disabled={locked || fields.length >= TOURNAMENT_PRIZES_MAX}
        onClick={() => append({ position: nextPosition(), amount: null, description: '' })}
      >
        <Plus aria-hidden />
        {t({ defaultMessage: 'Add prize' })}
      </Button>
    </FormSection>
  );
}
