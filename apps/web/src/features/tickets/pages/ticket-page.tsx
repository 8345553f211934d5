import { ArrowLeft, Ticket } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { paths } from '@/config/paths.ts';

export default function TicketPage() {
  return (
    <>
      <PageHeader title="Ticket" description="Matches, team and match code for one tournament." />
      <EmptyState
        icon={Ticket}
        title="Ticket details arrive soon"
        description="Your matches, your team and the match room code will be shown here."
        action={
          <Button asChild variant="outline">
            <Link to={paths.app.tickets()}>
              <ArrowLeft aria-hidden />
              Back to My Tickets
            </Link>
          </Button>
        }
      />
    </>
  );
}
