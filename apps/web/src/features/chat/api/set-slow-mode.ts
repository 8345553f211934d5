import { chatEndpoints, type ChatRoom } from '@clutch/contract/chat';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { callEndpoint } from '@/lib/http.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { patchChatRoom } from './get-room.ts';
import { chatErrorMessage } from '../lib/chat-errors.ts';

/** PUT /chat/rooms/{roomId}/slow-mode: seconds between one person's messages (0: off). */
export const setChatSlowMode = (roomId: string, seconds: number) => callEndpoint(chatEndpoints.slowMode, { params: { roomId }, body: { seconds } });

export function useSetSlowMode(roomId: string) {
  const t = useT();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (seconds: number) => setChatSlowMode(roomId, seconds),
    onSuccess: (state) => patchChatRoom(client, roomId, (room: ChatRoom) => ({ ...room, slowModeSeconds: state.slowModeSeconds })),
    onError: (e) => toast.error(chatErrorMessage(e, t, t({ defaultMessage: 'Could not change slow mode' }))),
  });
}
