import { BellOff, BellRing, CircleX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonVariants } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { paths } from '@/config/paths.ts';
import { AuthLayout } from '@/features/auth/components/auth-layout.tsx';
import { cn } from '@/lib/cn.ts';
import { errorMessage } from '@/lib/http.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useResubscribeEmails, useUnsubscribeEmails } from '../api/email-subscription.ts';
import { notificationTypeNames } from '../lib/notification-types.ts';

/**
 * Where a notification e-mail's "Unsubscribe" link lands (`?token=`), signed in or not: that type's e-mails are
 * turned off as the page opens (one click, as mail users expect), with an undo and the way to every setting.
 */
export default function UnsubscribePage() {
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useUnsubscribeEmails();
  const resubscribe = useResubscribeEmails();
  const { mutate } = unsubscribe;
  const requested = useRef<string | null>(null);

  // StrictMode runs effects twice: post once per token.
  useEffect(() => {
    if (!token || requested.current === token) return;
    requested.current = token;
    mutate(token);
  }, [token, mutate]);

  if (token && (unsubscribe.isIdle || unsubscribe.isPending)) {
    return (
      <AuthLayout title={t({ defaultMessage: 'Unsubscribing...' })}>
        <div className="flex justify-center py-4 text-primary">
          <Spinner className="size-8" />
        </div>
      </AuthLayout>
    );
  }

  if (!token || unsubscribe.isError) {
    const message = token
      ? errorMessage(unsubscribe.error, t({ defaultMessage: 'This unsubscribe link is not valid. Change your e-mail settings in Clutch instead.' }))
      : t({ defaultMessage: 'This unsubscribe link is not valid. Change your e-mail settings in Clutch instead.' });
    return (
      <AuthLayout top={<StateIcon kind="error" />} title={t({ defaultMessage: 'Oops' })} description={<span role="alert">{message}</span>}>
        <SettingsLinks />
      </AuthLayout>
    );
  }

  const type = t(notificationTypeNames[unsubscribe.data!.type]);
  if (resubscribe.isSuccess) {
    return (
      <AuthLayout
        top={<StateIcon kind="on" />}
        title={t({ defaultMessage: 'E-mails are on again' })}
        description={<span role="status">{t({ defaultMessage: 'You will get e-mails about “{type}” again.' }, { type })}</span>}
      >
        <SettingsLinks />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      top={<StateIcon kind="off" />}
      title={t({ defaultMessage: 'Unsubscribed' })}
      description={<span role="status">{t({ defaultMessage: 'You will no longer get e-mails about “{type}”. Notifications in the app are not affected.' }, { type })}</span>}
    >
      <div className="flex flex-col gap-3">
        {resubscribe.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(resubscribe.error, t({ defaultMessage: 'Could not turn these e-mails on again. Please try again.' }))}
          </p>
        ) : null}
        <Button variant="outline" size="lg" className="w-full" disabled={resubscribe.isPending} onClick={() => resubscribe.mutate(token)}>
          {resubscribe.isPending ? <Spinner className="size-4" /> : null}
          {t({ defaultMessage: 'Undo' })}
        </Button>
        <SettingsLinks />
      </div>
    </AuthLayout>
  );
}

function StateIcon({ kind }: { kind: 'off' | 'on' | 'error' }) {
  const Icon = kind === 'off' ? BellOff : kind === 'on' ? BellRing : CircleX;
  return (
    <span
      className={cn(
        'flex size-14 items-center justify-center rounded-full',
        kind === 'error' ? 'bg-destructive/15 text-destructive' : 'bg-primary/15 text-primary',
      )}
    >
      <Icon aria-hidden className="size-8" />
    </span>
  );
}

/** Every e-mail, push and sound setting is on the Live Status page (signing in first if needed). */
function SettingsLinks() {
  const t = useT();
  return (
    <Link to={paths.app.liveNotifications()} className={cn(buttonVariants({ size: 'lg' }), 'w-full')}>
      {t({ defaultMessage: 'Notification settings' })}
    </Link>
  );
}
