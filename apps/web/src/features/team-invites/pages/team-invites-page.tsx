import { MailOpen } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';

export default function TeamInvitesPage() {
  return (
    <>
      <PageHeader title="Team Invites" description="Invitations to play in a team." />
      <EmptyState
        icon={MailOpen}
        title="Team invites arrive soon"
        description="When a captain invites you to a team, the invite will show here for you to accept or reject."
      />
    </>
  );
}
