import { Check, Clock, UserCheck, UserPlus } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { useCurrentUser } from '@/features/auth/api/session.ts';
import { cn } from '@/lib/cn.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useAnswerFriendRequest } from '../api/answer-friend-request.ts';
import { useFriendshipStatus } from '../api/get-friendship-status.ts';
import { useSendFriendRequest } from '../api/send-friend-request.ts';
import { useVerifiedGate } from '../hooks/use-verified-gate.tsx';

/**
 * Spec §4's friendship button, from the status as the viewer sees it: NOTHING → 'Add friend'; CANCEL (I asked) or
 * ACCEPT (they asked) → 'Pending', disabled, and for ACCEPT an Accept beside it; ACCEPTED → 'Friend', disabled.
 * A request can only be sent from NOTHING (spec §5), by a verified account.
 */
export function FriendshipButton({ userId, nickname, className }: { userId: string; nickname: string; className?: string }) {
  const t = useT();
  const me = useCurrentUser();
  const status = useFriendshipStatus(me.id, userId);
  const request = useSendFriendRequest();
  const answer = useAnswerFriendRequest();
  const gate = useVerifiedGate(t({ defaultMessage: 'send friend requests', description: 'Ends "Please verify your account to …"' }));

  if (status.isPending || request.isPending || answer.isPending) {
    return (
      <Button size="sm" variant="outline" disabled className={className}>
        {t({ defaultMessage: 'Loading...' })}
      </Button>
    );
  }
  // The spec's status call "returns null on error": treated as no friendship, and the server judges the request.
  const state = status.data ?? { status: 'NOTHING' as const, id: null };

  if (state.status === 'ACCEPTED') {
    return (
      <Button size="sm" variant="secondary" disabled className={className}>
        <UserCheck aria-hidden />
        {t({ defaultMessage: 'Friend', description: 'Button state: the viewer and this player are friends' })}
      </Button>
    );
  }
  if (state.status === 'CANCEL' || state.status === 'ACCEPT') {
    const friendshipId = state.id;
    return (
      <>
        <Button size="sm" variant="secondary" disabled className={className}>
          <Clock aria-hidden />
          {t({ defaultMessage: 'Pending', description: 'Button state: a friend request waits for an answer' })}
        </Button>
        {state.status === 'ACCEPT' && friendshipId && (
          <Button
            size="sm"
            aria-label={t({ defaultMessage: 'Accept friend request from {nickname}' }, { nickname })}
            onClick={() => answer.mutate({ friendshipId, answer: 'accept', userId, nickname })}
          >
            <Check aria-hidden />
            {t({ defaultMessage: 'Accept' })}
          </Button>
        )}
      </>
    );
  }
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        {...gate.dimmed}
        className={cn(className, gate.dimmed.className)}
        onClick={gate.guard(() => request.mutate({ userId, nickname }))}
      >
        <UserPlus aria-hidden />
        {t({ defaultMessage: 'Add friend' })}
      </Button>
      {gate.dialog}
    </>
  );
}
