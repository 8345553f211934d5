import type { ChatMessage } from './chat.ts';
import type { Match } from './competition.ts';
import type { Notification } from './notifications.ts';
import type { TournamentStatus } from './tournaments.ts';

/**
 * Socket.IO event map shared by server and client (DESIGN.md §5.6). Rooms: `user:<id>`,
 * `tournament:<id>`, `match:<id>`, `chat:<roomId>`. Events are named `domain:event`.
 */
export interface ServerToClientEvents {
  /** The session this socket was opened with has ended (logout, password change, deletion). */
  'session:revoked': (payload: { reason: 'logout' | 'password-changed' | 'password-reset' | 'account-deleted' }) => void;
  /** The user's account changed (e.g. verified in another tab). */
  'user:updated': (payload: { userId: string }) => void;
  /** To the invitee: a captain added them to a team (the invite is PENDING). */
  'team:invited': (payload: { inviteId: string; teamId: string; teamName: string; captainNickName: string; tournamentId: string | null }) => void;
  /** To the captain: an invitee accepted or rejected. */
  'team:invite-answered': (payload: { inviteId: string; teamId: string; userId: string; nickName: string; status: 'ACCEPTED' | 'REJECTED' }) => void;
  /** To `tournament:<id>`: a match changed (result, sides, schedule, report). Carries the match view. */
  'match:updated': (payload: { tournamentId: string; match: Match }) => void;
  /** To `tournament:<id>`: the table or bracket changed; clients refetch the ranking and matches. */
  'standings:updated': (payload: { tournamentId: string }) => void;
  /** To `tournament:<id>`: the tournament's status or structure changed (published, started, finished, cancelled). */
  'tournament:updated': (payload: { tournamentId: string; status: TournamentStatus }) => void;
  /** To `user:<id>`: a new notification, in the recipient's language, and their unread count after it. */
  'notification:new': (payload: { notification: Notification; unreadCount: number }) => void;
  /** To `user:<id>`: the unread count changed (read, deleted or cleared in another tab or instance). */
  'notification:count': (payload: { unreadCount: number }) => void;
  /**
   * A new message: to `chat:<roomId>` for group rooms; to both people's `user:<id>` rooms for direct ones (so the
   * inbox updates without opening the conversation). Clients drop a seq they already have.
   */
  'chat:message': (payload: { roomId: string; message: ChatMessage }) => void;
  /** A message was deleted (its tombstone): every client showing it removes it. Same rooms as `chat:message`. */
  'chat:deleted': (payload: { roomId: string; message: ChatMessage }) => void;
  /** Someone is typing in the room (sent at most every few seconds while they type; stale after 5 s). */
  'chat:typing': (payload: { roomId: string; userId: string; nickName: string }) => void;
  /** The number of people with the room open changed. */
  'chat:presence': (payload: { roomId: string; viewerCount: number }) => void;
  /** The room's settings changed (slow mode), or the viewer was muted or unmuted: clients refetch the room. */
  'chat:room-updated': (payload: { roomId: string }) => void;
  /** To `user:<id>`: the user's read marker moved in another tab or their direct-message unread total changed. */
  'chat:unread': (payload: { roomId: string; unreadCount: number; directUnreadTotal: number }) => void;
}

/** What `chat:join` answers: refused, or joined with what the client missed since `afterSeq`. */
export type ChatJoinAck =
  | { ok: false; code: 'UNAUTHORIZED' | 'FORBIDDEN' | 'NOT_FOUND' }
  | { ok: true; viewerCount: number; missed: ChatMessage[]; hasMore: boolean };

export interface ClientToServerEvents {
  /** Liveness probe; answers with the server time in ms. */
  'system:ping': (ack: (serverTime: number) => void) => void;
  /** Watch a tournament's live updates (anyone, signed in or not, may watch a public tournament). */
  'tournament:join': (payload: { tournamentId: string }, ack?: (ok: boolean) => void) => void;
  'tournament:leave': (payload: { tournamentId: string }) => void;
  /**
   * Open a chat room's live feed; the server checks the viewer may read it (a visitor's socket: a spectators' live
   * chat only, else UNAUTHORIZED; at most 30 joins per socket per 10 s). `afterSeq`: the last seq the client
   * has, to receive what it missed (after a reconnect) in the ack; `hasMore` means fetch the rest by page.
   */
  'chat:join': (payload: { roomId: string; afterSeq?: number }, ack: (result: ChatJoinAck) => void) => void;
  'chat:leave': (payload: { roomId: string }) => void;
  /** The viewer is typing in a room they may post in (others get `chat:typing`). */
  'chat:typing': (payload: { roomId: string }) => void;
}

export const tournamentRoom = (tournamentId: string) => `tournament:${tournamentId}`;

export const userRoom = (userId: string) => `user:${userId}`;

export const chatRoomChannel = (roomId: string) => `chat:${roomId}`;
