import type { Notification } from '@clutch/contract/notifications';
import { PersonAvatar } from '@/components/person-avatar.tsx';
import { cn } from '@/lib/cn.ts';
import { formatRelativeTime } from '@/lib/format.ts';
import { useLocale, useT } from '@/lib/i18n/use-t.ts';
import { notificationTypeIcons } from '../lib/notification-types.ts';

/** Who caused it (their avatar), or the picture of its type. */
export function NotificationVisual({ notification, className }: { notification: Notification; className?: string }) {
  if (notification.actor)
    return <PersonAvatar nickname={notification.actor.nickName} photoUrl={notification.actor.profilePicUrl} className={cn('size-9', className)} />;
  const Icon = notificationTypeIcons[notification.type];
  return (
    <span className={cn('flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/15 text-primary', className)}>
      <Icon aria-hidden className="size-4" />
    </span>
  );
}

/** The dot of an unread one, named for screen readers; the same room kept empty when read, so texts line up. */
export function UnreadDot({ unread }: { unread: boolean }) {
  const t = useT();
  return (
    <span className="flex size-2.5 shrink-0 items-center justify-center">
      {unread && (
        <>
          <span aria-hidden className="size-2 rounded-full bg-primary" />
          <span className="sr-only">{t({ defaultMessage: 'Unread' })}</span>
        </>
      )}
    </span>
  );
}

/** "5 minutes ago", as a `<time>` carrying the instant. */
export function NotificationTime({ createdAt, className }: { createdAt: string; className?: string }) {
  useLocale();
  return (
    <time dateTime={createdAt} className={cn('text-xs text-muted-foreground', className)}>
      {formatRelativeTime(createdAt)}
    </time>
  );
}
