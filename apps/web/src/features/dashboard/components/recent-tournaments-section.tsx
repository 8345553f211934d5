import { Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { paths } from '@/config/paths.ts';
import { DASHBOARD_TOURNAMENTS, useRecentTournaments } from '../api/get-recent-tournaments.ts';
import { DashboardSection } from './dashboard-section.tsx';
import { DashboardTournamentCard, TournamentGrid, TournamentGridSkeleton } from './dashboard-tournament-card.tsx';

export function RecentTournamentsSection() {
  const query = useRecentTournaments();
  return (
    <DashboardSection
      id="dashboard-recent"
      title="Recent Tournaments"
      viewAll={{ to: paths.app.tournaments(), label: 'View all tournaments' }}
    >
      {query.isPending ? (
        <TournamentGridSkeleton label="Loading tournaments" />
      ) : query.isError ? (
        <ErrorState title="Couldn’t load tournaments" onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : query.data.items.length === 0 ? (
        <EmptyState
          icon={Trophy}
          title="No tournaments yet"
          description="Nobody has opened a tournament yet. Start one for your game and invite your community."
          className="py-8"
          action={
            <Button asChild>
              <Link to={paths.app.organizer()}>Create tournament</Link>
            </Button>
          }
        />
      ) : (
        <TournamentGrid>
          {query.data.items.slice(0, DASHBOARD_TOURNAMENTS).map((t) => (
            <DashboardTournamentCard key={t.id} tournament={t} />
          ))}
        </TournamentGrid>
      )}
    </DashboardSection>
  );
}
