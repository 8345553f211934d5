import { chatEndpoints } from '@clutch/contract/chat';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { callEndpoint } from '@/lib/http.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { upsertMessages, type MessagePages } from '../lib/merge-messages.ts';
import { chatKeys } from './keys.ts';
import { chatErrorMessage } from '../lib/chat-errors.ts';

/** DELETE /chat/rooms/{roomId}/messages/{messageId}: answers the tombstone. */
export const deleteChatMessage = (roomId: string, messageId: string) => callEndpoint(chatEndpoints.remove, { params: { roomId, messageId } });

export function useDeleteChatMessage(roomId: string) {
  const t = useT();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) => deleteChatMessage(roomId, messageId),
    onSuccess: (tombstone) => client.setQueryData<MessagePages>(chatKeys.messages(roomId), (data) => upsertMessages(data, [tombstone])),
    onError: (e) => toast.error(chatErrorMessage(e, t, t({ defaultMessage: 'Could not delete the message' }))),
  });
}
