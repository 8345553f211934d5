import { chatEndpoints } from '@clutch/contract/chat';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http.ts';

/** POST /chat/rooms/{roomId}/messages/{messageId}/reports: tells the room's moderators what is wrong with it. */
export const reportChatMessage = (roomId: string, messageId: string, reason: string) =>
  callEndpoint(chatEndpoints.report, { params: { roomId, messageId }, body: { reason } });

export const useReportChatMessage = (roomId: string) =>
  useMutation({ mutationFn: ({ messageId, reason }: { messageId: string; reason: string }) => reportChatMessage(roomId, messageId, reason) });
