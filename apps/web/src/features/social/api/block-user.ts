import { blockEndpoints } from '@clutch/contract/social';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { sessionQueryKey, storeUser } from '@/features/auth/api/session.ts';
import type { User } from '@clutch/contract/users';
import { callEndpoint, errorMessage } from '@/lib/http.ts';
import { defineMessage } from '@/lib/i18n/message.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { refreshSocial } from '../lib/refresh-social.ts';
import type { SocialTarget } from '../lib/social-target.ts';

export type BlockChange = 'block' | 'unblock';

/** POST or DELETE /users/{id}/block: answers the signed-in user's block list after the change. */
export const changeBlock = (userId: string, change: BlockChange) => callEndpoint(blockEndpoints[change], { params: { id: userId } });

const messages = {
  block: { ok: defineMessage({ defaultMessage: 'Blocked {nickname}' }), failed: defineMessage({ defaultMessage: 'Failed to block {nickname}' }) },
  unblock: { ok: defineMessage({ defaultMessage: 'Unblocked {nickname}' }), failed: defineMessage({ defaultMessage: 'Failed to unblock {nickname}' }) },
} as const;

/**
 * Blocks or unblocks. The session user's `blockedUserIds` takes the server's new list, so every screen that reads
 * it (the profile's menu) follows; the Players list is reloaded, as a block hides players from it.
 */
export function useChangeBlock() {
  const t = useT();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, change }: SocialTarget & { change: BlockChange }) => changeBlock(userId, change),
    onSuccess: ({ blockedUserIds }, { change, nickname }) => {
      const session = client.getQueryData<User | null>(sessionQueryKey);
      if (session) {
        const updated = { ...session, blockedUserIds };
        storeUser(updated);
        client.setQueryData(sessionQueryKey, updated);
      }
      toast.success(t(messages[change].ok, { nickname }));
    },
    onError: (e, { change, nickname }) => toast.error(errorMessage(e, t(messages[change].failed, { nickname }))),
    onSettled: () => refreshSocial(client, { players: true }),
  });
}
