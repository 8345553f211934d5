import { followEndpoints } from '@clutch/contract/social';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useCurrentUser } from '@/features/auth/api/session.ts';
import { callEndpoint, errorMessage } from '@/lib/http.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { refreshSocial } from '../lib/refresh-social.ts';
import type { SocialTarget } from '../lib/social-target.ts';
import { followCheckKey } from './check-follow.ts';

/** POST /follows/{followeeId} with the follower as body (spec §7); following twice answers the same follow. */
export const followUser = (followeeId: string, followerId: string) =>
  callEndpoint(followEndpoints.follow, { params: { followeeId }, body: { id: followerId } });

/** Follows a player, with spec §8's toasts: the server's reason first, 'Failed to follow {nickname}' otherwise. */
export function useFollowUser() {
  const t = useT();
  const me = useCurrentUser();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId }: SocialTarget) => followUser(userId, me.id),
    onSuccess: (_follow, { userId, nickname }) => {
      client.setQueryData(followCheckKey(me.id, userId), true);
      toast.success(t({ defaultMessage: 'You are now following {nickname}' }, { nickname }));
    },
    onError: (e, { nickname }) => toast.error(errorMessage(e, t({ defaultMessage: 'Failed to follow {nickname}' }, { nickname }))),
    onSettled: () => refreshSocial(client),
  });
}
