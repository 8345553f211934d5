import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useT } from '@/lib/i18n/use-t.ts';

export function TournamentPageSkeleton() {
  const t = useT();
  return (
    <div role="status" aria-label={t({ defaultMessage: 'Loading tournament' })} className="flex flex-col gap-6">
      <div className="grid overflow-hidden rounded-lg border bg-card md:grid-cols-[2fr_3fr]">
        <Skeleton className="aspect-video w-full rounded-none" />
        <div className="flex flex-col gap-3 p-6">
          <Skeleton className="h-5 w-24 rounded-full" />
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      </div>
      <Skeleton className="h-11 w-full max-w-xl" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}
