import { Sparkles } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';

export default function StoriesPage() {
  return (
    <>
      <PageHeader title="Stories" description="Moments from the players you follow; each one disappears after 24 hours." />
      <EmptyState
        icon={Sparkles}
        title="Stories arrive soon"
        description="You will post image, video and text stories here and see the ones from people you follow."
      />
    </>
  );
}
