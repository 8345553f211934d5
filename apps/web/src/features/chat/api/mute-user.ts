import { chatEndpoints } from '@clutch/contract/chat';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { callEndpoint } from '@/lib/http.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { chatErrorMessage } from '../lib/chat-errors.ts';

/** PUT /chat/rooms/{roomId}/mutes/{userId}: a moderator mutes someone for some minutes. */
export const muteChatUser = (roomId: string, userId: string, minutes: number) =>
  callEndpoint(chatEndpoints.mute, { params: { roomId, userId }, body: { minutes } });

export function useMuteChatUser(roomId: string) {
  const t = useT();
  return useMutation({
    mutationFn: ({ userId, minutes }: { userId: string; nickName: string; minutes: number }) => muteChatUser(roomId, userId, minutes),
    onSuccess: (_, { nickName }) => toast.success(t({ defaultMessage: '{nickName} is muted' }, { nickName })),
    onError: (e) => toast.error(chatErrorMessage(e, t, t({ defaultMessage: 'Could not mute this player' }))),
  });
}
