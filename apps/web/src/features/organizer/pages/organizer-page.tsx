import { CirclePlus, Settings } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { paths } from '@/config/paths.ts';
import { useCurrentUser } from '@/features/auth/api/session.ts';

/** Any verified user can organize (DESIGN.md §4.5). */
export default function OrganizerPage() {
  const user = useCurrentUser();
  return (
    <>
      <PageHeader title="Create tournament" description="Organize a tournament for any game and run it from here." />
      <EmptyState
        icon={CirclePlus}
        title="Tournament creation arrives soon"
        description={
          user.userVerified
            ? 'Your account is verified, so you will be able to create a tournament here as soon as this opens.'
            : 'Organizers need a verified account. Verify yours in Settings so you are ready when this opens.'
        }
        action={
          user.userVerified ? undefined : (
            <Button asChild>
              <Link to={paths.app.settings()}>
                <Settings aria-hidden />
                Go to Settings
              </Link>
            </Button>
          )
        }
      />
    </>
  );
}
