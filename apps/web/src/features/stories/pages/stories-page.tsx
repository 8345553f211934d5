import { Sparkles } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { useT } from '@/lib/i18n/use-t.ts';

export default function StoriesPage() {
  const t = useT();
  return (
    <>
      <PageHeader title={t({ defaultMessage: 'Stories' })} description={t({ defaultMessage: 'Moments from the players you follow; each one disappears after 24 hours.' })} />
      <EmptyState
        icon={Sparkles}
        title={t({ defaultMessage: 'Stories arrive soon' })}
        description={t({ defaultMessage: 'You will post image, video and text stories here and see the ones from people you follow.' })}
      />
    </>
  );
}
