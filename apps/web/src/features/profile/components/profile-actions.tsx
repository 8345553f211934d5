import type { User } from '@clutch/contract/users';
import { Ban, Ellipsis, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
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
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu.tsx';
import { useCurrentUser } from '@/features/auth/api/session.ts';
import { useChangeBlock } from '@/features/social/api/block-user.ts';
import { useFollowCheck } from '@/features/social/api/check-follow.ts';
import { MessagePlayerButton } from '@/features/chat/components/message-player-button.tsx';
import { FollowButton } from '@/features/social/components/follow-button.tsx';
import { FriendshipButton } from '@/features/social/components/friendship-button.tsx';
import { useT } from '@/lib/i18n/use-t.ts';

/** Block or Unblock, from a menu, each confirmed first. */
function BlockMenu({ user, blocked }: { user: User; blocked: boolean }) {
  const t = useT();
  const change = useChangeBlock();
  const [confirming, setConfirming] = useState(false);
  const nickname = user.nickName;
  return (
    <>
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button size="icon" variant="ghost" className="size-8" aria-label={t({ defaultMessage: 'More actions for {nickname}' }, { nickname })}>
            <Ellipsis aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem variant={blocked ? 'default' : 'destructive'} onSelect={() => setConfirming(true)}>
            {blocked ? <ShieldCheck aria-hidden /> : <Ban aria-hidden />}
            {blocked ? t({ defaultMessage: 'Unblock' }) : t({ defaultMessage: 'Block' })}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <AlertDialog open={confirming} onOpenChange={setConfirming}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>
              {blocked ? t({ defaultMessage: 'Unblock {nickname}?' }, { nickname }) : t({ defaultMessage: 'Block {nickname}?' }, { nickname })}
            </AlertDialogTitle>
            <AlertDialogDescription>
              {blocked
                ? t({ defaultMessage: 'You will see each other in the players list again, and they can follow you or send you a friend request.' })
                : t({
                    defaultMessage:
                      'You will no longer see each other in the players list, and neither of you can follow the other or send a friend request. You can unblock them in Settings.',
                  })}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{t({ defaultMessage: 'Cancel' })}</AlertDialogCancel>
            <AlertDialogAction
              variant={blocked ? 'default' : 'destructive'}
              onClick={() => change.mutate({ userId: user.id, nickname, change: blocked ? 'unblock' : 'block' })}
            >
              {blocked ? t({ defaultMessage: 'Unblock' }) : t({ defaultMessage: 'Block' })}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}

/**
 * What the viewer can do on another player's profile: Follow or Unfollow, the friendship button (spec §4), and
 * Block in a menu. A blocked player shows 'Blocked' instead of the social buttons, until unblocked.
 */
export function ProfileActions({ user }: { user: User }) {
  const t = useT();
  const me = useCurrentUser();
  const blocked = me.blockedUserIds?.includes(user.id) ?? false;
  const follows = useFollowCheck(me.id, user.id, { enabled: !blocked });
  return (
    <div className="flex flex-wrap items-center gap-2">
      {blocked ? (
        <Badge variant="destructive">
          <Ban aria-hidden />
          {t({ defaultMessage: 'Blocked', description: 'Badge on the profile of a player the viewer blocked' })}
        </Badge>
      ) : (
        <>
          <FollowButton userId={user.id} nickname={user.nickName} following={follows.isError ? false : follows.data} allowUnfollow />
          <FriendshipButton userId={user.id} nickname={user.nickName} />
          <MessagePlayerButton userId={user.id} />
        </>
      )}
      <BlockMenu user={user} blocked={blocked} />
    </div>
  );
}
