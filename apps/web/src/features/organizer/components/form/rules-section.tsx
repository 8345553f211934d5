import { TOURNAMENT_RULES_MAX } from '@clutch/contract/organizer';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import { Button } from '@/components/ui/button.tsx';
import { describedBy } from '@/components/ui/field.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { FormSection, useTournamentForm } from './field.tsx';

export function RulesSection() {
  const t = useT();
  const { register, control, err } = useTournamentForm();
  const { fields, append, remove } = useFieldArray({ control, name: 'rules' });
  return (
    <FormSection title={t({ defaultMessage: 'Rules' })} description={t({ defaultMessage: 'One rule per line, in the order players should read them.' })}>
      {fields.length === 0 && <p className="text-sm text-muted-foreground">{t({ defaultMessage: 'No rules yet.' })}</p>}
      <ol className="flex flex-col gap-3">
        {fields.map((f, i) => {
          const id = `t-rule-${i}`;
          const error = err(`rules.${i}`) ?? err(`rules.${i}.text`);
          return (
            <li key={f.id} className="flex flex-col gap-1">
              <Label htmlFor={id} className="sr-only">
                {t({ defaultMessage: 'Rule {number}' }, { number: i + 1 })}
              </Label>
              <div className="flex items-center gap-2">
                <span aria-hidden className="w-6 shrink-0 text-right text-sm text-muted-foreground tabular-nums">
                  {i + 1}.
                </span>
                <Input autoComplete="off" {...describedBy(id, error)} {...register(`rules.${i}.text`)} />
                <Button type="button" variant="ghost" size="icon" aria-label={t({ defaultMessage: 'Remove rule {number}' }, { number: i + 1 })} onClick={() => remove(i)}>
                  <Trash2 aria-hidden />
                </Button>
              </div>
              <FormMessage id={`${id}-error`} className="pl-8">
                {error}
              </FormMessage>
            </li>
          );
        })}
      </ol>
      <FormMessage>{err('rules')}</FormMessage>
      <Button type="button" variant="outline" className="self-start" disabled={fields.length >= TOURNAMENT_RULES_MAX} onClick={() => append({ text: '' })}>
        <Plus aria-hidden />
        {t({ defaultMessage: 'Add rule' })}
      </Button>
    </FormSection>
  );
}
