import type { ClientToServerEvents, ServerToClientEvents } from '@clutch/contract/realtime';
import { io, type Socket } from 'socket.io-client';

export type ClutchSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let socket: ClutchSocket | null = null;

/**
 * The one realtime connection of the tab, on our own origin; the session cookie authenticates it (a visitor's
 * carries none). It is created unconnected and shared by whoever needs it: the guard while someone is signed in,
 * a tournament page while it is open. So `connect()` and `disconnect()` are counted: the connection opens with the
 * first holder and closes when the last one lets go, and one holder leaving never cuts the others off. Each holder
 * calls them in pairs.
 */
export function getSocket(): ClutchSocket {
  if (!socket) socket = countHolders(io({ path: '/socket.io', withCredentials: true, autoConnect: false }));
  return socket;
}

function countHolders(created: ClutchSocket): ClutchSocket {
  const open = created.connect.bind(created);
  const close = created.disconnect.bind(created);
  let holders = 0;
  created.connect = () => {
    holders += 1;
    // Not active: never opened, closed, or dropped by the server (which socket.io does not retry on its own).
    if (!created.active) open();
    return created;
  };
  created.disconnect = () => {
    holders = Math.max(0, holders - 1);
    if (holders === 0) close();
    return created;
  };
  // The server ends a session's sockets on logout; whoever still holds this one (a visitor's tournament page) gets
  // it back, as a visitor. socket.io leaves a server-side close closed.
  created.on('disconnect', (reason) => {
    if (reason === 'io server disconnect')
      setTimeout(() => {
        if (holders > 0 && !created.active) open();
      }, 0);
  });
  return created;
}
