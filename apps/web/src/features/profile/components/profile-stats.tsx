import { useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { defineMessage } from '@/lib/i18n/message.ts';
import { useLocale, useT } from '@/lib/i18n/use-t.ts';
import { useUserStats } from '../api/get-user-stats.ts';
import { ConnectionsDialog, type ConnectionsTab } from './connections-dialog.tsx';

const counters = [
  { key: 'friends', label: defineMessage({ defaultMessage: 'Friends' }) },
  { key: 'followers', label: defineMessage({ defaultMessage: 'Followers' }) },
  { key: 'following', label: defineMessage({ defaultMessage: 'Following', description: 'How many players a user follows' }) },
] as const satisfies readonly { key: ConnectionsTab; label: unknown }[];

/** Friends, Followers, Following (GET /users/{id}/stats); each opens the connections dialog on its tab (spec §2). */
export function ProfileStats({ userId, nickname }: { userId: string; nickname: string }) {
  const t = useT();
  const locale = useLocale();
  const stats = useUserStats(userId);
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<ConnectionsTab>('friends');
  return (
    <>
      <div className="grid grid-cols-3 gap-2 rounded-lg border bg-background/40 p-2 text-center sm:max-w-sm">
        {counters.map(({ key, label }) => (
          <button
            key={key}
            type="button"
            className="flex min-w-0 cursor-pointer flex-col items-center gap-1 rounded-md p-1 transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
            onClick={() => {
              setTab(key);
              setOpen(true);
            }}
          >
            <span className="text-lg font-semibold tabular-nums">
              {stats.isPending ? (
                <Skeleton className="mx-auto h-6 w-8" />
              ) : stats.data ? (
                stats.data[key].toLocaleString(locale)
              ) : (
                <span title={t({ defaultMessage: 'Could not load' })}>–</span>
              )}
            </span>{' '}
            <span className="truncate text-xs text-muted-foreground">{t(label)}</span>
          </button>
        ))}
      </div>
      <ConnectionsDialog userId={userId} nickname={nickname} tab={tab} onTabChange={setTab} open={open} onOpenChange={setOpen} />
    </>
  );
}
