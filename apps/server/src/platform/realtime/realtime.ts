import type { ServerToClientEvents } from '@clutch/contract/realtime';

/** Pushes events to connected clients; the Socket.IO implementation lives beside this file. */
export interface Realtime {
  emitToUser<E extends keyof ServerToClientEvents>(userId: string, event: E, ...args: Parameters<ServerToClientEvents[E]>): void;
  /** Emits to the sockets opened with these sessions only (e.g. the other devices after a password change). */
  emitToSessions<E extends keyof ServerToClientEvents>(sessionIds: string[], event: E, ...args: Parameters<ServerToClientEvents[E]>): void;
  /** Emits to every socket in a room, e.g. `tournamentRoom(id)` for a tournament's live watchers. */
  emitToRoom<E extends keyof ServerToClientEvents>(room: string, event: E, ...args: Parameters<ServerToClientEvents[E]>): void;
  /** Disconnects every socket opened with one of these sessions (after logout, password change…). */
  disconnectSessions(sessionIds: string[]): void;
  /** How many people have a socket in the room, on every instance (a chat room's viewers): each signed-in person once, each visitor's socket once. */
  roomViewerCount(room: string): Promise<number>;
  /** Disconnects every socket of this user, on every instance (account deletion). */
  disconnectUser(userId: string): void;
  close(): Promise<void>;
}
