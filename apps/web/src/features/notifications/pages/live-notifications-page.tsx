import { Radio } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { useT } from '@/lib/i18n/use-t.ts';

export default function LiveNotificationsPage() {
  const t = useT();
  return (
    <>
      <PageHeader title={t({ defaultMessage: 'Live Status & Notifications' })} description={t({ defaultMessage: 'Live events and your notification preferences.' })} />
      <EmptyState
        icon={Radio}
        title={t({ defaultMessage: 'Live status arrives soon' })}
        description={t({ defaultMessage: 'Live events, the notifications switch and per-type push, e-mail and sound settings will be here.' })}
      />
    </>
  );
}
