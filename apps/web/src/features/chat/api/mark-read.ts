import { chatEndpoints } from '@clutch/contract/chat';
import { callEndpoint } from '@/lib/http.ts';

/** POST /chat/rooms/{roomId}/read: moves the read marker forward to `seq`. */
export const markChatRead = (roomId: string, seq: number) => callEndpoint(chatEndpoints.markRead, { params: { roomId }, body: { seq } });
