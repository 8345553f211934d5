import type { Tournament } from '@clutch/contract/tournaments';
import { ArrowLeft, SearchX, ShieldX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { paths } from '@/config/paths.ts';
import { useCurrentUser } from '@/features/auth/api/session.ts';
import { useTournament } from '@/features/tournaments/api/get-tournament.ts';
import { isApiError } from '@/lib/http.ts';
import { defineMessage } from '@/lib/i18n/message.ts';
import { useT } from '@/lib/i18n/use-t.ts';

export const myTournaments = defineMessage({ defaultMessage: 'My tournaments' });

function BackToMine() {
  const t = useT();
  return (
    <Button asChild variant="outline">
      <Link to={paths.app.organizer()}>
        <ArrowLeft aria-hidden />
        {t(myTournaments)}
      </Link>
    </Button>
  );
}

export function ManageSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="flex flex-col gap-6">
      <Skeleton className="h-9 w-2/3 max-w-md" />
      <Skeleton className="h-5 w-1/2 max-w-sm" />
      <Skeleton className="h-11 w-full max-w-xl" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}

/**
 * Loads a tournament for its organizer: loading, not found and failure states, and a refusal for anyone else
 * (the server refuses them too; this only says so plainly). Admins may manage any tournament.
 */
export function OrganizedTournament({ id, children }: { id: string; children: (tournament: Tournament) => ReactNode }) {
  const t = useT();
  const user = useCurrentUser();
  const query = useTournament(id);
  if (query.isPending) return <ManageSkeleton label={t({ defaultMessage: 'Loading tournament' })} />;
  if (query.isError) {
    if (isApiError(query.error) && [400, 404].includes(query.error.status))
      return (
        <EmptyState
          icon={SearchX}
          title={t({ defaultMessage: 'Tournament not found' })}
          description={t({ defaultMessage: 'It may have been removed, or the link is wrong.' })}
          action={<BackToMine />}
        />
      );
    return <ErrorState title={t({ defaultMessage: 'Could not load the tournament' })} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  const tournament = query.data;
  if (tournament.organizer.id !== user.id && !user.roles.includes('ADMIN'))
    return (
      <EmptyState
        icon={ShieldX}
        title={t({ defaultMessage: 'This is not your tournament' })}
        description={t({ defaultMessage: 'Only its organizer can manage it.' })}
        action={<BackToMine />}
      />
    );
  return children(tournament);
}
