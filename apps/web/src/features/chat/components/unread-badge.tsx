import { cn } from '@/lib/cn.ts';
import { unreadBadgeText } from '../lib/badge.ts';

/** The red count on a chat button: nothing at 0, "99+" above 99 (spec §9). Hidden from screen readers: the button's name says it. */
export function UnreadBadge({ count, className }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden
      data-testid="unread-badge"
      className={cn('flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[10px] leading-none font-semibold text-destructive-foreground tabular-nums', className)}
    >
      {unreadBadgeText(count)}
    </span>
  );
}
