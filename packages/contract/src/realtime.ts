/**
 * Socket.IO event map shared by server and client (DESIGN.md §5.6). Rooms: `user:<id>`,
 * `tournament:<id>`, `match:<id>`. Events are named `domain:event`.
 */
export interface ServerToClientEvents {
  /** The session this socket was opened with has ended (logout, password change, deletion). */
  'session:revoked': (payload: { reason: 'logout' | 'password-changed' | 'password-reset' | 'account-deleted' }) => void;
  /** The user's account changed (e.g. verified in another tab). */
  'user:updated': (payload: { userId: string }) => void;
}

export interface ClientToServerEvents {
  /** Liveness probe; answers with the server time in ms. */
  'system:ping': (ack: (serverTime: number) => void) => void;
}

export const userRoom = (userId: string) => `user:${userId}`;
