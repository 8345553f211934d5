import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { errorMessage } from '@/lib/http.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { disablePush, enablePush, readPushState, type PushState } from '@/lib/pwa/push-device.ts';
import { SectionTitle } from './section-title.tsx';

/**
 * Settings → Push notifications: one switch for this device. On asks the browser's permission, subscribes and hands
 * the subscription to the server; off unsubscribes and tells the server. A browser without push, or one that blocks
 * Clutch's notifications, says so instead.
 */
export function PushNotificationsCard() {
  const t = useT();
  const [state, setState] = useState<PushState | 'loading'>('loading');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    readPushState()
      .then((s) => live && setState(s))
      .catch(() => live && setState('off'));
    return () => {
      live = false;
    };
  }, []);

  const toggle = async (on: boolean) => {
    setBusy(true);
    try {
      if (on) {
        const next = await enablePush();
        setState(next);
        if (next === 'on') toast.success(t({ defaultMessage: 'Push notifications are on for this device.' }));
      } else {
        await disablePush();
        setState('off');
        toast.success(t({ defaultMessage: 'Push notifications are off for this device.' }));
      }
    } catch (e) {
      setState(await readPushState().catch(() => 'off' as const));
      toast.error(
        on ? t({ defaultMessage: 'Couldn’t turn push notifications on' }) : t({ defaultMessage: 'Couldn’t turn push notifications off' }),
        { description: errorMessage(e, t({ defaultMessage: 'Please try again.' })) },
      );
    } finally {
      setBusy(false);
    }
  };

  const note =
    state === 'unsupported'
      ? t({ defaultMessage: 'This browser can’t receive push notifications. On an iPhone or iPad, add Clutch to your Home Screen and open it from there.' })
      : state === 'denied'
        ? t({ defaultMessage: 'Notifications from Clutch are blocked in this browser. Allow them in the site settings, then come back here.' })
        : null;

  return (
    <Card>
      <CardHeader>
        <SectionTitle>{t({ defaultMessage: 'Push notifications' })}</SectionTitle>
        <CardDescription>{t({ defaultMessage: 'Match reminders and tournament news on this device, even when Clutch is closed.' })}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <div className="flex items-center justify-between gap-4">
          <Label htmlFor="settings-push">{t({ defaultMessage: 'Push notifications on this device' })}</Label>
          <Switch
            id="settings-push"
            checked={state === 'on'}
            disabled={busy || state === 'loading' || state === 'unsupported' || state === 'denied'}
            aria-busy={busy || state === 'loading'}
            aria-describedby={note ? 'settings-push-note' : undefined}
            onCheckedChange={(on) => void toggle(on)}
          />
        </div>
        {note && (
          <p id="settings-push-note" role="status" className="text-sm text-muted-foreground">
            {note}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
