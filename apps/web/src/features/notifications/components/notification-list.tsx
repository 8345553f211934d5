import type { Notification } from '@clutch/contract/notifications';
import { BellOff, Check, CheckCheck, Inbox, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { cn } from '@/lib/cn.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useClearNotifications } from '../api/clear-notifications.ts';
import { useNotifications } from '../api/get-notifications.ts';
import { useUnreadCount } from '../api/get-unread-count.ts';
import type { NotificationFilter } from '../api/keys.ts';
import { useMarkAllRead } from '../api/mark-all-read.ts';
import { useMarkRead } from '../api/mark-read.ts';
import { useRemoveNotification } from '../api/remove-notification.ts';
import { isAppPath } from '../lib/app-path.ts';
import { notificationTypeNames } from '../lib/notification-types.ts';
import { NotificationTime, NotificationVisual, UnreadDot } from './notification-parts.tsx';


function NotificationRow({ notification }: { notification: Notification }) {
  const t = useT();
  const markRead = useMarkRead();
  const remove = useRemoveNotification();
  const unread = !notification.read;
  const title = isAppPath(notification.link) ? (
    <Link
      to={notification.link}
      onClick={() => unread && markRead.mutate(notification.id)}
      className="underline-offset-2 hover:underline focus-visible:underline"
    >
      {notification.title}
    </Link>
  ) : (
    notification.title
  );
  return (
    <li
      aria-label={notification.title}
      className={cn('flex gap-3 rounded-lg border p-3 sm:p-4', unread ? 'border-primary/40 bg-primary/5' : 'bg-card')}
    >
      <NotificationVisual notification={notification} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-start gap-2">
          <h3 className={cn('min-w-0 flex-1 text-sm leading-snug break-words', unread ? 'font-semibold' : 'font-medium text-muted-foreground')}>{title}</h3>
          <span className="pt-1">
            <UnreadDot unread={unread} />
          </span>
        </div>
        <p className="text-sm break-words text-muted-foreground">{notification.message}</p>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 pt-1">
          <Badge variant="outline" className="font-normal">
            {t(notificationTypeNames[notification.type])}
          </Badge>
          <NotificationTime createdAt={notification.createdAt} />
          <div className="ml-auto flex gap-1">
            {unread && (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => markRead.mutate(notification.id)}
                disabled={markRead.isPending}
                aria-label={t({ defaultMessage: 'Mark as read: {title}' }, { title: notification.title })}
              >
                <Check aria-hidden />
                <span className="max-sm:sr-only">{t({ defaultMessage: 'Mark as read' })}</span>
              </Button>
            )}
            <Button
              variant="ghost"
              size="sm"
              onClick={() => remove.mutate(notification.id)}
              disabled={remove.isPending}
              aria-label={t({ defaultMessage: 'Delete: {title}' }, { title: notification.title })}
              className="text-destructive-text hover:text-destructive-text"
            >
              <Trash2 aria-hidden />
              <span className="max-sm:sr-only">{t({ defaultMessage: 'Delete' })}</span>
            </Button>
          </div>
        </div>
      </div>
    </li>
  );
}

function ClearAllButton({ disabled }: { disabled: boolean }) {
  const t = useT();
  const clear = useClearNotifications();
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="outline" size="sm" disabled={disabled || clear.isPending}>
          <Trash2 aria-hidden />
          {t({ defaultMessage: 'Clear all' })}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t({ defaultMessage: 'Clear all notifications?' })}</AlertDialogTitle>
          <AlertDialogDescription>{t({ defaultMessage: 'Every notification you have is deleted, read or not. This cannot be undone.' })}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t({ defaultMessage: 'Cancel' })}</AlertDialogCancel>
          <AlertDialogAction variant="destructive" onClick={() => clear.mutate()}>
            {t({ defaultMessage: 'Clear all' })}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/**
 * The user's notifications, newest first (spec §2 /app/notifications and the Notifications tab): All or Unread,
 * each with its title, message, type and age, marked read or deleted one by one, or all marked read, or all cleared
 * after a confirmation; 'Load more' follows the server's cursor.
 */
export function NotificationList() {
  const t = useT();
  const [filter, setFilter] = useState<NotificationFilter>('all');
  const query = useNotifications(filter);
  const unread = useUnreadCount().data ?? 0;
  const markAllRead = useMarkAllRead();
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];

  const filters: [NotificationFilter, string][] = [
    ['all', t({ defaultMessage: 'All', description: 'Notifications filter: every notification' })],
    ['unread', t({ defaultMessage: 'Unread', description: 'Notifications filter: only the unread ones' })],
  ];

  return (
    <section aria-label={t({ defaultMessage: 'Your notifications' })} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div role="group" aria-label={t({ defaultMessage: 'Show' })} className="inline-flex rounded-lg bg-muted p-1">
          {filters.map(([value, label]) => (
            <button
              key={value}
              type="button"
              aria-pressed={filter === value}
              onClick={() => setFilter(value)}
              className="min-h-8 cursor-pointer rounded-md px-3 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring aria-pressed:bg-background aria-pressed:text-foreground aria-pressed:shadow-sm"
            >
              {label}
            </button>
          ))}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => markAllRead.mutate()} disabled={unread === 0 || markAllRead.isPending}>
            <CheckCheck aria-hidden />
            {t({ defaultMessage: 'Mark all as read' })}
          </Button>
          <ClearAllButton disabled={filter === 'all' && !query.isPending && items.length === 0} />
        </div>
      </div>

      {query.isPending ? (
        <div aria-busy="true" className="flex flex-col gap-3">
          <p className="text-sm text-muted-foreground">{t({ defaultMessage: 'Loading...' })}</p>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-24 w-full" />
          ))}
        </div>
      ) : query.isError ? (
        <ErrorState title={t({ defaultMessage: 'Could not load your notifications' })} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : items.length === 0 ? (
        filter === 'all' ? (
          <EmptyState
            icon={Inbox}
            title={t({ defaultMessage: 'No notifications yet' })}
            description={t({ defaultMessage: 'Match reminders, team invites and friend requests will be listed here as they come in.' })}
          />
        ) : (
          <EmptyState icon={BellOff} title={t({ defaultMessage: 'No unread notifications' })} description={t({ defaultMessage: "You're all caught up." })} />
        )
      ) : (
        <>
          <ul className="flex flex-col gap-2">
            {items.map((notification) => (
              <NotificationRow key={notification.id} notification={notification} />
            ))}
          </ul>
          {query.hasNextPage && (
            <Button variant="outline" className="self-center" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
              {query.isFetchingNextPage ? t({ defaultMessage: 'Loading...' }) : t({ defaultMessage: 'Load more' })}
            </Button>
          )}
          {query.isFetchNextPageError && (
            <p role="alert" className="text-center text-sm text-destructive-text">
              {t({ defaultMessage: 'Could not load more notifications. Try again.' })}
            </p>
          )}
        </>
      )}
    </section>
  );
}
