import type { Friend } from '@clutch/contract/social';
import { UserMinus, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { paths } from '@/config/paths.ts';
import { useCurrentUser } from '@/features/auth/api/session.ts';
import { useFollowees } from '@/features/social/api/get-followees.ts';
import { useFriends } from '@/features/social/api/get-friends.ts';
import { useRemoveFriendship } from '@/features/social/api/remove-friendship.ts';
import { FollowButton } from '@/features/social/components/follow-button.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { PersonCard, PersonListSkeleton } from './person-card.tsx';

function FriendCard({ friend, following }: { friend: Friend; following: boolean | undefined }) {
  const t = useT();
  const remove = useRemoveFriendship();
  const [confirming, setConfirming] = useState(false);
  const { nickname } = friend;
  return (
    <PersonCard
      person={{ id: friend.userId, nickname, photoUrl: friend.photoUrl, bio: friend.bio }}
      badges={following && <Badge variant="secondary">{t({ defaultMessage: 'Following', description: 'Badge on a friend the user follows' })}</Badge>}
      actions={
        <>
          <FollowButton userId={friend.userId} nickname={nickname} following={following} allowUnfollow />
          <Button
            size="sm"
            variant="outline"
            disabled={remove.isPending}
            aria-label={t({ defaultMessage: 'Unfriend {nickname}' }, { nickname })}
            onClick={() => setConfirming(true)}
          >
            <UserMinus aria-hidden />
            {t({ defaultMessage: 'Unfriend' })}
          </Button>
          <AlertDialog open={confirming} onOpenChange={setConfirming}>
            <AlertDialogContent>
              <AlertDialogHeader>
                <AlertDialogTitle>{t({ defaultMessage: 'Unfriend {nickname}?' }, { nickname })}</AlertDialogTitle>
                <AlertDialogDescription>
                  {t({ defaultMessage: 'You will no longer be friends. Follows stay as they are, and either of you can send a new request later.' })}
                </AlertDialogDescription>
              </AlertDialogHeader>
              <AlertDialogFooter>
                <AlertDialogCancel>{t({ defaultMessage: 'Cancel' })}</AlertDialogCancel>
                <AlertDialogAction
                  variant="destructive"
                  onClick={() => remove.mutate({ userId: friend.userId, nickname, friendshipId: friend.friendshipId, removal: 'unfriend' })}
                >
                  {t({ defaultMessage: 'Unfriend' })}
                </AlertDialogAction>
              </AlertDialogFooter>
            </AlertDialogContent>
          </AlertDialog>
        </>
      }
    />
  );
}

/** The user's friends, each with a 'Following' badge when followed, Follow or Unfollow, and Unfriend (spec §2). */
export function FriendsTab() {
  const t = useT();
  const me = useCurrentUser();
  const friends = useFriends(me.id);
  const followees = useFollowees(me.id);
  if (friends.isPending) return <PersonListSkeleton label={t({ defaultMessage: 'Loading friends' })} />;
  if (friends.isError)
    return <ErrorState title={t({ defaultMessage: 'Couldn’t load your friends' })} onRetry={() => void friends.refetch()} retrying={friends.isFetching} />;
  if (friends.data.length === 0)
    return (
      <EmptyState
        icon={Users}
        title={t({ defaultMessage: 'No friends yet' })}
        description={t({ defaultMessage: 'Find players you know, send them a friend request and they will show up here once they accept.' })}
        action={
          <Button asChild variant="outline">
            <Link to={paths.app.players()}>{t({ defaultMessage: 'Find players' })}</Link>
          </Button>
        }
      />
    );
  // Without the follow list the buttons offer Follow: following twice is harmless (the server answers the same follow).
  const followed = new Set(followees.data?.map((f) => f.userId));
  return (
    <ul className="flex flex-col gap-3">
      {friends.data.map((friend) => (
        <FriendCard key={friend.friendshipId} friend={friend} following={followees.isPending ? undefined : followed.has(friend.userId)} />
      ))}
    </ul>
  );
}
