import { friendshipEndpoints } from '@clutch/contract/social';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useCurrentUser } from '@/features/auth/api/session.ts';
import { callEndpoint, errorMessage } from '@/lib/http.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { refreshSocial } from '../lib/refresh-social.ts';
import type { SocialTarget } from '../lib/social-target.ts';
import { friendshipStatusKey } from './get-friendship-status.ts';

/** POST /friendships/request/{addresseeId} with the requester as body (spec §7). */
export const sendFriendRequest = (addresseeId: string, requesterId: string) =>
  callEndpoint(friendshipEndpoints.request, { params: { addresseeId }, body: { id: requesterId } });

/** Asks to be friends, with spec §8's toasts; the button turns to 'Pending' at once. */
export function useSendFriendRequest() {
  const t = useT();
  const me = useCurrentUser();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId }: SocialTarget) => sendFriendRequest(userId, me.id),
    onSuccess: (friendship, { userId, nickname }) => {
      client.setQueryData(friendshipStatusKey(me.id, userId), { status: 'CANCEL', id: friendship.id });
      toast.success(t({ defaultMessage: 'Friend request sent to {nickname}' }, { nickname }));
    },
    onError: (e, { nickname }) =>
      toast.error(errorMessage(e, t({ defaultMessage: 'Failed to send friend request to {nickname}' }, { nickname }))),
    onSettled: () => refreshSocial(client),
  });
}
