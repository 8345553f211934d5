import { platforms } from '@clutch/contract/games';
import { Controller, useFormContext } from 'react-hook-form';
import { describedBy, Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import type { TournamentFormValues } from '../../lib/tournament-form-schema.ts';
import { CheckboxField, FormSection, messageAt } from './field.tsx';
import { PhotosField } from './photos-field.tsx';

/** Platforms, photos, the stream and Discord links, and where it is played. */
export function MediaSection({ locked }: { locked: boolean }) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<TournamentFormValues>();
  const err = (path: string) => messageAt(errors, path);
  return (
    <FormSection title="Platforms, media and links">
      <fieldset disabled={locked} className="flex min-w-0 flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">Platforms</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-3">
          {platforms.map((p) => (
            <CheckboxField key={p} id={`t-platform-${p}`} label={p} value={p} {...register('platform')} />
          ))}
        </div>
        {err('platform') && <p className="text-sm font-medium text-destructive">{err('platform')}</p>}
      </fieldset>
      <Controller control={control} name="urlPhotos" render={({ field }) => <PhotosField value={field.value} onChange={field.onChange} error={err('urlPhotos')} />} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="t-stream" label="Live stream URL (optional)" hint="A YouTube or Twitch link." error={err('videoStreamingUrl')}>
          <Input type="url" inputMode="url" placeholder="https://" {...describedBy('t-stream', err('videoStreamingUrl'), true)} {...register('videoStreamingUrl')} />
        </Field>
        <Field id="t-discord" label="Discord invite (optional)" error={err('discordUrl')}>
          <Input type="url" inputMode="url" placeholder="https://discord.gg/…" {...describedBy('t-discord', err('discordUrl'))} {...register('discordUrl')} />
        </Field>
      </div>
      <Field id="t-location" label="Location (optional)" hint="A city or venue, or leave empty for online." error={err('location')}>
        <Input autoComplete="off" {...describedBy('t-location', err('location'), true)} {...register('location')} />
      </Field>
    </FormSection>
  );
}
