import { Shield, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { paths } from '@/config/paths.ts';
import { useT } from '@/lib/i18n/use-t.ts';

export default function TeamsPage() {
  const t = useT();
  return (
    <>
      <PageHeader title={t({ defaultMessage: 'Teams' })} description={t({ defaultMessage: 'The teams you captain or play in.' })} />
      <EmptyState
        icon={Shield}
        title={t({ defaultMessage: 'Teams arrive soon' })}
        description={t({ defaultMessage: 'You will build a team when you join a team tournament; its captain invites the members. Your teams will be listed here.' })}
        action={
          <Button asChild variant="outline">
            <Link to={paths.app.tournaments()}>
              <Trophy aria-hidden />
              {t({ defaultMessage: 'Tournaments' })}
            </Link>
          </Button>
        }
      />
    </>
  );
}
