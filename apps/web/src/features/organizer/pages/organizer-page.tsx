import { CirclePlus, Settings, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { paths } from '@/config/paths.ts';
import { useCurrentUser } from '@/features/auth/api/session.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useMyTournaments } from '../api/get-my-tournaments.ts';
import { ImportObfButton } from '../components/import-obf-button.tsx';
import { MyTournamentCard } from '../components/my-tournament-card.tsx';
import { myTournaments } from '../components/organized-tournament.tsx';

function CreateButton() {
  const t = useT();
  return (
    <Button asChild>
      <Link to={paths.app.organizerNew()}>
        <CirclePlus aria-hidden />
        {t({ defaultMessage: 'Create Tournament' })}
      </Link>
    </Button>
  );
}

function VerifyFirst() {
  const t = useT();
  return (
    <EmptyState
      icon={Settings}
      title={t({ defaultMessage: 'Verify your account to organize' })}
      description={t({ defaultMessage: 'Organizers need a verified account. Verify yours in Settings, then create your first tournament here.' })}
      action={
        <Button asChild>
          <Link to={paths.app.settings()}>
            <Settings aria-hidden />
            {t({ defaultMessage: 'Go to Settings' })}
          </Link>
        </Button>
      }
    />
  );
}

/** My tournaments: every tournament I organize, drafts included (any verified user can organize, DESIGN.md §4.5). */
export default function OrganizerPage() {
  const t = useT();
  const user = useCurrentUser();
  const query = useMyTournaments();
  const list = () => {
    if (query.isPending)
      return (
        <div role="status" aria-label={t({ defaultMessage: 'Loading your tournaments' })} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-64 w-full" />
          ))}
        </div>
      );
    if (query.isError) return <ErrorState title={t({ defaultMessage: 'Could not load your tournaments' })} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
    if (query.data.length === 0)
      return user.userVerified ? (
        <EmptyState
          icon={Trophy}
          title={t({ defaultMessage: 'You haven’t organized a tournament yet' })}
          description={t({ defaultMessage: 'Create one as a draft, set its format, dates and prizes, then publish it for teams to register.' })}
          action={<CreateButton />}
        />
      ) : (
        <VerifyFirst />
      );
    return (
      <ul aria-label={t(myTournaments)} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {query.data.map((tournament) => (
          <MyTournamentCard key={tournament.id} tournament={tournament} />
        ))}
      </ul>
    );
  };
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t(myTournaments)}
        description={t({ defaultMessage: 'Create tournaments, review registrations, run matches and pay prizes.' })}
        actions={user.userVerified ? <CreateButton /> : undefined}
      />
      {user.userVerified && <ImportObfButton />}
      {list()}
    </div>
  );
}
