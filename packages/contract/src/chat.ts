import { z } from 'zod';
import { isoDateTime, messageBody, uuid } from './common.ts';
import { endpoint } from './endpoint.ts';

/**
 * Chat (spec §2 chat widgets and tournament extras, §5 Chat, §6 chat roles, §9; issue #15). Every room belongs to
 * one subject: a tournament (its participants' chat and, while IN_PROGRESS, its spectators' live chat), a match,
 * a team, or two people (direct messages). The server decides for every read, post and socket join who may;
 * messages are kept and numbered per room (`seq`, gap-free in commit order), so a client pages back with
 * `beforeSeq` and catches up after a reconnect with `afterSeq`.
 */

export const chatRoomKinds = ['tournament', 'spectator', 'match', 'team', 'direct'] as const;
export const chatRoomKind = z.enum(chatRoomKinds);
export type ChatRoomKind = z.infer<typeof chatRoomKind>;

/** Spec §6: what a message's author is in the room (organizer, admin, participant, spectator). */
export const chatRoles = ['organizer', 'admin', 'participant', 'spectator'] as const;
export const chatRole = z.enum(chatRoles);
export type ChatRole = z.infer<typeof chatRole>;

/** Issue #15 item 6. */
export const CHAT_MESSAGE_MAX = 2000;
/** At most this many messages per user per room in `CHAT_RATE_WINDOW_SECONDS`, on every instance together. */
export const CHAT_RATE_MESSAGES = 5;
export const CHAT_RATE_WINDOW_SECONDS = 5;
export const CHAT_PAGE_DEFAULT = 50;
export const CHAT_PAGE_MAX = 100;
/** Slow mode choices an organizer can set (0: off). */
export const CHAT_SLOW_MODE_MAX_SECONDS = 600;
/** The longest mute an organizer can give, in minutes (one week). */
export const CHAT_MUTE_MAX_MINUTES = 7 * 24 * 60;
/** Shown as "99+" above this (spec §9). */
export const CHAT_UNREAD_BADGE_MAX = 99;
/** Spec §2/§9 mention shortcuts; only the organizer and admins can call a crowd with them. */
export const CHAT_MENTION_SHORTCUTS = ['@everyone', '@organizer', '@participants'] as const;

export const chatAuthor = z.object({
  id: uuid,
  nickName: z.string(),
  profilePicUrl: z.string().nullable(),
  role: chatRole,
});
export type ChatAuthor = z.infer<typeof chatAuthor>;

export const chatMessage = z.object({
  id: uuid,
  roomId: uuid,
  /** 1, 2, 3… in the room, in the order the messages were stored; never reused. */
  seq: z.number().int().positive(),
  /** The sender's own id for this send, so a retried send is stored once. */
  clientId: uuid,
  /** Null once the account is deleted. */
  author: chatAuthor.nullable(),
  /** Plain text, never markup; empty once deleted. */
  text: z.string(),
  /** Who the message names and will hear about it (@nickname, or a shortcut used by the organizer or an admin). */
  mentionedUserIds: z.array(uuid),
  createdAt: isoDateTime,
  /** A deleted message comes back as this tombstone, so a client that still shows it removes it. */
  deleted: z.boolean(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

/** Who the other person of a direct conversation is. */
export const chatPeer = z.object({ id: uuid, nickName: z.string(), profilePicUrl: z.string().nullable() });
export type ChatPeer = z.infer<typeof chatPeer>;

/**
 * Why the viewer cannot post here right now (the composer shows it instead of the send button). `NOT_SIGNED_IN`: a
 * visitor reading a spectators' live chat, the only room a visitor reads.
 */
export const chatReadOnlyReasons = [
  'NOT_SIGNED_IN',
  'NOT_VERIFIED',
  'NOT_A_PARTICIPANT',
  'NOT_LIVE',
  'MUTED',
  'NOT_FRIENDS',
  'BLOCKED',
] as const;
export const chatReadOnlyReason = z.enum(chatReadOnlyReasons);
export type ChatReadOnlyReason = z.infer<typeof chatReadOnlyReason>;

/** A room as the viewer sees it. */
export const chatRoom = z.object({
  id: uuid,
  kind: chatRoomKind,
  /** The tournament, match or team it belongs to; for a direct room, the other person's id. */
  subjectId: uuid,
  /** The tournament the room is part of (tournament, spectator and match rooms), for links and moderation. */
  tournamentId: uuid.nullable(),
  /** A name to show: the tournament's, "A vs B", the team's, or the other person's nickname. */
  title: z.string(),
  /** For direct rooms. */
  peer: chatPeer.nullable(),
  canPost: z.boolean(),
  /** Null when `canPost`. */
  readOnlyReason: chatReadOnlyReason.nullable(),
  /** The organizer of its tournament or an admin: may delete any message, mute and set slow mode. */
  canModerate: z.boolean(),
  /** The viewer's role if they post here. */
  role: chatRole,
  slowModeSeconds: z.number().int().min(0),
  /** Until when the viewer is muted here, or null. */
  mutedUntil: isoDateTime.nullable(),
  /** The last message's seq (0: none yet). */
  lastSeq: z.number().int().min(0),
  /** The viewer's read marker. */
  lastReadSeq: z.number().int().min(0),
  unreadCount: z.number().int().min(0),
  /** People who may post (the participants' players with the organizer; the two sides; the team; two). */
  memberCount: z.number().int().min(0),
  /** People with the room open now, on every instance. */
  viewerCount: z.number().int().min(0),
});
export type ChatRoom = z.infer<typeof chatRoom>;

export const chatRoomParams = z.object({ kind: chatRoomKind, subjectId: uuid });
export const roomIdParams = z.object({ roomId: uuid });
export const roomMessageParams = z.object({ roomId: uuid, messageId: uuid });
export const roomUserParams = z.object({ roomId: uuid, userId: uuid });

/**
 * Without a cursor: the newest page. `beforeSeq`: the page just older than it (scrolling up). `afterSeq`: what came
 * after it, oldest first (catching up after a reconnect). Items are always oldest first.
 */
export const chatMessagesQuery = z
  .object({
    beforeSeq: z.coerce.number().int().min(1).optional(),
    afterSeq: z.coerce.number().int().min(0).optional(),
    limit: z.coerce.number().int().min(1).max(CHAT_PAGE_MAX).default(CHAT_PAGE_DEFAULT),
  })
  .refine((q) => q.beforeSeq === undefined || q.afterSeq === undefined, { message: 'Use beforeSeq or afterSeq, not both.' });
export const chatMessagePage = z.object({
  items: z.array(chatMessage),
  /** Whether there is more beyond this page in the direction asked (older for the newest page and beforeSeq). */
  hasMore: z.boolean(),
});
export type ChatMessagePage = z.infer<typeof chatMessagePage>;

/** Spec §5: an empty or whitespace-only message cannot be sent. */
export const chatMessageText = z
  .string()
  .max(CHAT_MESSAGE_MAX, { message: `A message has at most ${CHAT_MESSAGE_MAX} characters.` })
  .refine((text) => text.trim().length > 0, { message: 'Write a message first.' });

export const sendChatMessageBody = z.object({ clientId: uuid, text: chatMessageText });
export type SendChatMessageBody = z.infer<typeof sendChatMessageBody>;

/** Moves the viewer's read marker forward to `seq` (a smaller one changes nothing). */
export const markChatReadBody = z.object({ seq: z.number().int().min(0) });
export const chatReadState = z.object({ lastReadSeq: z.number().int().min(0), unreadCount: z.number().int().min(0) });

export const muteChatUserBody = z.object({
  minutes: z
    .number()
    .int()
    .min(1, { message: 'Mute for at least 1 minute.' })
    .max(CHAT_MUTE_MAX_MINUTES, { message: 'A mute lasts at most 7 days.' }),
});
export const chatMute = z.object({ roomId: uuid, userId: uuid, until: isoDateTime });

export const slowModeBody = z.object({ seconds: z.number().int().min(0).max(CHAT_SLOW_MODE_MAX_SECONDS, { message: 'Slow mode is at most 10 minutes.' }) });
export const slowModeState = z.object({ roomId: uuid, slowModeSeconds: z.number().int().min(0) });

export const reportChatMessageBody = z.object({ reason: z.string().trim().min(1, { message: 'Say what is wrong with this message.' }).max(500) });
export const chatReport = z.object({
  id: uuid,
  roomId: uuid,
  roomKind: chatRoomKind,
  roomTitle: z.string(),
  tournamentId: uuid.nullable(),
  message: chatMessage,
  reporter: chatPeer,
  reason: z.string(),
  createdAt: isoDateTime,
});
export type ChatReport = z.infer<typeof chatReport>;
export const chatReportList = z.array(chatReport);
export const resolveChatReportBody = z.object({ action: z.enum(['dismiss', 'delete-message']) });

/** One line of the /app/messages inbox: a direct conversation, newest activity first. */
export const chatConversation = z.object({
  roomId: uuid,
  peer: chatPeer,
  lastMessage: chatMessage.nullable(),
  unreadCount: z.number().int().min(0),
});
export type ChatConversation = z.infer<typeof chatConversation>;
export const chatConversationList = z.array(chatConversation);

/** Unread messages over every direct conversation, for the top bar's Messages badge. */
export const chatUnreadTotal = z.object({ count: z.number().int().min(0) });

/** Who may send the user direct messages: friends only (the default) or everyone not blocked. */
export const chatSettings = z.object({ directMessagesFrom: z.enum(['FRIENDS', 'EVERYONE']) });
export type ChatSettings = z.infer<typeof chatSettings>;

export const CHAT_MESSAGES = {
  roomNotFound: 'This chat does not exist.',
  messageNotFound: 'This message does not exist.',
  notMember: 'You cannot see this chat.',
  notParticipant: 'Only the participants and the organizer can write here.',
  notLive: 'The live chat opens while the tournament is in progress.',
  muted: 'You are muted in this chat for now.',
  slowMode: 'Slow mode is on: wait a few seconds between messages.',
  rateLimited: 'You are sending messages too fast. Wait a few seconds.',
  notFriends: 'You can only message your friends.',
  blocked: 'You cannot message this player.',
  selfMessage: 'You cannot message yourself.',
  notSender: 'Only the sender can delete this message.',
  notModerator: 'Only the organizer or an admin can do this.',
  reportNotFound: 'This report does not exist.',
  alreadyReported: 'You already reported this message.',
} as const;

export const chatEndpoints = {
  /** Opens (creating on first use) the room of a subject; for `direct`, subjectId is the other person. A visitor: `spectator` only. */
  room: endpoint('GET', '/api/v1/chat/rooms/:kind/:subjectId', { params: chatRoomParams, response: chatRoom }),
  /** A visitor: a spectators' room's only. */
  messages: endpoint('GET', '/api/v1/chat/rooms/:roomId/messages', { params: roomIdParams, query: chatMessagesQuery, response: chatMessagePage }),
  /** 201 when stored, 200 with the stored message when the same clientId was sent before. */
  send: endpoint('POST', '/api/v1/chat/rooms/:roomId/messages', { params: roomIdParams, body: sendChatMessageBody, response: chatMessage, status: 201 }),
  /** Answers the tombstone, which every open client also receives live. */
  remove: endpoint('DELETE', '/api/v1/chat/rooms/:roomId/messages/:messageId', { params: roomMessageParams, response: chatMessage }),
  markRead: endpoint('POST', '/api/v1/chat/rooms/:roomId/read', { params: roomIdParams, body: markChatReadBody, response: chatReadState }),
  mute: endpoint('PUT', '/api/v1/chat/rooms/:roomId/mutes/:userId', { params: roomUserParams, body: muteChatUserBody, response: chatMute }),
  unmute: endpoint('DELETE', '/api/v1/chat/rooms/:roomId/mutes/:userId', { params: roomUserParams, response: messageBody }),
  slowMode: endpoint('PUT', '/api/v1/chat/rooms/:roomId/slow-mode', { params: roomIdParams, body: slowModeBody, response: slowModeState }),
  report: endpoint('POST', '/api/v1/chat/rooms/:roomId/messages/:messageId/reports', { params: roomMessageParams, body: reportChatMessageBody, response: messageBody, status: 201 }),
  /** Open reports on messages in rooms the viewer moderates (their tournaments' rooms; every room for admins). */
  reports: endpoint('GET', '/api/v1/chat/reports', { response: chatReportList }),
  resolveReport: endpoint('POST', '/api/v1/chat/reports/:id/resolve', { params: z.object({ id: uuid }), body: resolveChatReportBody, response: messageBody }),
  conversations: endpoint('GET', '/api/v1/chat/conversations', { response: chatConversationList }),
  unreadTotal: endpoint('GET', '/api/v1/chat/unread-count', { response: chatUnreadTotal }),
  settings: endpoint('GET', '/api/v1/chat/settings', { response: chatSettings }),
  updateSettings: endpoint('PUT', '/api/v1/chat/settings', { body: chatSettings, response: chatSettings }),
};
