import { BIO_MAX, updateProfileBody, type UpdateProfileBody, type User } from '@clutch/contract/users';
import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog.tsx';
import { describedBy, Field } from '@/components/ui/field.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { cn } from '@/lib/cn.ts';
import { countryOptions } from '@/lib/countries.ts';
import { errorMessage, isApiError } from '@/lib/http.ts';
import { useLocale, useT } from '@/lib/i18n/use-t.ts';
import { ImageSaveError, useSaveProfile, type ImageChange } from '../api/update-profile.ts';
import { ImagePicker } from './image-picker.tsx';

type ProfileForm = UpdateProfileBody;
const NO_COUNTRY = 'none';
const fieldNames: FieldPath<ProfileForm>[] = ['nickName', 'bio', 'country', 'location', 'website', 'founded', 'discord', 'facebook', 'instagram', 'twitch'];
const isFieldName = (name: string): name is FieldPath<ProfileForm> => (fieldNames as string[]).includes(name);

const valuesOf = (user: User): ProfileForm => ({
  nickName: user.nickName,
  bio: user.bio ?? '',
  country: user.country?.id ?? null,
  location: user.location ?? '',
  website: user.website ?? '',
  founded: user.founded ?? null,
  discord: user.discord ?? '',
  facebook: user.facebook ?? '',
  instagram: user.instagram ?? '',
  twitch: user.twitch ?? '',
});

const keep: ImageChange = { kind: 'keep' };

/**
 * The owner's Edit Profile (spec §2, §5): name (the nickname, required: Save stays disabled while it is empty),
 * country, location, website, founded, bio held to 500 with its counter, four social handles, the avatar and the
 * cover. 'Profile updated successfully!' only once the server saved it all; its refusals land on their field.
 */
export function EditProfileDialog({ user }: { user: User }) {
  const t = useT();
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const [avatar, setAvatar] = useState<ImageChange>(keep);
  const [cover, setCover] = useState<ImageChange>(keep);
  const save = useSaveProfile();
  const form = useForm<ProfileForm, unknown, z.output<typeof updateProfileBody>>({ resolver: zodResolver(updateProfileBody), defaultValues: valuesOf(user) });
  const { errors } = form.formState;
  const name = useWatch({ control: form.control, name: 'nickName' }) ?? '';
  const bioLength = (useWatch({ control: form.control, name: 'bio' }) ?? '').length;

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) {
      form.reset(valuesOf(user));
      setAvatar(keep);
      setCover(keep);
      save.reset();
    }
  };

  const submit = form.handleSubmit((fields) =>
    save.mutate(
      { fields, avatar, cover },
      {
        onSuccess: () => {
          toast.success(t({ defaultMessage: 'Profile updated successfully!' }));
          setOpen(false);
        },
        onError: (e) => {
          if (e instanceof ImageSaveError) {
            form.setError('root', {
              message:
                e.slot === 'avatar'
                  ? t({ defaultMessage: 'Your details were saved, but not the avatar: {reason}' }, { reason: errorMessage(e.reason, t({ defaultMessage: 'please try again.' })) })
                  : t({ defaultMessage: 'Your details were saved, but not the cover: {reason}' }, { reason: errorMessage(e.reason, t({ defaultMessage: 'please try again.' })) }),
            });
            return;
          }
          const onFields = isApiError(e) ? Object.entries(e.fields ?? {}).filter(([field]) => isFieldName(field)) : [];
          if (onFields.length) {
            for (const [field, message] of onFields) form.setError(field as FieldPath<ProfileForm>, { message }, { shouldFocus: true });
          } else if (isApiError(e) && e.code === 'NICKNAME_TAKEN') {
            form.setError('nickName', { message: e.message }, { shouldFocus: true });
          } else {
            form.setError('root', { message: errorMessage(e, t({ defaultMessage: 'Could not save your profile. Please try again.' })) });
          }
        },
      },
    ),
  );

  const text = (field: Exclude<FieldPath<ProfileForm>, 'founded' | 'country'>, label: string, props: { placeholder?: string; autoComplete?: string; type?: string } = {}) => {
    const id = `profile-${field}`;
    const error = errors[field]?.message;
    return (
      <Field id={id} label={label} error={error}>
        <Input {...describedBy(id, error)} autoComplete={props.autoComplete ?? 'off'} type={props.type} placeholder={props.placeholder} {...form.register(field)} />
      </Field>
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Pencil aria-hidden />
          {t({ defaultMessage: 'Edit Profile' })}
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t({ defaultMessage: 'Edit Profile' })}</DialogTitle>
          <DialogDescription>{t({ defaultMessage: 'What other players see on your profile.' })}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="flex min-w-0 flex-col gap-4">
          <div className="grid gap-4 sm:grid-cols-[auto_1fr]">
            <ImagePicker kind="avatar" currentUrl={user.profilePicUrl} change={avatar} onChange={setAvatar} />
            <ImagePicker kind="cover" currentUrl={user.coverUrl} change={cover} onChange={setCover} />
          </div>
          {text('nickName', t({ defaultMessage: 'Name' }), { autoComplete: 'username' })}
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="profile-country" label={t({ defaultMessage: 'Country' })} error={errors.country?.message}>
              <Controller
                control={form.control}
                name="country"
                render={({ field }) => (
                  <Select value={field.value ?? NO_COUNTRY} onValueChange={(v) => field.onChange(v === NO_COUNTRY ? null : v)}>
                    <SelectTrigger id="profile-country" aria-invalid={errors.country ? true : undefined}>
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent className="max-h-72">
                      <SelectItem value={NO_COUNTRY}>{t({ defaultMessage: 'Not set' })}</SelectItem>
                      {countryOptions(locale).map((c) => (
                        <SelectItem key={c.code} value={c.code}>
                          {c.name}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
            </Field>
            {text('location', t({ defaultMessage: 'Location' }), { placeholder: t({ defaultMessage: 'City, region' }) })}
            {text('website', t({ defaultMessage: 'Website' }), { type: 'url', placeholder: t({ defaultMessage: 'https://your-site.com' }), autoComplete: 'url' })}
            <Field id="profile-founded" label={t({ defaultMessage: 'Founded' })} error={errors.founded?.message}>
              <Input
                {...describedBy('profile-founded', errors.founded?.message)}
                type="number"
                inputMode="numeric"
                placeholder={t({ defaultMessage: 'Year, e.g. 2019' })}
                {...form.register('founded', { setValueAs: (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v)) })}
              />
            </Field>
          </div>
          <Field
            id="profile-bio"
            label={t({ defaultMessage: 'Bio' })}
            error={errors.bio?.message}
            hint={
              <span className={cn('tabular-nums', bioLength > BIO_MAX && 'font-medium text-destructive-text')}>
                {t({ defaultMessage: '{count}/{max}', description: 'Characters used in the bio, of the most allowed' }, { count: bioLength, max: BIO_MAX })}
              </span>
            }
          >
            <Textarea rows={4} {...describedBy('profile-bio', errors.bio?.message, true)} {...form.register('bio')} />
          </Field>
          <fieldset className="flex min-w-0 flex-col gap-3">
            <legend className="mb-1 text-sm font-medium">{t({ defaultMessage: 'Social handles' })}</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              {text('discord', t({ defaultMessage: 'Discord' }))}
              {text('facebook', t({ defaultMessage: 'Facebook' }))}
              {text('instagram', t({ defaultMessage: 'Instagram' }))}
              {text('twitch', t({ defaultMessage: 'Twitch' }))}
            </div>
          </fieldset>
          <FormMessage>{errors.root?.message}</FormMessage>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">{t({ defaultMessage: 'Cancel' })}</Button>
            </DialogClose>
            <Button type="submit" disabled={save.isPending || name.trim() === ''}>
              {save.isPending && <Spinner className="size-4" />}
              {t({ defaultMessage: 'Save' })}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
