import { Users } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { paths } from '@/config/paths.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { DashboardSection } from './dashboard-section.tsx';

/** Friends & Following. Friendships and follows arrive with the social screens; until then, where to find players. */
export function ConnectionsSection() {
  const t = useT();
  return (
    <DashboardSection id="dashboard-connections" title={t({ defaultMessage: 'Friends & Following' })}>
      <EmptyState
        icon={Users}
        title={t({ defaultMessage: 'No friends or follows yet' })}
        description={t({ defaultMessage: 'Find players you know or have played against, follow them and send friend requests.' })}
        className="py-8"
        action={
          <Button asChild variant="outline">
            <Link to={paths.app.players()}>{t({ defaultMessage: 'Find players' })}</Link>
          </Button>
        }
      />
    </DashboardSection>
  );
}
