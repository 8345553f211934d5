import { followEndpoints } from '@clutch/contract/social';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useCurrentUser } from '@/features/auth/api/session.ts';
import { callEndpoint, errorMessage } from '@/lib/http.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { refreshSocial } from '../lib/refresh-social.ts';
import type { SocialTarget } from '../lib/social-target.ts';
import { followCheckKey } from './check-follow.ts';

/** DELETE /follows/followee/{followeeId}: unfollow by the player's id, for buttons that do not hold the follow's id. */
export const unfollowUser = (followeeId: string) => callEndpoint(followEndpoints.unfollowUser, { params: { followeeId } });

/** Unfollows, with spec §8's toasts: 'Unfollowed {nickname}', or the server's reason, else 'Failed to unfollow {nickname}'. */
export function useUnfollowUser() {
  const t = useT();
  const me = useCurrentUser();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId }: SocialTarget) => unfollowUser(userId),
    onSuccess: (_result, { userId, nickname }) => {
      client.setQueryData(followCheckKey(me.id, userId), false);
      toast.success(t({ defaultMessage: 'Unfollowed {nickname}' }, { nickname }));
    },
    onError: (e, { nickname }) => toast.error(errorMessage(e, t({ defaultMessage: 'Failed to unfollow {nickname}' }, { nickname }))),
    onSettled: () => refreshSocial(client),
  });
}
