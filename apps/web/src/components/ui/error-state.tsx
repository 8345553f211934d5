import { RotateCw, TriangleAlert } from 'lucide-react';
import { Button } from './button.tsx';
import { EmptyState } from './empty-state.tsx';

/** A data view that failed to load: what failed, and a retry. */
export function ErrorState({
  title,
  description = 'Check your connection and try again.',
  onRetry,
  retrying = false,
}: {
  title: string;
  description?: string;
  onRetry: () => void;
  retrying?: boolean;
}) {
  return (
    <div role="alert">
      <EmptyState
        icon={TriangleAlert}
        title={title}
        description={description}
        action={
          <Button variant="outline" onClick={onRetry} disabled={retrying}>
            <RotateCw aria-hidden className={retrying ? 'animate-spin' : undefined} />
            Try again
          </Button>
        }
      />
    </div>
  );
}
