import { FFA_GAMES_MAX, FFA_LOBBY_SIZE_MAX, FFA_LOBBY_SIZE_MIN, FFA_PRESETS, ffaPresetIds, type FfaPresetId } from '@clutch/contract/free-for-all';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { describedBy, Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { ffaPresetLabels } from '@/lib/tournament-terms.ts';
import { formatPoints, parsePoints } from '../../lib/ffa-points.ts';
import { NativeSelect, useTournamentForm } from './field.tsx';

const number = { valueAsNumber: true } as const;

/** The placement table typed as text; the form keeps the numbers (NaN where the text is not a whole number). */
function PlacementPointsInput({ id, value, onChange, invalid }: { id: string; value: number[]; onChange: (points: number[]) => void; invalid?: string }) {
  const [text, setText] = useState(() => formatPoints(value));
  return (
    <Input
      inputMode="numeric"
      value={text}
      {...describedBy(id, invalid, true)}
      onChange={(e) => {
        setText(e.target.value);
        onChange(parsePoints(e.target.value));
      }}
    />
  );
}

/** FREE_FOR_ALL: a circuit's preset fills the numbers, which stay editable (editing one makes the preset Custom). */
export function FfaFields() {
  const t = useT();
  const { register, control, setValue, err } = useTournamentForm();
  const [tableKey, setTableKey] = useState(0);
  const custom = () => setValue('competition.ffaPreset', 'CUSTOM');

  return (
    <div className="flex flex-col gap-4">
      <Field
        id="t-ffa-preset"
        label={t({ defaultMessage: 'Point table', description: 'Form field: battle-royale scoring preset' })}
        hint={t({ defaultMessage: 'Fills the lobby size, placement points and points per elimination; you can change them after.' })}
        error={err('competition.ffaPreset')}
      >
        <NativeSelect
          {...describedBy('t-ffa-preset', err('competition.ffaPreset'), true)}
          {...register('competition.ffaPreset', {
            onChange: (e: { target: { value: FfaPresetId } }) => {
              const id = e.target.value;
              if (id === 'CUSTOM') return;
              const preset = FFA_PRESETS[id];
              setValue('competition.ffaLobbySize', preset.lobbySize, { shouldValidate: true });
              setValue('competition.ffaPlacementPoints', preset.placementPoints, { shouldValidate: true });
              setValue('competition.ffaPointsPerKill', preset.pointsPerKill, { shouldValidate: true });
              setTableKey((k) => k + 1);
            },
          })}
        >
          {ffaPresetIds.map((id) => (
            <option key={id} value={id}>
              {t(ffaPresetLabels[id])}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="t-ffa-lobby" label={t({ defaultMessage: 'Entrants per lobby' })} error={err('competition.ffaLobbySize')}>
          <Input
            type="number"
            inputMode="numeric"
            min={FFA_LOBBY_SIZE_MIN}
            max={FFA_LOBBY_SIZE_MAX}
            {...describedBy('t-ffa-lobby', err('competition.ffaLobbySize'))}
            {...register('competition.ffaLobbySize', { ...number, onChange: custom })}
          />
        </Field>
        <Field id="t-ffa-games" label={t({ defaultMessage: 'Games per lobby' })} error={err('competition.ffaGames')}>
          <Input type="number" inputMode="numeric" min={1} max={FFA_GAMES_MAX} {...describedBy('t-ffa-games', err('competition.ffaGames'))} {...register('competition.ffaGames', number)} />
        </Field>
      </div>
      <Field
        id="t-ffa-points"
        label={t({ defaultMessage: 'Points by place (1st first)' })}
        hint={t({ defaultMessage: 'Separated by commas; places past the end score 0.' })}
        error={err('competition.ffaPlacementPoints')}
      >
        <Controller
          control={control}
          name="competition.ffaPlacementPoints"
          render={({ field }) => (
            <PlacementPointsInput
              key={tableKey}
              id="t-ffa-points"
              value={field.value}
              invalid={err('competition.ffaPlacementPoints')}
              onChange={(points) => {
                field.onChange(points);
                custom();
              }}
            />
          )}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="t-ffa-kill" label={t({ defaultMessage: 'Points per elimination' })} error={err('competition.ffaPointsPerKill')}>
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            {...describedBy('t-ffa-kill', err('competition.ffaPointsPerKill'))}
            {...register('competition.ffaPointsPerKill', { ...number, onChange: custom })}
          />
        </Field>
        <Field
          id="t-ffa-final"
          label={t({ defaultMessage: 'Final lobby size' })}
          hint={t({ defaultMessage: '0 for no final; otherwise the best entrants across lobbies play a final of their own.' })}
          error={err('competition.ffaFinalSize')}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            max={FFA_LOBBY_SIZE_MAX}
            {...describedBy('t-ffa-final', err('competition.ffaFinalSize'), true)}
            {...register('competition.ffaFinalSize', number)}
          />
        </Field>
      </div>
    </div>
  );
}
