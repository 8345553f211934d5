import { Skeleton } from '@/components/ui/skeleton.tsx';
import { defineMessage } from '@/lib/i18n/message.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useUserStats } from '../api/get-user-stats.ts';

const counters = [
  { key: 'friends', label: defineMessage({ defaultMessage: 'Friends' }) },
  { key: 'followers', label: defineMessage({ defaultMessage: 'Followers' }) },
  { key: 'following', label: defineMessage({ defaultMessage: 'Following', description: 'How many players a user follows' }) },
] as const;

export function ProfileStats({ userId }: { userId: string }) {
  const t = useT();
  const stats = useUserStats(userId);
  return (
    <dl className="grid grid-cols-3 gap-2 rounded-lg border bg-background/40 p-3 text-center sm:max-w-sm">
      {counters.map(({ key, label }) => (
        <div key={key} className="flex flex-col-reverse gap-1">
          <dt className="text-xs text-muted-foreground">{t(label)}</dt>
          <dd className="text-lg font-semibold tabular-nums">
            {stats.isPending ? (
              <Skeleton className="mx-auto h-6 w-8" />
            ) : stats.data ? (
              stats.data[key]
            ) : (
              <span title={t({ defaultMessage: 'Could not load' })}>–</span>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
