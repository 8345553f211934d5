import { LayoutDashboard, Trophy, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { paths } from '@/config/paths.ts';
import { useCurrentUser } from '@/features/auth/api/session.ts';

export default function DashboardPage() {
  const user = useCurrentUser();
  return (
    <>
      <PageHeader title="Dashboard" description={`Welcome back, ${user.nickName}.`} />
      <EmptyState
        icon={LayoutDashboard}
        title="Your dashboard is on its way"
        description="Your tickets, recent tournaments and friends will gather here once those screens arrive. For now, set up your profile or look at what's coming for tournaments."
        action={
          <>
            <Button asChild>
              <Link to={paths.app.tournaments()}>
                <Trophy aria-hidden />
                Tournaments
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={paths.app.me()}>
                <UserRound aria-hidden />
                My profile
              </Link>
            </Button>
          </>
        }
      />
    </>
  );
}
