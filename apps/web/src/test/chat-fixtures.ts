import type { ChatConversation, ChatMessage, ChatMessagePage, ChatRoom } from '@clutch/contract/chat';
import { makeUser } from './fixtures.ts';

/** A stable uuid per number and kind, so fixtures built twice agree. */
export const chatId = (n: number, kind = 21) => `${String(kind).padStart(8, '0')}-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const roomId = chatId(1, 31);
export const tournamentId = chatId(1, 32);
export const me = makeUser();
export const nova = { id: chatId(7, 33), nickName: 'nova', profilePicUrl: null };

/** Message `seq` by nova unless told otherwise, `minutesAgo` minutes old. */
export const makeMessage = (seq: number, overrides: Partial<ChatMessage> = {}, minutesAgo = 0): ChatMessage => ({
  id: chatId(seq),
  roomId,
  seq,
  clientId: chatId(seq, 22),
  author: { ...nova, role: 'participant' },
  text: `Message ${seq}`,
  mentionedUserIds: [],
  createdAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
  deleted: false,
  ...overrides,
});

export const messagePage = (items: ChatMessage[], hasMore = false): ChatMessagePage => ({ items, hasMore });

/** The tournament chat as a participant who may post sees it. */
export const makeRoom = (overrides: Partial<ChatRoom> = {}): ChatRoom => ({
  id: roomId,
  kind: 'tournament',
  subjectId: tournamentId,
  tournamentId,
  title: 'Spring Cup',
  peer: null,
  canPost: true,
  readOnlyReason: null,
  canModerate: false,
  role: 'participant',
  slowModeSeconds: 0,
  mutedUntil: null,
  lastSeq: 0,
  lastReadSeq: 0,
  unreadCount: 0,
  memberCount: 8,
  viewerCount: 3,
  ...overrides,
});

export const makeConversation = (n: number, overrides: Partial<ChatConversation> = {}): ChatConversation => ({
  roomId: chatId(n, 34),
  peer: { id: chatId(n, 35), nickName: `player${n}`, profilePicUrl: null },
  lastMessage: makeMessage(n, { text: `Hello from player${n}` }, 5),
  unreadCount: 0,
  ...overrides,
});
