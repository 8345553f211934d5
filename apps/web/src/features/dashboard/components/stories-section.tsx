import { paths } from '@/config/paths.ts';
import { StoriesRow } from '@/features/stories/components/stories-row.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { DashboardSection } from './dashboard-section.tsx';

/** The Dashboard's stories: the same rings and viewer as /app/stories, at the top of the page. */
export function StoriesSection() {
  const t = useT();
  return (
    <DashboardSection id="dashboard-stories" title={t({ defaultMessage: 'Stories' })} viewAll={{ to: paths.app.stories(), label: t({ defaultMessage: 'View all stories' }) }}>
      <StoriesRow emptyState={<p className="text-sm text-muted-foreground">{t({ defaultMessage: 'No stories from the players you follow right now.' })}</p>} />
    </DashboardSection>
  );
}
