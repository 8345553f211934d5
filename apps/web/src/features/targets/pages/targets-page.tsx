import { Target } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';

export default function TargetsPage() {
  return (
    <>
      <PageHeader title="Organization Targets" description="Track your organization's goals: followers, members, tournaments and more." />
      <EmptyState
        icon={Target}
        title="Targets arrive soon"
        description="You will set a target with its unit and value here and watch its progress towards completion."
      />
    </>
  );
}
