import { Ticket, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { TicketCard, TicketGrid, TicketGridSkeleton } from '@/components/tournament/ticket-card.tsx';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { paths } from '@/config/paths.ts';
import { useCurrentUser } from '@/features/auth/api/session.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useUserTickets } from '../api/get-user-tickets.ts';

/** Spec §2 My tickets: a card per joined tournament, each opening its ticket. */
export default function TicketsPage() {
  const t = useT();
  const user = useCurrentUser();
  const query = useUserTickets(user.id);
  return (
    <>
      <PageHeader title={t({ defaultMessage: 'My Tickets' })} description={t({ defaultMessage: 'The tournaments you have joined.' })} />
      {query.isPending ? (
        <TicketGridSkeleton label={t({ defaultMessage: 'Loading tickets' })} count={8} />
      ) : query.isError ? (
        <ErrorState title={t({ defaultMessage: 'Couldn’t load your tickets' })} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : query.data.length === 0 ? (
        <EmptyState
          icon={Ticket}
          title={t({ defaultMessage: 'No tickets yet' })}
          description={t({ defaultMessage: 'Join a tournament and its ticket, with your matches, team and room code, shows up here.' })}
          action={
            <Button asChild>
              <Link to={paths.app.tournaments()}>
                <Trophy aria-hidden />
                {t({ defaultMessage: 'Browse tournaments' })}
              </Link>
            </Button>
          }
        />
      ) : (
        <TicketGrid>
          {query.data.map((t) => (
            <TicketCard key={t.id} ticket={t} />
          ))}
        </TicketGrid>
      )}
    </>
  );
}
