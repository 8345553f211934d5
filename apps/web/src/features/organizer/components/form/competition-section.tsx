import { BEST_OF_VALUES, seedingMethods, type SeedingMethod } from '@clutch/contract/organizer';
import { tournamentFormats, type TournamentFormat } from '@clutch/contract/tournaments';
import { useFormContext, useWatch } from 'react-hook-form';
import { describedBy, Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { competitionFieldsFor, type TournamentFormValues } from '../../lib/tournament-form-schema.ts';
import { CheckboxField, FormSection, messageAt, NativeSelect } from './field.tsx';

export const formatLabels: Record<TournamentFormat, string> = {
  KNOCKOUT: 'Knockout',
  LEAGUE_TABLE: 'League table',
  league_and_knockout: 'Groups, then knockout',
};

export const seedingLabels: Record<SeedingMethod, string> = {
  MANUAL: 'Manual (you order the teams)',
  RANDOM: 'Random draw',
  REGISTRATION_TIME: 'By registration time',
};

const number = { valueAsNumber: true } as const;

/** Format and the competition settings that apply to it; the rest keep their values out of sight. */
export function CompetitionSection({ locked }: { locked: boolean }) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<TournamentFormValues>();
  const err = (path: string) => messageAt(errors, path);
  const format = useWatch({ control, name: 'tournamentFormat' });
  const bracketType = useWatch({ control, name: 'competition.bracketType' });
  const show = competitionFieldsFor(format, bracketType);
  const pointsError = err('competition');

  return (
    <FormSection title="Format and scoring" description="How teams meet, how matches are scored and how the bracket is built.">
      <fieldset disabled={locked} className="flex min-w-0 flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="t-format" label="Format" error={err('tournamentFormat')}>
            <NativeSelect {...describedBy('t-format', err('tournamentFormat'))} {...register('tournamentFormat')}>
              {tournamentFormats.map((f) => (
                <option key={f} value={f}>
                  {formatLabels[f]}
                </option>
              ))}
            </NativeSelect>
          </Field>
          {show.bracketType && (
            <Field id="t-bracket" label="Bracket" error={err('competition.bracketType')}>
              <NativeSelect {...describedBy('t-bracket', err('competition.bracketType'))} {...register('competition.bracketType')}>
                <option value="SINGLE_ELIMINATION">Single elimination</option>
                <option value="DOUBLE_ELIMINATION">Double elimination</option>
              </NativeSelect>
            </Field>
          )}
        </div>
        {(show.thirdPlaceMatch || show.grandFinalReset) && (
          <div className="flex flex-col gap-3">
            {show.thirdPlaceMatch && (
              <CheckboxField id="t-third-place" label="Third-place match" hint="The semi-final losers play for third." {...register('competition.thirdPlaceMatch')} />
            )}
            {show.grandFinalReset && (
              <CheckboxField
                id="t-grand-final-reset"
                label="Grand final reset"
                hint="If the team from the losers bracket wins the grand final, a second final decides."
                {...register('competition.grandFinalReset')}
              />
            )}
          </div>
        )}
        {show.groups && (
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="t-groups" label="Groups" hint="0 makes as many groups of four as fit." error={err('competition.groupCount')}>
              <Input type="number" inputMode="numeric" min={0} max={64} {...describedBy('t-groups', err('competition.groupCount'), true)} {...register('competition.groupCount', number)} />
            </Field>
            <Field id="t-advance" label="Teams advancing per group" error={err('competition.advancePerGroup')}>
              <Input type="number" inputMode="numeric" min={1} max={8} {...describedBy('t-advance', err('competition.advancePerGroup'))} {...register('competition.advancePerGroup', number)} />
            </Field>
          </div>
        )}
        {show.leagueRounds && (
          <Field id="t-league-rounds" label="League rounds" error={err('competition.leagueRounds')}>
            <NativeSelect {...describedBy('t-league-rounds', err('competition.leagueRounds'))} {...register('competition.leagueRounds', number)}>
              <option value={1}>Single round robin (everyone meets once)</option>
              <option value={2}>Double round robin (home and away)</option>
            </NativeSelect>
          </Field>
        )}
        {show.points && (
          <fieldset className="flex min-w-0 flex-col gap-2" aria-describedby={pointsError ? 't-points-error' : undefined}>
            <legend className="mb-2 text-sm font-medium">Points per result</legend>
            <div className="grid grid-cols-3 gap-3">
              {(
                [
                  ['pointsWin', 'Win'],
                  ['pointsDraw', 'Draw'],
                  ['pointsLoss', 'Loss'],
                ] as const
              ).map(([key, label]) => (
                <Field key={key} id={`t-${key}`} label={label} error={err(`competition.${key}`)}>
                  <Input
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={10}
                    {...describedBy(`t-${key}`, err(`competition.${key}`) ?? pointsError)}
                    {...register(`competition.${key}`, number)}
                  />
                </Field>
              ))}
            </div>
            {pointsError && (
              <p id="t-points-error" role="alert" className="text-sm font-medium text-destructive">
                {pointsError}
              </p>
            )}
          </fieldset>
        )}
        <div className="grid gap-4 sm:grid-cols-3">
          <Field id="t-seeding" label="Seeding" error={err('competition.seeding')}>
            <NativeSelect {...describedBy('t-seeding', err('competition.seeding'))} {...register('competition.seeding')}>
              {seedingMethods.map((m) => (
                <option key={m} value={m}>
                  {seedingLabels[m]}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field id="t-best-of" label="Matches are best of" error={err('competition.defaultBestOf')}>
            <NativeSelect {...describedBy('t-best-of', err('competition.defaultBestOf'))} {...register('competition.defaultBestOf', number)}>
              {BEST_OF_VALUES.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field
            id="t-confirm-minutes"
            label="Report confirmation (minutes)"
            hint="A captain’s report nobody answers in this time is accepted."
            error={err('competition.reportConfirmMinutes')}
          >
            <Input
              type="number"
              inputMode="numeric"
              min={5}
              {...describedBy('t-confirm-minutes', err('competition.reportConfirmMinutes'), true)}
              {...register('competition.reportConfirmMinutes', number)}
            />
          </Field>
        </div>
      </fieldset>
    </FormSection>
  );
}
