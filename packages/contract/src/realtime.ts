import type { Match } from './competition.ts';
import type { Notification } from './notifications.ts';
import type { TournamentStatus } from './tournaments.ts';

/**
 * Socket.IO event map shared by server and client (DESIGN.md §5.6). Rooms: `user:<id>`,
 * `tournament:<id>`, `match:<id>`. Events are named `domain:event`.
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
}

export interface ClientToServerEvents {
  /** Liveness probe; answers with the server time in ms. */
  'system:ping': (ack: (serverTime: number) => void) => void;
  /** Watch a tournament's live updates (anyone, signed in or not, may watch a public tournament). */
  'tournament:join': (payload: { tournamentId: string }, ack?: (ok: boolean) => void) => void;
  'tournament:leave': (payload: { tournamentId: string }) => void;
}

export const tournamentRoom = (tournamentId: string) => `tournament:${tournamentId}`;

export const userRoom = (userId: string) => `user:${userId}`;
