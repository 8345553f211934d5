import { RotateCw, TriangleAlert } from 'lucide-react';
import { useT } from '@/lib/i18n/use-t.ts';
import { Button } from './button.tsx';
import { EmptyState } from './empty-state.tsx';

/** A data view that failed to load: what failed, and a retry. */
export function ErrorState({
  title,
  description,
  onRetry,
  retrying = false,
}: {
  title: string;
  description?: string;
  onRetry: () => void;
  retrying?: boolean;
}) {
  const t = useT();
  return (
    <div role="alert">
      <EmptyState
        icon={TriangleAlert}
        title={title}
        description={description ?? t({ defaultMessage: 'Check your connection and try again.' })}
        action={
          <Button variant="outline" onClick={onRetry} disabled={retrying}>
            <RotateCw aria-hidden className={retrying ? 'animate-spin' : undefined} />
            {t({ defaultMessage: 'Try again' })}
          </Button>
        }
      />
    </div>
  );
}
