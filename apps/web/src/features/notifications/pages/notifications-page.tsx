import { Bell } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { useT } from '@/lib/i18n/use-t.ts';

export default function NotificationsPage() {
  const t = useT();
  return (
    <>
      <PageHeader title={t({ defaultMessage: 'Notifications' })} description={t({ defaultMessage: 'Everything that happened while you were away.' })} />
      <EmptyState
        icon={Bell}
        title={t({ defaultMessage: 'No notifications yet' })}
        description={t({ defaultMessage: 'Match reminders, team invites and friend requests will be listed here as they come in.' })}
      />
    </>
  );
}
