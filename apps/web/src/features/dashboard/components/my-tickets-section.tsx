import { Ticket } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { paths } from '@/config/paths.ts';
import { DashboardSection } from './dashboard-section.tsx';

/** My Tickets. Tickets arrive with registrations and matches; until a user has one, this says how to get one. */
export function MyTicketsSection() {
  return (
    <DashboardSection id="dashboard-tickets" title="My Tickets" viewAll={{ to: paths.app.tickets(), label: 'View all tickets' }}>
      <EmptyState
        icon={Ticket}
        title="No tickets yet"
        description="Join a tournament and your ticket, with your team and match times, shows up here."
        className="py-8"
        action={
          <Button asChild>
            <Link to={paths.app.tournaments()}>Browse tournaments</Link>
          </Button>
        }
      />
    </DashboardSection>
  );
}
