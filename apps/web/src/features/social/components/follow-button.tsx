import { UserCheck, UserMinus, UserPlus } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button.tsx';
import { cn } from '@/lib/cn.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useFollowUser } from '../api/follow-user.ts';
import { useUnfollowUser } from '../api/unfollow-user.ts';
import { useVerifiedGate } from '../hooks/use-verified-gate.tsx';

/**
 * Spec §4's follow button: 'Follow', 'Loading...' while the call runs (or while `following` is not known yet),
 * then 'Following', disabled. With `allowUnfollow` (a friend card, a profile) the followed state offers 'Unfollow'
 * instead. `onChange` tells the caller the new state once the server agreed, for lists it keeps in its own cache.
 */
export function FollowButton({
  userId,
  nickname,
  following,
  allowUnfollow = false,
  onChange,
  size = 'sm',
  className,
}: {
  userId: string;
  nickname: string;
  following: boolean | undefined;
  allowUnfollow?: boolean;
  onChange?: (following: boolean) => void;
  size?: ButtonProps['size'];
  className?: string;
}) {
  const t = useT();
  const follow = useFollowUser();
  const unfollow = useUnfollowUser();
  const gate = useVerifiedGate(t({ defaultMessage: 'follow players', description: 'Ends "Please verify your account to …"' }));
  const busy = follow.isPending || unfollow.isPending || following === undefined;

  if (busy) {
    return (
      <Button size={size} variant="outline" disabled className={className}>
        {t({ defaultMessage: 'Loading...' })}
      </Button>
    );
  }
  if (following && allowUnfollow) {
    return (
      <Button
        size={size}
        variant="outline"
        className={className}
        aria-label={t({ defaultMessage: 'Unfollow {nickname}' }, { nickname })}
        onClick={() => unfollow.mutate({ userId, nickname }, { onSuccess: () => onChange?.(false) })}
      >
        <UserMinus aria-hidden />
        {t({ defaultMessage: 'Unfollow' })}
      </Button>
    );
  }
  if (following) {
    return (
      <Button size={size} variant="secondary" disabled className={className} aria-label={t({ defaultMessage: 'Following {nickname}' }, { nickname })}>
        <UserCheck aria-hidden />
        {t({ defaultMessage: 'Following', description: 'Button state: the viewer follows this player' })}
      </Button>
    );
  }
  return (
    <>
      <Button
        size={size}
        {...gate.dimmed}
        className={cn(className, gate.dimmed.className)}
        aria-label={t({ defaultMessage: 'Follow {nickname}' }, { nickname })}
        onClick={gate.guard(() => follow.mutate({ userId, nickname }, { onSuccess: () => onChange?.(true) }))}
      >
        <UserPlus aria-hidden />
        {t({ defaultMessage: 'Follow' })}
      </Button>
      {gate.dialog}
    </>
  );
}
