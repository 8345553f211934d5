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
}

export interface ClientToServerEvents {
  /** Liveness probe; answers with the server time in ms. */
  'system:ping': (ack: (serverTime: number) => void) => void;
}

export const userRoom = (userId: string) => `user:${userId}`;
