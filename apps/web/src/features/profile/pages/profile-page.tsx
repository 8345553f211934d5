import { RotateCw, UserX, Users } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { paths } from '@/config/paths.ts';
import { isApiError } from '@/lib/http.ts';
import { useUser } from '../api/get-user.ts';
import { ProfileCard } from '../components/profile-card.tsx';
import { ProfileSkeleton } from '../components/profile-skeleton.tsx';

export default function ProfilePage() {
  const { userId = '' } = useParams();
  const profile = useUser(userId);

  if (profile.isPending) return <ProfileSkeleton />;
  if (profile.error) {
    // A malformed id (400) is as missing as an unknown one (404).
    const missing = isApiError(profile.error) && (profile.error.status === 404 || profile.error.status === 400);
    return missing ? (
      <EmptyState
        icon={UserX}
        title="User not found"
        description="This profile does not exist or the account was deleted."
        action={
          <Button asChild variant="outline">
            <Link to={paths.app.players()}>
              <Users aria-hidden />
              Players
            </Link>
          </Button>
        }
      />
    ) : (
      <EmptyState
        icon={UserX}
        title="Could not load this profile"
        description="Something went wrong on our side. Please try again."
        action={
          <Button variant="outline" onClick={() => void profile.refetch()}>
            <RotateCw aria-hidden />
            Try again
          </Button>
        }
      />
    );
  }
  return <ProfileCard user={profile.data} />;
}
