import { Settings, Trophy } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { paths } from '@/config/paths.ts';

export default function TournamentsPage() {
  const [params] = useSearchParams();
  const search = params.get('search')?.trim();
  return (
    <>
      <PageHeader title="Tournaments" description="Find a tournament to join, follow its matches and win prizes." />
      <EmptyState
        icon={Trophy}
        title="The tournament list arrives soon"
        description={
          search
            ? `Searching for “${search}” will work here once the list with its search and filters is ready.`
            : 'The list with search, game and status filters is being built. Make sure your account is verified so you can join as soon as it opens.'
        }
        action={
          <Button asChild variant="outline">
            <Link to={paths.app.settings()}>
              <Settings aria-hidden />
              Account settings
            </Link>
          </Button>
        }
      />
    </>
  );
}
