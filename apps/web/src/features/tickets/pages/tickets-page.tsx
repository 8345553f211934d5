import { Ticket, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { paths } from '@/config/paths.ts';

export default function TicketsPage() {
  return (
    <>
      <PageHeader title="My Tickets" description="The tournaments you have joined." />
      <EmptyState
        icon={Ticket}
        title="Tickets arrive soon"
        description="When you join a tournament, its ticket with your matches, team and room code will show here."
        action={
          <Button asChild variant="outline">
            <Link to={paths.app.tournaments()}>
              <Trophy aria-hidden />
              Tournaments
            </Link>
          </Button>
        }
      />
    </>
  );
}
