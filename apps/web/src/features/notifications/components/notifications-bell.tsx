import { UNREAD_BADGE_MAX, type Notification } from '@clutch/contract/notifications';
import { Bell, CheckCheck, Inbox, Settings } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { paths } from '@/config/paths.ts';
import { cn } from '@/lib/cn.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useLatestNotifications } from '../api/get-notifications.ts';
import { useUnreadCount } from '../api/get-unread-count.ts';
import { useMarkAllRead } from '../api/mark-all-read.ts';
import { useMarkRead } from '../api/mark-read.ts';
import { useNotificationsLive } from '../hooks/use-notifications-live.ts';
import { isAppPath } from '../lib/app-path.ts';
import { NotificationTime, NotificationVisual, UnreadDot } from './notification-parts.tsx';

/** "99+" above the most the badge spells out (spec §9). */
export const badgeText = (count: number) => (count > UNREAD_BADGE_MAX ? `${UNREAD_BADGE_MAX}+` : String(count));


function LatestItem({ notification, onOpen }: { notification: Notification; onOpen: (n: Notification) => void }) {
  return (
    <DropdownMenuItem onSelect={() => onOpen(notification)} className="items-start gap-3 px-3 py-2.5">
      <NotificationVisual notification={notification} />
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className={cn('text-sm leading-snug', notification.read ? 'text-muted-foreground' : 'font-semibold text-foreground')}>{notification.title}</span>
        <span className="line-clamp-2 text-xs text-muted-foreground">{notification.message}</span>
        <NotificationTime createdAt={notification.createdAt} />
      </span>
      <span className="pt-1.5">
        <UnreadDot unread={!notification.read} />
      </span>
    </DropdownMenuItem>
  );
}

/**
 * The top bar's bell (spec §2, issue #14): the unread badge, live over the socket in every tab; the dropdown with
 * the latest few, where a click marks one read and goes to what it is about; 'Mark all as read'; the way to the
 * full list and to the settings. On a phone the dropdown spans the screen, less a small margin.
 */
export function NotificationsBell() {
  const t = useT();
  const navigate = useNavigate();
  useNotificationsLive();
  const [open, setOpen] = useState(false);
  const unread = useUnreadCount().data ?? 0;
  const latest = useLatestNotifications(open);
  const markRead = useMarkRead();
  const markAllRead = useMarkAllRead();

  const label = t({ defaultMessage: '{unread, plural, =0 {Notifications} other {Notifications, # unread}}' }, { unread });

  const openNotification = (notification: Notification) => {
    if (!notification.read) markRead.mutate(notification.id);
    if (isAppPath(notification.link)) void navigate(notification.link);
  };

  const items = latest.data?.items ?? [];

  return (
    <DropdownMenu open={open} onOpenChange={setOpen}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={label} className="relative size-9">
          <Bell aria-hidden />
          {unread > 0 && (
            <span
              aria-hidden
              className="absolute top-1 right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[10px] leading-none font-semibold text-destructive-foreground tabular-nums"
            >
              {badgeText(unread)}
            </span>
          )}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" collisionPadding={8} className="flex w-[calc(100vw-1rem)] flex-col p-0 sm:w-96">
        <div className="flex items-center gap-1 py-1 pr-1 pl-1">
          <DropdownMenuLabel className="flex-1 px-2">{t({ defaultMessage: 'Notifications' })}</DropdownMenuLabel>
          {unread > 0 && (
            <DropdownMenuItem
              onSelect={(event) => {
                event.preventDefault();
                markAllRead.mutate();
              }}
              disabled={markAllRead.isPending}
              className="text-xs text-link"
            >
              <CheckCheck aria-hidden />
              {t({ defaultMessage: 'Mark all as read' })}
            </DropdownMenuItem>
          )}
          <DropdownMenuItem asChild aria-label={t({ defaultMessage: 'Notification settings' })} className="size-8 justify-center p-0">
            <Link to={paths.app.liveNotifications()}>
              <Settings aria-hidden />
            </Link>
          </DropdownMenuItem>
        </div>
        <DropdownMenuSeparator className="mx-0 my-0" />
        <div className="max-h-[min(28rem,calc(100svh-9rem))] overflow-y-auto p-1">
          {latest.isPending ? (
            <div aria-busy="true" className="flex flex-col gap-1 p-1">
              <span className="sr-only">{t({ defaultMessage: 'Loading...' })}</span>
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} className="h-14 w-full" />
              ))}
            </div>
          ) : latest.isError ? (
            <div role="alert" className="flex flex-col items-center gap-2 px-4 py-6 text-center">
              <p className="text-sm">{t({ defaultMessage: 'Could not load your notifications' })}</p>
              <DropdownMenuItem
                onSelect={(event) => {
                  event.preventDefault();
                  void latest.refetch();
                }}
                disabled={latest.isFetching}
                className="text-link"
              >
                {t({ defaultMessage: 'Try again' })}
              </DropdownMenuItem>
            </div>
          ) : items.length === 0 ? (
            <div className="flex flex-col items-center gap-2 px-4 py-8 text-center">
              <Inbox aria-hidden className="size-6 text-muted-foreground" />
              <p className="text-sm font-medium">{t({ defaultMessage: 'No notifications yet' })}</p>
              <p className="text-xs text-muted-foreground">
                {t({ defaultMessage: 'Match reminders, invites and friend requests will show up here.' })}
              </p>
            </div>
          ) : (
            items.map((notification) => <LatestItem key={notification.id} notification={notification} onOpen={openNotification} />)
          )}
        </div>
        <DropdownMenuSeparator className="mx-0 my-0" />
        <div className="p-1">
          <DropdownMenuItem asChild className="justify-center text-link">
            <Link to={paths.app.notifications()}>{t({ defaultMessage: 'View all notifications' })}</Link>
          </DropdownMenuItem>
        </div>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
