import { Users } from 'lucide-react';
import { Link } from 'react-router';
import { PersonAvatar } from '@/components/person-avatar.tsx';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { paths } from '@/config/paths.ts';
import { useCurrentUser } from '@/features/auth/api/session.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useConnections } from '../api/get-connections.ts';
import { DashboardSection } from './dashboard-section.tsx';

const grid = 'grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 md:grid-cols-4';

/** Friends & Following (spec §2): the first 8 of the user's friends, then of the players they follow, each opening /app/users/{id}. */
export function ConnectionsSection() {
  const t = useT();
  const me = useCurrentUser();
  const connections = useConnections(me.id);
  return (
    <DashboardSection
      id="dashboard-connections"
      title={t({ defaultMessage: 'Friends & Following' })}
      viewAll={connections.data?.length ? { to: paths.app.friends(), label: t({ defaultMessage: 'View all friends' }) } : undefined}
    >
      {connections.isPending ? (
        <div role="status" aria-label={t({ defaultMessage: 'Loading friends and follows' })} className={grid}>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-16 w-full" />
          ))}
        </div>
      ) : connections.isError || !connections.data ? (
        <ErrorState title={t({ defaultMessage: 'Couldn’t load your friends and follows' })} onRetry={() => void connections.refetch()} retrying={connections.isFetching} />
      ) : connections.data.length === 0 ? (
        <EmptyState
          icon={Users}
          title={t({ defaultMessage: 'No friends or follows yet' })}
          description={t({ defaultMessage: 'Find players you know or have played against, follow them and send friend requests.' })}
          className="py-8"
          action={
            <Button asChild variant="outline">
              <Link to={paths.app.players()}>{t({ defaultMessage: 'Find players' })}</Link>
            </Button>
          }
        />
      ) : (
        <ul className={grid}>
          {connections.data.map((c) => (
            <li key={c.userId}>
              <Link
                to={paths.app.userAlias(c.userId)}
                className="flex min-w-0 items-center gap-3 rounded-lg border bg-card p-3 shadow-sm transition-colors hover:border-primary/60 hover:bg-accent/40"
              >
                <PersonAvatar nickname={c.nickname} photoUrl={c.photoUrl} />
                <span className="flex min-w-0 flex-col">
                  <span className="truncate font-medium">{c.nickname}</span>
                  <span className="text-xs text-muted-foreground">
                    {c.kind === 'friend'
                      ? t({ defaultMessage: 'Friend', description: 'A dashboard connection who is a friend' })
                      : t({ defaultMessage: 'Following', description: 'A dashboard connection the user follows' })}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </DashboardSection>
  );
}
