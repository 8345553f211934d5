import { Bookmark } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { paths } from '@/config/paths.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useFollowedTournaments } from '../api/get-followed-tournaments.ts';
import { DashboardSection } from './dashboard-section.tsx';
import { DashboardTournamentCard, TournamentGrid, TournamentGridSkeleton } from './dashboard-tournament-card.tsx';

/** The tournaments the user follows, most recently followed first (the spec's saved tournaments, made real). */
export function FollowedTournamentsSection() {
  const t = useT();
  const query = useFollowedTournaments();
  return (
    <DashboardSection id="dashboard-followed" title={t({ defaultMessage: 'Followed tournaments' })}>
      {query.isPending ? (
        <TournamentGridSkeleton label={t({ defaultMessage: 'Loading followed tournaments' })} />
      ) : query.isError ? (
        <ErrorState title={t({ defaultMessage: 'Couldn’t load your followed tournaments' })} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : query.data.length === 0 ? (
        <EmptyState
          icon={Bookmark}
          title={t({ defaultMessage: 'You don’t follow any tournament yet' })}
          description={t({ defaultMessage: 'Follow a tournament from its page to keep it here and hear about its matches.' })}
          className="py-8"
          action={
            <Button asChild variant="outline">
              <Link to={paths.app.tournaments()}>{t({ defaultMessage: 'Find tournaments' })}</Link>
            </Button>
          }
        />
      ) : (
        <TournamentGrid>
          {query.data.map((tournament) => (
            <DashboardTournamentCard key={tournament.id} tournament={tournament} />
          ))}
        </TournamentGrid>
      )}
    </DashboardSection>
  );
}
