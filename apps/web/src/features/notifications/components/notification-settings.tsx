import {
  MATCH_REMINDER_MINUTES,
  notificationSettings,
  notificationTypes,
  type ChannelSettings,
  type NotificationSettings,
} from '@clutch/contract/notifications';
import { zodResolver } from '@hookform/resolvers/zod';
import { SlidersHorizontal } from 'lucide-react';
import { useId, useState, type ComponentProps } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog.tsx';
import { describedBy, Field } from '@/components/ui/field.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { cn } from '@/lib/cn.ts';
import { errorMessage } from '@/lib/http.ts';
import { defineMessage } from '@/lib/i18n/message.ts';
import { useLocale, useT } from '@/lib/i18n/use-t.ts';
import { useUpdateNotificationSettings } from '../api/update-settings.ts';
import { notificationTypeNames } from '../lib/notification-types.ts';
import { browserTimeZone, formatClock, timeZoneOptions } from '../lib/quiet-hours.ts';

const channels: [keyof ChannelSettings, ReturnType<typeof defineMessage>][] = [
  ['push', defineMessage({ defaultMessage: 'Push', description: 'Notification channel: push notifications' })],
  ['email', defineMessage({ defaultMessage: 'E-mail', description: 'Notification channel: e-mail' })],
  ['sound', defineMessage({ defaultMessage: 'Sound', description: 'Notification channel: a sound in the app' })],
];

/**
 * What the dialog opens with: the saved settings, except a zone never chosen (the server starts everyone on UTC),
 * which becomes this browser's zone, so quiet hours mean the user's own night once saved.
 */
const formValues = (settings: NotificationSettings): NotificationSettings => ({
  ...settings,
  quietHours: { ...settings.quietHours, timeZone: settings.quietHours.timeZone === 'UTC' ? browserTimeZone() : settings.quietHours.timeZone },
});

/** "Quiet hours 11 PM to 7 AM", in the language on screen. */
export function QuietHoursText({ start, end }: { start: string; end: string }) {
  const t = useT();
  const locale = useLocale();
  return <>{t({ defaultMessage: 'Quiet hours {start} to {end}' }, { start: formatClock(start, locale), end: formatClock(end, locale) })}</>;
}

function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'flex h-10 w-full cursor-pointer rounded-md border border-input bg-background px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive',
        className,
      )}
      {...props}
    />
  );
}

/**
 * The settings dialog (spec §2 Live Status & Notifications): push, e-mail and sound for each type, and quiet hours
 * in the user's own zone, saved on the server with 'Settings saved'. In-app notifications always arrive; sections
 * for this device (web push) can join below the table.
 */
export function NotificationSettingsDialog({ settings }: { settings: NotificationSettings }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const save = useUpdateNotificationSettings();
  const form = useForm<NotificationSettings>({ resolver: zodResolver(notificationSettings), defaultValues: formValues(settings) });
  const { errors } = form.formState;
  const [start, end, quietEnabled, zone] = useWatch({ control: form.control, name: ['quietHours.start', 'quietHours.end', 'quietHours.enabled', 'quietHours.timeZone'] });
  const zones = timeZoneOptions(zone);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) {
      form.reset(formValues(settings));
      save.reset();
    }
  };

  const submit = form.handleSubmit((values) =>
    save.mutate(
      // The global switch is the page's: keep the one saved now.
      { ...values, enabled: settings.enabled },
      {
        onSuccess: () => {
          toast.success(t({ defaultMessage: 'Settings saved' }));
          setOpen(false);
        },
        onError: (e) => form.setError('root', { message: errorMessage(e, t({ defaultMessage: 'Could not save your settings. Please try again.' })) }),
      },
    ),
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <SlidersHorizontal aria-hidden />
          {t({ defaultMessage: 'Notification settings' })}
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t({ defaultMessage: 'Notification settings' })}</DialogTitle>
          <DialogDescription>
            {t({ defaultMessage: 'Choose how each kind of notification reaches you outside the app, and which ones play a sound. In the app, they always arrive.' })}
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="flex min-w-0 flex-col gap-6">
          <table className="w-full border-collapse text-sm">
            <caption className="sr-only">{t({ defaultMessage: 'Channels for each type of notification' })}</caption>
            <thead>
              <tr className="border-b text-xs text-muted-foreground">
                <th scope="col" className="py-2 pr-2 text-left font-medium">
                  {t({ defaultMessage: 'Type', description: 'Column of the notification types' })}
                </th>
                {channels.map(([channel, name]) => (
                  <th key={channel} scope="col" className="w-14 px-1 py-2 text-center font-medium sm:w-20">
                    {t(name)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {notificationTypes.map((type) => (
                <tr key={type} className="border-b last:border-b-0">
                  <th scope="row" className="py-2.5 pr-2 text-left font-normal">
                    <span className="block">{t(notificationTypeNames[type])}</span>
                    {type === 'match_starting' && (
                      <span className="block text-xs text-muted-foreground">
                        {t({ defaultMessage: 'Match reminder {minutes} minutes before' }, { minutes: MATCH_REMINDER_MINUTES })}
                      </span>
                    )}
                  </th>
                  {channels.map(([channel, name]) => (
                    <td key={channel} className="px-1 py-2.5 text-center">
                      <Controller
                        control={form.control}
                        name={`types.${type}.${channel}`}
                        render={({ field }) => (
                          <Switch
                            checked={field.value}
                            onCheckedChange={field.onChange}
                            onBlur={field.onBlur}
                            ref={field.ref}
                            aria-label={t({ defaultMessage: '{channel} for {type}' }, { channel: t(name), type: t(notificationTypeNames[type]) })}
                          />
                        )}
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>

          <fieldset className="flex min-w-0 flex-col gap-4 rounded-lg border p-4">
            <legend className="px-1 text-sm font-semibold">{t({ defaultMessage: 'Quiet hours' })}</legend>
            <div className="flex flex-col gap-1">
              <p className="text-sm font-medium">
                <QuietHoursText start={start} end={end} />
              </p>
              <p className="text-xs text-muted-foreground">
                {t({ defaultMessage: 'Push and e-mail wait until quiet hours end; notifications still arrive in the app.' })}
              </p>
            </div>
            <div className="flex items-center gap-3">
              <Controller
                control={form.control}
                name="quietHours.enabled"
                render={({ field }) => <Switch id="quiet-enabled" checked={field.value} onCheckedChange={field.onChange} onBlur={field.onBlur} ref={field.ref} />}
              />
              <Label htmlFor="quiet-enabled">{t({ defaultMessage: 'Hold push and e-mail during quiet hours' })}</Label>
            </div>
            <div className="grid gap-4 sm:grid-cols-[1fr_1fr_2fr]">
              <Field id="quiet-start" label={t({ defaultMessage: 'From', description: 'Start of the quiet hours' })} error={errors.quietHours?.start?.message}>
                <Input type="time" disabled={!quietEnabled} {...describedBy('quiet-start', errors.quietHours?.start?.message)} {...form.register('quietHours.start')} />
              </Field>
              <Field id="quiet-end" label={t({ defaultMessage: 'To', description: 'End of the quiet hours' })} error={errors.quietHours?.end?.message}>
                <Input type="time" disabled={!quietEnabled} {...describedBy('quiet-end', errors.quietHours?.end?.message)} {...form.register('quietHours.end')} />
              </Field>
              <Field
                id="quiet-zone"
                label={t({ defaultMessage: 'Time zone' })}
                hint={t({ defaultMessage: 'Quiet hours follow this zone.' })}
                error={errors.quietHours?.timeZone?.message}
              >
                <NativeSelect {...describedBy('quiet-zone', errors.quietHours?.timeZone?.message, true)} {...form.register('quietHours.timeZone')}>
                  {zones.map((z) => (
                    <option key={z} value={z}>
                      {z.replaceAll('_', ' ')}
                    </option>
                  ))}
                </NativeSelect>
              </Field>
            </div>
          </fieldset>

          <FormMessage>{errors.root?.message}</FormMessage>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">{t({ defaultMessage: 'Cancel' })}</Button>
            </DialogClose>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending && <Spinner className="size-4" />}
              {t({ defaultMessage: 'Save' })}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/**
 * The global switch (spec §2): off, nothing leaves the app (no push, no e-mail, no sound) and notifications still
 * arrive in it. Saved at once.
 */
export function GlobalNotificationsSwitch({ settings }: { settings: NotificationSettings }) {
  const t = useT();
  const id = useId();
  const save = useUpdateNotificationSettings();
  const checked = save.isPending ? save.variables.enabled : settings.enabled;
  return (
    <div className="flex items-start gap-3 rounded-lg border bg-card p-4">
      <Switch
        id={id}
        checked={checked}
        disabled={save.isPending}
        aria-describedby={`${id}-hint`}
        onCheckedChange={(enabled) =>
          save.mutate(
            { ...settings, enabled },
            {
              onSuccess: () => toast.success(t({ defaultMessage: 'Settings saved' })),
              onError: (e) => toast.error(errorMessage(e, t({ defaultMessage: 'Could not save your settings. Please try again.' }))),
            },
          )
        }
      />
      <div className="flex min-w-0 flex-col gap-1">
        <Label htmlFor={id}>{t({ defaultMessage: 'Notifications', description: 'The global notifications switch' })}</Label>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {checked
            ? t({ defaultMessage: 'On: push, e-mail and sound follow your settings for each type.' })
            : t({ defaultMessage: 'Off: no push, e-mail or sound. Notifications still arrive here.' })}
        </p>
      </div>
    </div>
  );
}

