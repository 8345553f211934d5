import { UserRound, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { paths } from '@/config/paths.ts';
import { useT } from '@/lib/i18n/use-t.ts';

export default function PlayersPage() {
  const t = useT();
  return (
    <>
      <PageHeader title={t({ defaultMessage: 'Players' })} description={t({ defaultMessage: 'Find players, follow them and open their profiles.' })} />
      <EmptyState
        icon={Users}
        title={t({ defaultMessage: 'Player search arrives soon' })}
        description={t({ defaultMessage: 'The player directory is being built. Meanwhile, your own profile is ready to look at.' })}
        action={
          <Button asChild variant="outline">
            <Link to={paths.app.me()}>
              <UserRound aria-hidden />
              {t({ defaultMessage: 'My profile' })}
            </Link>
          </Button>
        }
      />
    </>
  );
}
