import { SWISS_ROUNDS_MAX, SWISS_TOP_CUTS, swissTiebreakers, type SwissTiebreaker } from '@clutch/contract/organizer';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button.tsx';
import { describedBy, Field } from '@/components/ui/field.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { moved, swissTiebreakerLabels, toggled } from '@/lib/swiss-terms.ts';
import { NativeSelect, useTournamentForm } from './field.tsx';

/** Swiss rounds, top cut, and the tiebreakers in the order they decide (on or off, moved up and down). */
export function SwissFields() {
  const t = useT();
  const { register, control, setValue, err } = useTournamentForm();
  const chosen = useWatch({ control, name: 'competition.swissTiebreakers' }) ?? [];
  const set = (next: SwissTiebreaker[]) => setValue('competition.swissTiebreakers', next, { shouldDirty: true, shouldValidate: true });
  const offList = swissTiebreakers.filter((k) => !chosen.includes(k));
  const tiebreakError = err('competition.swissTiebreakers');

  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id="t-swiss-rounds"
          label={t({ defaultMessage: 'Swiss rounds' })}
          hint={t({ defaultMessage: '0 plays as many rounds as it takes to find one unbeaten team (log2 of the teams, rounded up).' })}
          error={err('competition.swissRounds')}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            max={SWISS_ROUNDS_MAX}
            {...describedBy('t-swiss-rounds', err('competition.swissRounds'), true)}
            {...register('competition.swissRounds', { valueAsNumber: true })}
          />
        </Field>
        <Field
          id="t-swiss-top-cut"
          label={t({ defaultMessage: 'Top cut' })}
          hint={t({ defaultMessage: 'The best teams after the last round play a knockout with the bracket chosen above.' })}
          error={err('competition.swissTopCut')}
        >
          <NativeSelect {...describedBy('t-swiss-top-cut', err('competition.swissTopCut'), true)} {...register('competition.swissTopCut', { valueAsNumber: true })}>
            {SWISS_TOP_CUTS.map((n) => (
              <option key={n} value={n}>
                {n === 0 ? t({ defaultMessage: 'None: the Swiss ranking is final' }) : t({ defaultMessage: 'Top {count} teams' }, { count: n })}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      <fieldset className="flex min-w-0 flex-col gap-2" aria-describedby={tiebreakError ? 't-swiss-tiebreakers-error' : undefined}>
        <legend className="mb-1 text-sm font-medium">{t({ defaultMessage: 'Tiebreakers, in order' })}</legend>
        <p className="text-sm text-muted-foreground">{t({ defaultMessage: 'Teams level on points are split by the first tiebreaker, then the next. Seed settles anything left.' })}</p>
        <ol className="flex flex-col gap-2" aria-label={t({ defaultMessage: 'Tiebreakers in use' })}>
          {chosen.map((key, index) => {
            const name = t(swissTiebreakerLabels[key]);
            return (
              <li key={key} className="flex items-center gap-2 rounded-md border px-3 py-2 text-sm">
                <span className="w-5 shrink-0 text-muted-foreground tabular-nums">{index + 1}.</span>
                <span className="min-w-0 flex-1 truncate">{name}</span>
                <Button type="button" variant="ghost" size="icon" disabled={index === 0} onClick={() => set(moved(chosen, key, -1))} aria-label={t({ defaultMessage: 'Move {name} up' }, { name })}>
                  <ArrowUp aria-hidden className="size-4" />
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  disabled={index === chosen.length - 1}
                  onClick={() => set(moved(chosen, key, 1))}
                  aria-label={t({ defaultMessage: 'Move {name} down' }, { name })}
                >
                  <ArrowDown aria-hidden className="size-4" />
                </Button>
                <Button type="button" variant="ghost" size="sm" onClick={() => set(toggled(chosen, key, false))}>
                  {t({ defaultMessage: 'Remove', description: 'Removes a tiebreaker from the list' })}
                </Button>
              </li>
            );
          })}
        </ol>
        {offList.length > 0 && (
          <div className="flex flex-wrap gap-2">
            {offList.map((key) => (
              <Button key={key} type="button" variant="outline" size="sm" onClick={() => set(toggled(chosen, key, true))}>
                {t({ defaultMessage: 'Add {name}' }, { name: t(swissTiebreakerLabels[key]) })}
              </Button>
            ))}
          </div>
        )}
        <FormMessage id="t-swiss-tiebreakers-error">{tiebreakError}</FormMessage>
      </fieldset>
    </div>
  );
}
