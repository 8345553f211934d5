import { Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { paths } from '@/config/paths.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { DASHBOARD_TOURNAMENTS, useRecentTournaments } from '../api/get-recent-tournaments.ts';
import { DashboardSection } from './dashboard-section.tsx';
import { DashboardTournamentCard, TournamentGrid, TournamentGridSkeleton } from './dashboard-tournament-card.tsx';

export function RecentTournamentsSection() {
  const t = useT();
  const query = useRecentTournaments();
  return (
    <DashboardSection
      id="dashboard-recent"
      title={t({ defaultMessage: 'Recent Tournaments' })}
      viewAll={{ to: paths.app.tournaments(), label: t({ defaultMessage: 'View all tournaments' }) }}
    >
      {query.isPending ? (
        <TournamentGridSkeleton label={t({ defaultMessage: 'Loading tournaments' })} />
      ) : query.isError ? (
        <ErrorState title={t({ defaultMessage: 'Couldn’t load tournaments' })} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : query.data.items.length === 0 ? (
        <EmptyState
          icon={Trophy}
          title={t({ defaultMessage: 'No tournaments yet' })}
          description={t({ defaultMessage: 'Nobody has opened a tournament yet. Start one for your game and invite your community.' })}
          className="py-8"
          action={
            <Button asChild>
              <Link to={paths.app.organizer()}>{t({ defaultMessage: 'Create tournament' })}</Link>
            </Button>
          }
        />
      ) : (
        <TournamentGrid>
          {query.data.items.slice(0, DASHBOARD_TOURNAMENTS).map((tournament) => (
            <DashboardTournamentCard key={tournament.id} tournament={tournament} />
          ))}
        </TournamentGrid>
      )}
    </DashboardSection>
  );
}
