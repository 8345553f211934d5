import { ArrowLeft, MailOpen } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { paths } from '@/config/paths.ts';

export default function TeamInvitePage() {
  return (
    <>
      <PageHeader title="Team Invite" description="One invitation to join a team." />
      <EmptyState
        icon={MailOpen}
        title="Invite details arrive soon"
        description="The team, its tournament and the Accept and Reject buttons will be shown here."
        action={
          <Button asChild variant="outline">
            <Link to={paths.app.teamInvites()}>
              <ArrowLeft aria-hidden />
              Back to invites
            </Link>
          </Button>
        }
      />
    </>
  );
}
