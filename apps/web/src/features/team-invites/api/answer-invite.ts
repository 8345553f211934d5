import { inviteEndpoints } from '@clutch/contract/teams';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { callEndpoint, errorMessage } from '@/lib/http.ts';
import { defineMessage } from '@/lib/i18n/message.ts';
import { useT } from '@/lib/i18n/use-t.ts';

export type InviteAnswer = 'accept' | 'reject';

/** PUT /team-invites/{id}/accept or /reject with the user body (spec §7). */
export const answerInvite = (id: string, answer: InviteAnswer, userId: string) =>
  callEndpoint(inviteEndpoints[answer], { params: { id }, body: { userId } });

const messages = {
  accept: { ok: defineMessage({ defaultMessage: 'Invite accepted' }), failed: defineMessage({ defaultMessage: 'Failed to accept invite' }) },
  reject: { ok: defineMessage({ defaultMessage: 'Invite rejected' }), failed: defineMessage({ defaultMessage: 'Failed to reject invite' }) },
} as const;

/**
 * Accepts or rejects, with spec §8's toasts; afterwards every invite view, the user's teams and the tournaments
 * (whose rosters changed) are refreshed.
 */
export function useAnswerInvite(userId: string) {
  const t = useT();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: string; answer: InviteAnswer }) => answerInvite(id, answer, userId),
    onSuccess: (_invite, { answer }) => toast.success(t(messages[answer].ok)),
    onError: (e, { answer }) =>
      toast.error(t(messages[answer].failed), { description: errorMessage(e, t({ defaultMessage: 'Please try again.' })) }),
    onSettled: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: ['team-invites'] }),
        client.invalidateQueries({ queryKey: ['teams'] }),
        client.invalidateQueries({ queryKey: ['tournaments'] }),
      ]);
    },
  });
}
