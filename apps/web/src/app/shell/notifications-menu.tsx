import { Bell, Inbox } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu.tsx';
import { paths } from '@/config/paths.ts';
import { useT } from '@/lib/i18n/use-t.ts';

/** The bell; a badge appears when `unreadCount` is above zero. */
export function NotificationsMenu({ unreadCount = 0 }: { unreadCount?: number }) {
  const t = useT();
  const label = t({ defaultMessage: '{unread, plural, =0 {Notifications} other {Notifications, # unread}}' }, { unread: unreadCount });
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={label} className="relative size-9">
          <Bell aria-hidden />
          {unreadCount > 0 && (
            <span
              aria-hidden
              className="absolute top-1 right-1 flex min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[10px] leading-4 font-semibold text-destructive-foreground"
            >
              {unreadCount > 99 ? '99+' : unreadCount}
            </span>
          )}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-80 max-w-[calc(100vw-1rem)]">
        <DropdownMenuLabel>{t({ defaultMessage: 'Notifications' })}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <div className="flex flex-col items-center gap-2 px-4 py-8 text-center">
          <Inbox aria-hidden className="size-6 text-muted-foreground" />
          <p className="text-sm font-medium">{t({ defaultMessage: 'No notifications yet' })}</p>
          <p className="text-xs text-muted-foreground">
            {t({ defaultMessage: 'Match reminders, invites and friend requests will show up here.' })}
          </p>
        </div>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild className="justify-center text-link">
          <Link to={paths.app.notifications()}>{t({ defaultMessage: 'View all notifications' })}</Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
