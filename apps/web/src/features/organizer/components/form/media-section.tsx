import { platforms } from '@clutch/contract/games';
import { Controller } from 'react-hook-form';
import { describedBy, Field } from '@/components/ui/field.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { CheckboxField, FormSection, useTournamentForm } from './field.tsx';
import { PhotosField } from './photos-field.tsx';

// Addresses, the same in every language.
const urlExample = 'https://';
const discordExample = 'https://discord.gg/…';

/** Platforms, photos, the stream and Discord links, and where it is played. */
export function MediaSection({ locked }: { locked: boolean }) {
  const t = useT();
  const { register, control, err } = useTournamentForm();
  return (
    <FormSection title={t({ defaultMessage: 'Platforms, media and links' })}>
      <fieldset disabled={locked} className="flex min-w-0 flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">{t({ defaultMessage: 'Platforms' })}</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-3">
          {platforms.map((p) => (
            <CheckboxField key={p} id={`t-platform-${p}`} label={p} value={p} {...register('platform')} />
          ))}
        </div>
        <FormMessage>{err('platform')}</FormMessage>
      </fieldset>
      <Controller control={control} name="urlPhotos" render={({ field }) => <PhotosField value={field.value} onChange={field.onChange} error={err('urlPhotos')} />} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id="t-stream"
          label={t({ defaultMessage: 'Live stream URL (optional)' })}
          hint={t({ defaultMessage: 'A YouTube or Twitch link.' })}
          error={err('videoStreamingUrl')}
        >
          <Input type="url" inputMode="url" placeholder={urlExample} {...describedBy('t-stream', err('videoStreamingUrl'), true)} {...register('videoStreamingUrl')} />
        </Field>
        <Field id="t-discord" label={t({ defaultMessage: 'Discord invite (optional)' })} error={err('discordUrl')}>
          <Input type="url" inputMode="url" placeholder={discordExample} {...describedBy('t-discord', err('discordUrl'))} {...register('discordUrl')} />
        </Field>
      </div>
      <Field
        id="t-location"
        label={t({ defaultMessage: 'Location (optional)' })}
        hint={t({ defaultMessage: 'A city or venue, or leave empty for online.' })}
        error={err('location')}
      >
        <Input autoComplete="off" {...describedBy('t-location', err('location'), true)} {...register('location')} />
      </Field>
    </FormSection>
  );
}
