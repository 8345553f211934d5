import { ArrowLeft, LogIn, Trophy } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { paths } from '@/config/paths.ts';
import { useSession } from '@/features/auth/api/session.ts';

/** Open to visitors (spec §2): they are offered the login link, which brings them back here. */
export default function TournamentPage() {
  const session = useSession();
  const location = useLocation();
  const signedIn = session.status === 'authenticated';
  return (
    <>
      <PageHeader title="Tournament" description="Overview, teams, matches, results and prizes." />
      <EmptyState
        icon={Trophy}
        title="Tournament details arrive soon"
        description="This page will show the tournament's overview, teams, matches, results, streaming and prizes."
        action={
          signedIn ? (
            <Button asChild variant="outline">
              <Link to={paths.app.tournaments()}>
                <ArrowLeft aria-hidden />
                Back to tournaments
              </Link>
            </Button>
          ) : (
            <Button asChild>
              <Link to={paths.auth.login()} state={{ from: location }}>
                <LogIn aria-hidden />
                Login to Join Tournament
              </Link>
            </Button>
          )
        }
      />
    </>
  );
}
