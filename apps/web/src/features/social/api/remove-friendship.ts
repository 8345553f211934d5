import { friendshipEndpoints } from '@clutch/contract/social';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { callEndpoint, errorMessage } from '@/lib/http.ts';
import { defineMessage } from '@/lib/i18n/message.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { refreshSocial } from '../lib/refresh-social.ts';
import type { SocialTarget } from '../lib/social-target.ts';

/** Withdrawing a request I sent, or ending a friendship: the same call, worded apart. */
export type FriendshipRemoval = 'cancel' | 'unfriend';

/** DELETE /friendships/{id} with the friendship's id as body (spec §7's delete, whose path it does not show). */
export const removeFriendship = (friendshipId: string) =>
  callEndpoint(friendshipEndpoints.remove, { params: { id: friendshipId }, body: { friendshipId } });

const messages = {
  cancel: {
    ok: defineMessage({ defaultMessage: 'Cancelled your friend request to {nickname}' }),
    failed: defineMessage({ defaultMessage: 'Failed to cancel your friend request to {nickname}' }),
  },
  unfriend: {
    ok: defineMessage({ defaultMessage: 'Unfriended {nickname}' }),
    failed: defineMessage({ defaultMessage: 'Failed to unfriend {nickname}' }),
  },
} as const;

/** Cancels an outgoing request or unfriends, with toasts (spec §8's 'Unfriended {nickname}'). */
export function useRemoveFriendship() {
  const t = useT();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ friendshipId }: SocialTarget & { friendshipId: string; removal: FriendshipRemoval }) => removeFriendship(friendshipId),
    onSuccess: (_result, { removal, nickname }) => toast.success(t(messages[removal].ok, { nickname })),
    onError: (e, { removal, nickname }) => toast.error(errorMessage(e, t(messages[removal].failed, { nickname }))),
    onSettled: () => refreshSocial(client),
  });
}
