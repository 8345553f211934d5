import { chatEndpoints } from '@clutch/contract/chat';
import { callEndpoint } from '@/lib/http.ts';

/** POST /chat/rooms/{roomId}/messages: a retry with the same `clientId` answers the message stored the first time. */
export const sendChatMessage = (roomId: string, clientId: string, text: string) =>
  callEndpoint(chatEndpoints.send, { params: { roomId }, body: { clientId, text } });
