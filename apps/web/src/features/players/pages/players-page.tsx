import { UserRound, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { paths } from '@/config/paths.ts';

export default function PlayersPage() {
  return (
    <>
      <PageHeader title="Players" description="Find players, follow them and open their profiles." />
      <EmptyState
        icon={Users}
        title="Player search arrives soon"
        description="The player directory is being built. Meanwhile, your own profile is ready to look at."
        action={
          <Button asChild variant="outline">
            <Link to={paths.app.me()}>
              <UserRound aria-hidden />
              My profile
            </Link>
          </Button>
        }
      />
    </>
  );
}
