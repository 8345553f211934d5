import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { paths } from '@/config/paths.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { StoriesRow } from '../components/stories-row.tsx';

/** /app/stories: the feed's authors in rings, your own first; tap one to watch, + to post. */
export default function StoriesPage() {
  const t = useT();
  return (
    <>
      <PageHeader title={t({ defaultMessage: 'Stories' })} description={t({ defaultMessage: 'Moments from the players you follow; each one disappears after 24 hours.' })} />
      <StoriesRow
        emptyState={
          <EmptyState
            icon={Sparkles}
            title={t({ defaultMessage: 'No stories right now' })}
            description={t({ defaultMessage: 'When players you follow or your friends post a story, it shows up here for 24 hours.' })}
            action={
              <Button asChild variant="outline">
                <Link to={paths.app.players()}>{t({ defaultMessage: 'Find players' })}</Link>
              </Button>
            }
          />
        }
      />
    </>
  );
}
