import { MAX_TEAM_SIZE_LIMIT, MAX_TEAMS_LIMIT } from '@clutch/contract/organizer';
import { currencies } from '@clutch/contract/tournaments';
import { describedBy, Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { FormSection, NativeSelect, useTournamentForm } from './field.tsx';

const number = { valueAsNumber: true } as const;

/** How many teams, how big, and what entry costs (per team, paid by its captain: ADR 003). */
export function TeamsSection({ locked }: { locked: boolean }) {
  const t = useT();
  const { register, err } = useTournamentForm();
  const numberField = (name: 'minTeams' | 'maxTeams' | 'minPlayersPerTeam' | 'maxPlayerPerTeam', label: string, min: number, max: number) => (
    <Field id={`t-${name}`} label={label} error={err(name)}>
      <Input type="number" inputMode="numeric" min={min} max={max} {...describedBy(`t-${name}`, err(name))} {...register(name, number)} />
    </Field>
  );
  return (
    <FormSection title={t({ defaultMessage: 'Teams and entry' })} description={t({ defaultMessage: 'Solo tournaments take teams of one player.' })}>
      <fieldset disabled={locked} className="flex min-w-0 flex-col gap-4">
        <div className="grid grid-cols-2 gap-4">
          {numberField('minTeams', t({ defaultMessage: 'Min teams' }), 2, MAX_TEAMS_LIMIT)}
          {numberField('maxTeams', t({ defaultMessage: 'Max teams' }), 2, MAX_TEAMS_LIMIT)}
          {numberField('minPlayersPerTeam', t({ defaultMessage: 'Min players per team' }), 1, MAX_TEAM_SIZE_LIMIT)}
          {numberField('maxPlayerPerTeam', t({ defaultMessage: 'Max players per team' }), 1, MAX_TEAM_SIZE_LIMIT)}
        </div>
        <div className="grid grid-cols-2 gap-4">
          <Field id="t-entry-fee" label={t({ defaultMessage: 'Entry fee per team' })} hint={t({ defaultMessage: '0 makes it free.' })} error={err('entryFee')}>
            <Input type="number" inputMode="decimal" min={0} step="0.01" {...describedBy('t-entry-fee', err('entryFee'), true)} {...register('entryFee', number)} />
          </Field>
          <Field id="t-currency" label={t({ defaultMessage: 'Currency' })} error={err('currency')}>
            <NativeSelect {...describedBy('t-currency', err('currency'))} {...register('currency')}>
              {currencies.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </NativeSelect>
          </Field>
        </div>
      </fieldset>
    </FormSection>
  );
}
