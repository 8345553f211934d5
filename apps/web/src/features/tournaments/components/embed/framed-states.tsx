import { SearchX } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Logo } from '@/components/ui/logo.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { paths } from '@/config/paths.ts';
import { cn } from '@/lib/cn.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import type { FramedTournament } from '../../hooks/use-framed-tournament.ts';

/**
 * The way back from a framed page to the tournament on Clutch. A new tab: the app's pages refuse to be framed, and
 * the viewer should not lose the host's page.
 */
export function ClutchLink({ tournamentId, className }: { tournamentId: string; className?: string }) {
  const t = useT();
  return (
    <a
      href={paths.app.tournament(tournamentId)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t({ defaultMessage: 'Clutch: see this tournament (opens in a new tab)', description: 'The link from an embedded bracket back to the tournament' })}
      className={cn('inline-flex shrink-0 items-center gap-1.5 rounded-md text-sm font-semibold text-link hover:underline', className)}
    >
      <Logo className="gap-1.5 [&>span]:text-sm [&>svg]:size-5" />
    </a>
  );
}

/** What a framed page shows until its tournament is there, or when it is not to be shown. */
export function FramedStatus({ framed }: { framed: Exclude<FramedTournament, { state: 'ready' }> }) {
  const t = useT();
  if (framed.state === 'loading') {
    return (
      <div className="flex min-h-40 items-center justify-center text-muted-foreground">
        <Spinner className="text-primary" label={t({ defaultMessage: 'Loading...' })} />
      </div>
    );
  }
  if (framed.state === 'error') {
    return <ErrorState title={t({ defaultMessage: 'Could not load the tournament' })} onRetry={framed.retry} retrying={framed.retrying} />;
  }
  return (
    <EmptyState
      icon={SearchX}
      className="bg-background"
      title={t({ defaultMessage: 'Tournament not found' })}
      description={t({ defaultMessage: 'It may not be published yet, or the link is wrong.' })}
    />
  );
}
