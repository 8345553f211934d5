import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useT } from '@/lib/i18n/use-t.ts';

/** A framed board waiting for its data. */
export function Loading() {
  const t = useT();
  return (
    <div role="status" aria-label={t({ defaultMessage: 'Loading results' })} className="flex flex-col gap-3">
      <Skeleton className="h-8 w-48" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}
