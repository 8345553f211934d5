import { chatEndpoints, type ChatMessagePage } from '@clutch/contract/chat';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http.ts';
import { chatKeys } from './keys.ts';

/** GET /chat/rooms/{roomId}/messages: the newest page without a cursor, an older one with `beforeSeq`, what came after with `afterSeq`. */
export const getChatMessages = (roomId: string, query: { beforeSeq?: number; afterSeq?: number }, signal?: AbortSignal) =>
  callEndpoint(chatEndpoints.messages, { params: { roomId }, query, signal });

/** The oldest seq a page holds, the cursor of the page before it. */
const oldestSeq = (page: ChatMessagePage) => page.items.reduce((min, m) => Math.min(min, m.seq), Number.POSITIVE_INFINITY);

/** Pages newest first: the first is the newest page (live messages join it), each next one is older. */
export const chatMessagesQueryOptions = (roomId: string) =>
  infiniteQueryOptions({
    queryKey: chatKeys.messages(roomId),
    queryFn: ({ pageParam, signal }) => getChatMessages(roomId, pageParam === undefined ? {} : { beforeSeq: pageParam }, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.hasMore && last.items.length > 0 ? oldestSeq(last) : undefined),
  });

export const useChatMessages = (roomId: string | undefined) => useInfiniteQuery({ ...chatMessagesQueryOptions(roomId ?? ''), enabled: !!roomId });
