import { CHECK_IN_MINUTES_MAX, MATCH_CHECK_IN_MINUTES_MAX, seedingMethods, type SeedingMethod } from '@clutch/contract/organizer';
import { tournamentFormats, type TournamentFormat } from '@clutch/contract/tournaments';
import { useWatch } from 'react-hook-form';
import { describedBy, Field } from '@/components/ui/field.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Input } from '@/components/ui/input.tsx';
import { defineMessage, type MessageDescriptor } from '@/lib/i18n/message.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { competitionFieldsFor } from '../../lib/tournament-form-schema.ts';
import { FfaFields } from './ffa-fields.tsx';
import { BestOfSelect, CheckboxField, FormSection, NativeSelect, useTournamentForm } from './field.tsx';
import { SwissFields } from './swiss-fields.tsx';

const formatLabels: Record<TournamentFormat, MessageDescriptor> = {
  KNOCKOUT: defineMessage({ defaultMessage: 'Knockout', description: 'The knockout stage of a tournament' }),
  LEAGUE_TABLE: defineMessage({ defaultMessage: 'League table', description: 'Tournament format: everyone plays everyone' }),
  league_and_knockout: defineMessage({ defaultMessage: 'Groups, then knockout' }),
  SWISS: defineMessage({ defaultMessage: 'Swiss', description: 'Tournament format: rounds paired by score, nobody eliminated' }),
  FREE_FOR_ALL: defineMessage({ defaultMessage: 'Free-for-all (battle royale)', description: 'Tournament format: lobbies scored by placement and eliminations' }),
};

export const seedingLabels: Record<SeedingMethod, MessageDescriptor> = {
  MANUAL: defineMessage({ defaultMessage: 'Manual (you order the teams)' }),
  RANDOM: defineMessage({ defaultMessage: 'Random draw' }),
  REGISTRATION_TIME: defineMessage({ defaultMessage: 'By registration time', description: 'Seeding method: teams in the order they registered' }),
};

const number = { valueAsNumber: true } as const;

/** Format and the competition settings that apply to it; the rest keep their values out of sight. */
export function CompetitionSection({ locked }: { locked: boolean }) {
  const t = useT();
  const { register, control, err } = useTournamentForm();
  const format = useWatch({ control, name: 'tournamentFormat' });
  const bracketType = useWatch({ control, name: 'competition.bracketType' });
  const show = competitionFieldsFor(format, bracketType);
  const pointsError = err('competition');

  return (
    <FormSection
      title={t({ defaultMessage: 'Format and scoring' })}
      description={t({ defaultMessage: 'How teams meet, how matches are scored and how the bracket is built.' })}
    >
      <fieldset disabled={locked} className="flex min-w-0 flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="t-format" label={t({ defaultMessage: 'Format', description: 'Tournament format: knockout, league or both' })} error={err('tournamentFormat')}>
            <NativeSelect {...describedBy('t-format', err('tournamentFormat'))} {...register('tournamentFormat')}>
              {tournamentFormats.map((f) => (
                <option key={f} value={f}>
                  {t(formatLabels[f])}
                </option>
              ))}
            </NativeSelect>
          </Field>
          {show.bracketType && (
            <Field id="t-bracket" label={t({ defaultMessage: 'Bracket' })} error={err('competition.bracketType')}>
              <NativeSelect {...describedBy('t-bracket', err('competition.bracketType'))} {...register('competition.bracketType')}>
                <option value="SINGLE_ELIMINATION">{t({ defaultMessage: 'Single elimination' })}</option>
                <option value="DOUBLE_ELIMINATION">{t({ defaultMessage: 'Double elimination' })}</option>
              </NativeSelect>
            </Field>
          )}
        </div>
        {(show.thirdPlaceMatch || show.grandFinalReset) && (
          <div className="flex flex-col gap-3">
            {show.thirdPlaceMatch && (
              <CheckboxField
                id="t-third-place"
                label={t({ defaultMessage: 'Third-place match' })}
                hint={t({ defaultMessage: 'The semi-final losers play for third.' })}
                {...register('competition.thirdPlaceMatch')}
              />
            )}
            {show.grandFinalReset && (
              <CheckboxField
                id="t-grand-final-reset"
                label={t({ defaultMessage: 'Grand final reset' })}
                hint={t({ defaultMessage: 'If the team from the losers bracket wins the grand final, a second final decides.' })}
                {...register('competition.grandFinalReset')}
              />
            )}
          </div>
        )}
        {show.groups && (
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="t-groups" label={t({ defaultMessage: 'Groups' })} hint={t({ defaultMessage: '0 makes as many groups of four as fit.' })} error={err('competition.groupCount')}>
              <Input type="number" inputMode="numeric" min={0} max={64} {...describedBy('t-groups', err('competition.groupCount'), true)} {...register('competition.groupCount', number)} />
            </Field>
            <Field id="t-advance" label={t({ defaultMessage: 'Teams advancing per group' })} error={err('competition.advancePerGroup')}>
              <Input type="number" inputMode="numeric" min={1} max={8} {...describedBy('t-advance', err('competition.advancePerGroup'))} {...register('competition.advancePerGroup', number)} />
            </Field>
          </div>
        )}
        {show.swiss && <SwissFields />}
        {show.ffa && <FfaFields />}
        {show.leagueRounds && (
          <Field id="t-league-rounds" label={t({ defaultMessage: 'League rounds' })} error={err('competition.leagueRounds')}>
            <NativeSelect {...describedBy('t-league-rounds', err('competition.leagueRounds'))} {...register('competition.leagueRounds', number)}>
              <option value={1}>{t({ defaultMessage: 'Single round robin (everyone meets once)' })}</option>
              <option value={2}>{t({ defaultMessage: 'Double round robin (home and away)' })}</option>
            </NativeSelect>
          </Field>
        )}
        {show.points && (
          <fieldset className="flex min-w-0 flex-col gap-2" aria-describedby={pointsError ? 't-points-error' : undefined}>
            <legend className="mb-2 text-sm font-medium">{t({ defaultMessage: 'Points per result' })}</legend>
            <div className="grid grid-cols-3 gap-3">
              {(
                [
                  ['pointsWin', t({ defaultMessage: 'Win', description: 'Points for a match won' })],
                  ['pointsDraw', t({ defaultMessage: 'Draw', description: 'Points for a match drawn' })],
                  ['pointsLoss', t({ defaultMessage: 'Loss', description: 'Points for a match lost' })],
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
            <FormMessage id="t-points-error">{pointsError}</FormMessage>
          </fieldset>
        )}
        <div className="grid gap-4 sm:grid-cols-3">
          <Field id="t-seeding" label={t({ defaultMessage: 'Seeding', description: 'Form field: how the teams are seeded' })} error={err('competition.seeding')}>
            <NativeSelect {...describedBy('t-seeding', err('competition.seeding'))} {...register('competition.seeding')}>
              {seedingMethods.map((m) => (
                <option key={m} value={m}>
                  {t(seedingLabels[m])}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field id="t-best-of" label={t({ defaultMessage: 'Matches are best of' })} error={err('competition.defaultBestOf')}>
            <BestOfSelect {...describedBy('t-best-of', err('competition.defaultBestOf'))} {...register('competition.defaultBestOf', number)} />
          </Field>
          <Field
            id="t-confirm-minutes"
            label={t({ defaultMessage: 'Report confirmation (minutes)' })}
            hint={t({ defaultMessage: 'A captain’s report nobody answers in this time is accepted.' })}
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
        <div className="grid gap-4 sm:grid-cols-3">
          <Field
            id="t-check-in-minutes"
            label={t({ defaultMessage: 'Check-in (minutes)', description: 'Form field: how long before the start check-in opens' })}
            hint={t({
              defaultMessage:
                'Opens this many minutes before the start; 0 for none. Entrants who have not checked in by the start are left out, and their entry fee is not refunded.',
            })}
            error={err('competition.checkInMinutes')}
          >
            <Input
              type="number"
              inputMode="numeric"
              min={0}
              max={CHECK_IN_MINUTES_MAX}
              {...describedBy('t-check-in-minutes', err('competition.checkInMinutes'), true)}
              {...register('competition.checkInMinutes', number)}
            />
          </Field>
          <Field
            id="t-match-check-in-minutes"
            label={t({ defaultMessage: 'Match check-in (minutes)', description: 'Form field: how long each match’s check-in window lasts' })}
            hint={t({
              defaultMessage:
                'From each match’s time, its captains have this many minutes to check in; 0 for none. A side that has not checked in forfeits; if neither has, you decide.',
            })}
            error={err('competition.matchCheckInMinutes')}
          >
            <Input
              type="number"
              inputMode="numeric"
              min={0}
              max={MATCH_CHECK_IN_MINUTES_MAX}
              {...describedBy('t-match-check-in-minutes', err('competition.matchCheckInMinutes'), true)}
              {...register('competition.matchCheckInMinutes', number)}
            />
          </Field>
        </div>
      </fieldset>
    </FormSection>
  );
}
