import { UserPlus } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';

export default function FriendsPage() {
  return (
    <>
      <PageHeader title="Friends" description="Accept requests and manage your friends." />
      <EmptyState
        icon={UserPlus}
        title="Friend requests arrive soon"
        description="Requests you receive and the friends you make will be listed here, with Accept and Reject right on each card."
      />
    </>
  );
}
