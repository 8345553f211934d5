import { RotateCw, UserX, Users } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { paths } from '@/config/paths.ts';
import { isApiError } from '@/lib/http.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useUser } from '../api/get-user.ts';
import { CareerSections } from '../components/career-sections.tsx';
import { ProfileCard } from '../components/profile-card.tsx';
import { ProfileSkeleton } from '../components/profile-skeleton.tsx';

/** The public profile, /app/u/{userId} and /app/users/{userId} (spec §2): the player's card, then their teams and tournaments. */
export default function ProfilePage() {
  const t = useT();
  const { userId = '' } = useParams();
  const profile = useUser(userId);

  if (profile.isPending) return <ProfileSkeleton />;
  if (profile.error) {
    // A malformed id (400) is as missing as an unknown one (404).
    const missing = isApiError(profile.error) && (profile.error.status === 404 || profile.error.status === 400);
    return missing ? (
      <EmptyState
        icon={UserX}
        title={t({ defaultMessage: 'User not found' })}
        description={t({ defaultMessage: 'This profile does not exist or the account was deleted.' })}
        action={
          <Button asChild variant="outline">
            <Link to={paths.app.players()}>
              <Users aria-hidden />
              {t({ defaultMessage: 'Players' })}
            </Link>
          </Button>
        }
      />
    ) : (
      <EmptyState
        icon={UserX}
        title={t({ defaultMessage: 'Could not load this profile' })}
        description={t({ defaultMessage: 'Something went wrong on our side. Please try again.' })}
        action={
          <Button variant="outline" onClick={() => void profile.refetch()}>
            <RotateCw aria-hidden />
            {t({ defaultMessage: 'Try again' })}
          </Button>
        }
      />
    );
  }
  // Keyed by the user: opening another profile from this one (a connection) starts its dialogs and buttons afresh.
  return (
    <div key={profile.data.id} className="flex flex-col gap-8">
      <ProfileCard user={profile.data} />
      <CareerSections userId={profile.data.id} />
    </div>
  );
}
