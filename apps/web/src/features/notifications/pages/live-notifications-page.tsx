import { Radio } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';

export default function LiveNotificationsPage() {
  return (
    <>
      <PageHeader title="Live Status & Notifications" description="Live events and your notification preferences." />
      <EmptyState
        icon={Radio}
        title="Live status arrives soon"
        description="Live events, the notifications switch and per-type push, e-mail and sound settings will be here."
      />
    </>
  );
}
