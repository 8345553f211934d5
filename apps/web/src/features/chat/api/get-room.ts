import { chatEndpoints, type ChatRoom, type ChatRoomKind } from '@clutch/contract/chat';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useSession } from '@/features/auth/api/session.ts';
import { callEndpoint } from '@/lib/http.ts';
import { chatKeys } from './keys.ts';

/** GET /chat/rooms/{kind}/{subjectId}: the room of a subject as the viewer sees it (created on first use). */
export const getChatRoom = (kind: ChatRoomKind, subjectId: string, signal?: AbortSignal) =>
  callEndpoint(chatEndpoints.room, { params: { kind, subjectId }, signal });

/** A visitor (null) may read the spectators' live chat and no other room: the server answers them 401, so nothing asks. */
export const mayAskForRoom = (kind: ChatRoomKind, viewerId: string | null) => viewerId !== null || kind === 'spectator';

/** The room as `viewerId` (null: a visitor) sees it; the session's user, so a visitor who signs in is answered anew. */
export const chatRoomQueryOptions = (kind: ChatRoomKind, subjectId: string, viewerId: string | null) =>
  queryOptions({
    queryKey: chatKeys.room(kind, subjectId, viewerId),
    queryFn: ({ signal }) => getChatRoom(kind, subjectId, signal),
    enabled: mayAskForRoom(kind, viewerId),
  });

export function useChatRoom(kind: ChatRoomKind, subjectId: string, enabled = true) {
  const viewerId = useSession().user?.id ?? null;
  return useQuery({ ...chatRoomQueryOptions(kind, subjectId, viewerId), enabled: enabled && !!subjectId && mayAskForRoom(kind, viewerId) });
}

/** Changes the cached room with this id, wherever (whichever subject key) it is held. */
export function patchChatRoom(client: QueryClient, roomId: string, patch: (room: ChatRoom) => ChatRoom) {
  for (const [key, room] of client.getQueriesData<ChatRoom>({ queryKey: chatKeys.rooms })) {
    if (room?.id === roomId) client.setQueryData(key, patch(room));
  }
}

export const invalidateChatRoom = (client: QueryClient, roomId: string) =>
  client.invalidateQueries({ queryKey: chatKeys.rooms, predicate: (q) => (q.state.data as ChatRoom | undefined)?.id === roomId });
