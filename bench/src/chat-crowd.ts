/**
 * The chat bench's audience, in its own process so the server's memory and event loop are measured without it:
 * opens one Socket.IO connection per token (websocket transport, no multiplexing), joins the room with `chat:join`
 * and records when each `chat:message` arrives, keyed by the message's clientId, and counts `chat:presence` events. Driven over IPC by `chat.ts`.
 * Times are `performance.timeOrigin + performance.now()`, the same clock in both processes.
 */
import { io, type Socket } from 'socket.io-client';

export type CrowdCommand =
  | { type: 'connect'; url: string; tokens: (string | null)[]; roomId: string; concurrency: number }
  | { type: 'flush'; clientId: string }
  | { type: 'stats' }
  | { type: 'close' };

export type CrowdReport =
  | { type: 'connected'; joined: number; refused: Record<string, number>; ms: number }
  | { type: 'delivered'; clientId: string; times: number[] }
  | { type: 'stats'; presence: number };

interface ArrivedMessage {
  message?: { clientId?: string };
}

const now = () => performance.timeOrigin + performance.now();
const send = (report: CrowdReport) => process.send!(report);

const sockets: Socket[] = [];
const arrivals = new Map<string, number[]>();
let expected = 0;
/** `chat:presence` events received, all sockets together. */
let presence = 0;

function arrived(payload: ArrivedMessage) {
  const at = now();
  const clientId = payload?.message?.clientId;
  if (!clientId) return;
  let times = arrivals.get(clientId);
  if (!times) arrivals.set(clientId, (times = []));
  times.push(at);
  if (times.length === expected) {
    arrivals.delete(clientId);
    send({ type: 'delivered', clientId, times });
  }
}

/** Connects and joins; resolves with the ack's refusal code, or null when joined. */
function open(url: string, token: string | null, roomId: string): Promise<string | null> {
  return new Promise((resolve) => {
    const socket = io(url, {
      path: '/socket.io',
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
      timeout: 60_000,
      ...(token ? { auth: { token } } : {}),
    });
    sockets.push(socket);
    socket.on('chat:message', arrived);
    socket.on('chat:presence', () => {
      presence += 1;
    });
    socket.once('connect_error', (err) => resolve(`connect: ${err.message}`));
    socket.once('connect', () => {
      socket.timeout(60_000).emit('chat:join', { roomId }, (err: Error | null, ack: { ok: boolean; code?: string }) => {
        if (err) resolve('join: no answer');
        else resolve(ack.ok ? null : `join: ${ack.code}`);
      });
    });
  });
}

async function connectAll(url: string, tokens: (string | null)[], roomId: string, concurrency: number) {
  const started = performance.now();
  const refused: Record<string, number> = {};
  let joined = 0;
  let next = 0;
  const worker = async () => {
    while (next < tokens.length) {
      const token = tokens[next++]!;
      const code = await open(url, token, roomId);
      if (code === null) joined += 1;
      else refused[code] = (refused[code] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  expected = joined;
  send({ type: 'connected', joined, refused, ms: Math.round(performance.now() - started) });
}

process.on('message', (command: CrowdCommand) => {
  switch (command.type) {
    case 'connect':
      void connectAll(command.url, command.tokens, command.roomId, command.concurrency);
      break;
    case 'flush':
      send({ type: 'delivered', clientId: command.clientId, times: arrivals.get(command.clientId) ?? [] });
      arrivals.delete(command.clientId);
      break;
    case 'stats':
      send({ type: 'stats', presence });
      break;
    case 'close':
      for (const socket of sockets) socket.disconnect();
      setTimeout(() => process.exit(0), 200);
      break;
  }
});
