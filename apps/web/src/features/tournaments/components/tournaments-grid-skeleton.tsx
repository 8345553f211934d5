import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useT } from '@/lib/i18n/use-t.ts';

export function TournamentsGridSkeleton({ count = 6 }: { count?: number }) {
  const t = useT();
  return (
    <div role="status" aria-label={t({ defaultMessage: 'Loading tournaments' })} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="overflow-hidden rounded-lg border bg-card">
          <Skeleton className="aspect-video w-full rounded-none" />
          <div className="flex flex-col gap-3 p-4">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-5/6" />
            <Skeleton className="h-24 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}
