import { CircleQuestionMark } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';

export default function HelpPage() {
  return (
    <>
      <PageHeader title="Help Center" description="Guides and answers about Clutch." />
      <EmptyState
        icon={CircleQuestionMark}
        title="Coming Soon"
        description="The Help Center is being written. Guides on joining tournaments, teams and payments will be here."
      />
    </>
  );
}
