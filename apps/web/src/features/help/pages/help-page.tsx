import { CircleQuestionMark } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { useT } from '@/lib/i18n/use-t.ts';

export default function HelpPage() {
  const t = useT();
  return (
    <>
      <PageHeader title={t({ defaultMessage: 'Help Center' })} description={t({ defaultMessage: 'Guides and answers about Clutch.' })} />
      <EmptyState
        icon={CircleQuestionMark}
        title={t({ defaultMessage: 'Coming Soon' })}
        description={t({ defaultMessage: 'The Help Center is being written. Guides on joining tournaments, teams and payments will be here.' })}
      />
    </>
  );
}
