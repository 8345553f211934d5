import { TOURNAMENT_DESCRIPTION_MAX } from '@clutch/contract/organizer';
import { tournamentCategories, tournamentLevels } from '@clutch/contract/tournaments';
import { Controller, useWatch } from 'react-hook-form';
import { describedBy, Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { tournamentCategoryLabels, tournamentLevelLabels } from '@/lib/tournament-terms.ts';
import { descriptionOptional, FormSection, NativeSelect, useTournamentForm } from './field.tsx';
import { GamePicker } from './game-picker.tsx';

/** Name, description, game, category and level. */
export function BasicsSection({ locked }: { locked: boolean }) {
  const t = useT();
  const { register, control, setValue, err } = useTournamentForm();
  const gameName = useWatch({ control, name: 'gameName' });
  return (
    <FormSection
      title={t({ defaultMessage: 'Basics', description: 'Form section: name, description, game, category and level' })}
      description={t({ defaultMessage: 'What players see first in the tournament list and on its page.' })}
    >
      <Field id="t-name" label={t({ defaultMessage: 'Tournament name' })} error={err('name')}>
        <Input autoComplete="off" disabled={locked} {...describedBy('t-name', err('name'))} {...register('name')} />
      </Field>
      <Field id="t-description" label={t(descriptionOptional)} error={err('description')}>
        <Textarea rows={4} maxLength={TOURNAMENT_DESCRIPTION_MAX} {...describedBy('t-description', err('description'))} {...register('description')} />
      </Field>
      <Controller
        control={control}
        name="gameId"
        render={({ field }) => (
          <GamePicker
            id="t-game"
            value={field.value ? { id: field.value, name: gameName || field.value } : null}
            error={err('gameId')}
            disabled={locked}
            onChange={(game) => {
              setValue('gameName', game?.name ?? '');
              field.onChange(game?.id ?? '');
            }}
          />
        )}
      />
      <fieldset disabled={locked} className="grid min-w-0 gap-4 sm:grid-cols-2">
        <legend className="sr-only">{t({ defaultMessage: 'Category and level' })}</legend>
        <Field id="t-category" label={t({ defaultMessage: 'Category' })} error={err('tournamentCategory')}>
          <NativeSelect {...describedBy('t-category', err('tournamentCategory'))} {...register('tournamentCategory')}>
            {tournamentCategories.map((c) => (
              <option key={c} value={c}>
                {t(tournamentCategoryLabels[c])}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id="t-level" label={t({ defaultMessage: 'Level', description: 'Tournament skill level' })} error={err('tournamentLevel')}>
          <NativeSelect {...describedBy('t-level', err('tournamentLevel'))} {...register('tournamentLevel')}>
            {tournamentLevels.map((l) => (
              <option key={l} value={l}>
                {t(tournamentLevelLabels[l])}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </fieldset>
    </FormSection>
  );
}
