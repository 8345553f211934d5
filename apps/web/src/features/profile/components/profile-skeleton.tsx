import { Card } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useT } from '@/lib/i18n/use-t.ts';

export function ProfileSkeleton() {
  const t = useT();
  return (
    <Card className="overflow-hidden" aria-busy="true" aria-label={t({ defaultMessage: 'Loading profile' })}>
      <Skeleton className="h-28 rounded-none sm:h-36" />
      <div className="flex flex-col gap-4 px-4 pb-6 sm:px-6">
        <Skeleton className="-mt-12 size-24 rounded-full border-4 border-card sm:-mt-14 sm:size-28" />
        <Skeleton className="h-7 w-48" />
        <Skeleton className="h-4 w-32" />
        <Skeleton className="h-4 w-full max-w-md" />
        <Skeleton className="h-16 w-full sm:max-w-sm" />
      </div>
    </Card>
  );
}
