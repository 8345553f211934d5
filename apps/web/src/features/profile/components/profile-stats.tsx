import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useUserStats } from '../api/get-user-stats.ts';

const counters = [
  { key: 'friends', label: 'Friends' },
  { key: 'followers', label: 'Followers' },
  { key: 'following', label: 'Following' },
] as const;

export function ProfileStats({ userId }: { userId: string }) {
  const stats = useUserStats(userId);
  return (
    <dl className="grid grid-cols-3 gap-2 rounded-lg border bg-background/40 p-3 text-center sm:max-w-sm">
      {counters.map(({ key, label }) => (
        <div key={key} className="flex flex-col-reverse gap-1">
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className="text-lg font-semibold tabular-nums">
            {stats.isPending ? (
              <Skeleton className="mx-auto h-6 w-8" />
            ) : stats.data ? (
              stats.data[key]
            ) : (
              <span title="Could not load">–</span>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
