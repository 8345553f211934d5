import { Bell } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';

export default function NotificationsPage() {
  return (
    <>
      <PageHeader title="Notifications" description="Everything that happened while you were away." />
      <EmptyState
        icon={Bell}
        title="No notifications yet"
        description="Match reminders, team invites and friend requests will be listed here as they come in."
      />
    </>
  );
}
