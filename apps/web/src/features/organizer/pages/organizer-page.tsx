import { CirclePlus, Settings, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { paths } from '@/config/paths.ts';
import { useCurrentUser } from '@/features/auth/api/session.ts';
import { useMyTournaments } from '../api/get-my-tournaments.ts';
import { MyTournamentCard } from '../components/my-tournament-card.tsx';

function CreateButton() {
  return (
    <Button asChild>
      <Link to={paths.app.organizerNew()}>
        <CirclePlus aria-hidden />
        Create Tournament
      </Link>
    </Button>
  );
}

function VerifyFirst() {
  return (
    <EmptyState
      icon={Settings}
      title="Verify your account to organize"
      description="Organizers need a verified account. Verify yours in Settings, then create your first tournament here."
      action={
        <Button asChild>
          <Link to={paths.app.settings()}>
            <Settings aria-hidden />
            Go to Settings
          </Link>
        </Button>
      }
    />
  );
}

/** My tournaments: every tournament I organize, drafts included (any verified user can organize, DESIGN.md §4.5). */
export default function OrganizerPage() {
  const user = useCurrentUser();
  const query = useMyTournaments();
  const list = () => {
    if (query.isPending)
      return (
        <div role="status" aria-label="Loading your tournaments" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-64 w-full" />
          ))}
        </div>
      );
    if (query.isError) return <ErrorState title="Could not load your tournaments" onRetry={() => void query.refetch()} retrying={query.isFetching} />;
    if (query.data.length === 0)
      return user.userVerified ? (
        <EmptyState
          icon={Trophy}
          title="You haven’t organized a tournament yet"
          description="Create one as a draft, set its format, dates and prizes, then publish it for teams to register."
          action={<CreateButton />}
        />
      ) : (
        <VerifyFirst />
      );
    return (
      <ul aria-label="My tournaments" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {query.data.map((t) => (
          <MyTournamentCard key={t.id} tournament={t} />
        ))}
      </ul>
    );
  };
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="My tournaments" description="Create tournaments, review registrations, run matches and pay prizes." actions={user.userVerified ? <CreateButton /> : undefined} />
      {list()}
    </div>
  );
}
