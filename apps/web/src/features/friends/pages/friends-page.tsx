import { UserPlus } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { useT } from '@/lib/i18n/use-t.ts';

export default function FriendsPage() {
  const t = useT();
  return (
    <>
      <PageHeader title={t({ defaultMessage: 'Friends' })} description={t({ defaultMessage: 'Accept requests and manage your friends.' })} />
      <EmptyState
        icon={UserPlus}
        title={t({ defaultMessage: 'Friend requests arrive soon' })}
        description={t({ defaultMessage: 'Requests you receive and the friends you make will be listed here, with Accept and Reject right on each card.' })}
      />
    </>
  );
}
