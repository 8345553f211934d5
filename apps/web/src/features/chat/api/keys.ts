import type { ChatRoomKind } from '@clutch/contract/chat';

/** Query keys of the chat feature, all under `chat` so a reconnect can refresh everything at once. */
export const chatKeys = {
  all: ['chat'] as const,
  /** A room as one viewer sees it (null: a visitor): who may post, unread, role… differ, so signing in asks again. */
  room: (kind: ChatRoomKind, subjectId: string, viewerId: string | null) => ['chat', 'room', kind, subjectId, viewerId ?? 'visitor'] as const,
  rooms: ['chat', 'room'] as const,
  messages: (roomId: string) => ['chat', 'messages', roomId] as const,
  conversations: ['chat', 'conversations'] as const,
  unreadTotal: ['chat', 'unread-total'] as const,
  settings: ['chat', 'settings'] as const,
  reports: ['chat', 'reports'] as const,
};
