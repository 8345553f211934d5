import { friendshipEndpoints } from '@clutch/contract/social';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useCurrentUser } from '@/features/auth/api/session.ts';
import { callEndpoint, errorMessage } from '@/lib/http.ts';
import { defineMessage } from '@/lib/i18n/message.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { refreshSocial } from '../lib/refresh-social.ts';
import type { SocialTarget } from '../lib/social-target.ts';

export type FriendRequestAnswer = 'accept' | 'reject';

/** PATCH /friendships/{id}/accept or /reject with the addressee as body (spec §7). */
export const answerFriendRequest = (id: string, answer: FriendRequestAnswer, addresseeId: string) =>
  callEndpoint(friendshipEndpoints[answer], { params: { id }, body: { id: addresseeId } });

const messages = {
  accept: {
    ok: defineMessage({ defaultMessage: 'Accepted {nickname}' }),
    failed: defineMessage({ defaultMessage: 'Failed to accept the friend request from {nickname}' }),
  },
  reject: {
    ok: defineMessage({ defaultMessage: 'Rejected {nickname}' }),
    failed: defineMessage({ defaultMessage: 'Failed to reject the friend request from {nickname}' }),
  },
} as const;

/** Accepts or rejects a request the signed-in user received, with spec §8's toasts. */
export function useAnswerFriendRequest() {
  const t = useT();
  const me = useCurrentUser();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ friendshipId, answer }: SocialTarget & { friendshipId: string; answer: FriendRequestAnswer }) =>
      answerFriendRequest(friendshipId, answer, me.id),
    onSuccess: (_result, { answer, nickname }) => toast.success(t(messages[answer].ok, { nickname })),
    onError: (e, { answer, nickname }) => toast.error(errorMessage(e, t(messages[answer].failed, { nickname }))),
    onSettled: () => refreshSocial(client),
  });
}
