import { Ticket } from 'lucide-react';
import { Link } from 'react-router';
import { TicketCard, TicketGrid, TicketGridSkeleton } from '@/components/tournament/ticket-card.tsx';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { paths } from '@/config/paths.ts';
import { useCurrentUser } from '@/features/auth/api/session.ts';
import { DASHBOARD_TICKETS, useUserTickets } from '@/features/tickets/api/get-user-tickets.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { DashboardSection } from './dashboard-section.tsx';

/** My Tickets: the first four tickets, each opening its ticket detail. */
export function MyTicketsSection() {
  const t = useT();
  const user = useCurrentUser();
  const query = useUserTickets(user.id);
  return (
    <DashboardSection
      id="dashboard-tickets"
      title={t({ defaultMessage: 'My Tickets' })}
      viewAll={{ to: paths.app.tickets(), label: t({ defaultMessage: 'View all tickets' }) }}
    >
      {query.isPending ? (
        <TicketGridSkeleton label={t({ defaultMessage: 'Loading tickets' })} />
      ) : query.isError ? (
        <ErrorState title={t({ defaultMessage: 'Couldn’t load your tickets' })} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : query.data.length === 0 ? (
        <EmptyState
          icon={Ticket}
          title={t({ defaultMessage: 'No tickets yet' })}
          description={t({ defaultMessage: 'Join a tournament and your ticket, with your team and match times, shows up here.' })}
          className="py-8"
          action={
            <Button asChild>
              <Link to={paths.app.tournaments()}>{t({ defaultMessage: 'Browse tournaments' })}</Link>
            </Button>
          }
        />
      ) : (
        <TicketGrid>
          {query.data.slice(0, DASHBOARD_TICKETS).map((ticket) => (
            <TicketCard key={ticket.id} ticket={ticket} />
          ))}
        </TicketGrid>
      )}
    </DashboardSection>
  );
}
