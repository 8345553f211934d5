import type { ClientToServerEvents, ServerToClientEvents } from '@clutch/contract/realtime';
import { io, type Socket } from 'socket.io-client';

export type ClutchSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let socket: ClutchSocket | null = null;

/**
 * The one realtime connection of the tab, on our own origin; the session cookie authenticates it. It is created
 * unconnected: the guard connects it once someone is signed in and closes it when they leave.
 */
export function getSocket(): ClutchSocket {
  socket ??= io({ path: '/socket.io', withCredentials: true, autoConnect: false });
  return socket;
}
