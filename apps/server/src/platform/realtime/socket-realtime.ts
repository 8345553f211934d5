import type { ClientToServerEvents, ServerToClientEvents } from '@clutch/contract/realtime';
import { userRoom } from '@clutch/contract/realtime';
import { createAdapter } from '@socket.io/redis-adapter';
import { parseCookie } from 'cookie';
import type { FastifyBaseLogger } from 'fastify';
import type { Server as HttpServer } from 'node:http';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import type { SessionService } from '../../modules/sessions/sessions.service.ts';
import type { Realtime } from './realtime.ts';

interface SocketData {
  userId: string;
  sessionId: string;
}

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/**
 * Socket.IO on the app's own HTTP server. The handshake is authenticated by the session (cookie for the web,
 * `auth.token` for other clients) and must come from our own origin. With REDIS_URL the Redis adapter lets
 * every instance reach every client.
 */
export function createSocketRealtime(opts: {
  httpServer: HttpServer;
  sessions: SessionService;
  cookieName: string;
  allowedOrigins: string[];
  redisUrl?: string;
  log: FastifyBaseLogger;
}): Realtime & { io: RealtimeServer } {
  const io: RealtimeServer = new Server(opts.httpServer, {
    path: '/socket.io',
    serveClient: false,
    allowRequest: (req, callback) => {
      const origin = req.headers.origin;
      // Browsers always send Origin on a WebSocket or cross-origin request; non-browser clients may omit it.
      callback(null, origin === undefined || opts.allowedOrigins.includes(origin));
    },
  });

  let pub: Redis | undefined;
  let sub: Redis | undefined;
  if (opts.redisUrl) {
    pub = new Redis(opts.redisUrl, { maxRetriesPerRequest: 3 });
    sub = pub.duplicate();
    // ioredis reconnects by itself; without a listener every failed attempt is an "Unhandled error event".
    for (const client of [pub, sub]) client.on('error', (err) => opts.log.warn({ err }, 'realtime redis connection error'));
    io.adapter(createAdapter(pub, sub));
  }

  io.use(async (socket, next) => {
    try {
      const authToken = typeof socket.handshake.auth?.token === 'string' ? socket.handshake.auth.token : undefined;
      const cookieHeader = socket.handshake.headers.cookie;
      const token = authToken ?? (cookieHeader ? parseCookie(cookieHeader)[opts.cookieName] : undefined);
      const session = token ? await opts.sessions.resolve(token) : null;
      if (!session) return next(new Error('UNAUTHORIZED'));
      socket.data.userId = session.user.id;
      socket.data.sessionId = session.sessionId;
      next();
    } catch (err) {
      opts.log.error({ err }, 'socket handshake failed');
      next(new Error('INTERNAL'));
    }
  });

  io.on('connection', (socket) => {
    void socket.join([userRoom(socket.data.userId), sessionRoom(socket.data.sessionId)]);
    socket.on('system:ping', (ack) => {
      if (typeof ack === 'function') ack(Date.now());
    });
  });

  return {
    io,
    emitToUser(userId, event, ...args) {
      io.to(userRoom(userId)).emit(event, ...args);
    },
    emitToSessions(sessionIds, event, ...args) {
      if (sessionIds.length > 0) io.to(sessionIds.map(sessionRoom)).emit(event, ...args);
    },
    disconnectSessions(sessionIds) {
      for (const id of sessionIds) io.in(sessionRoom(id)).disconnectSockets(true);
    },
    // Not io.close(): the HTTP server belongs to Fastify, which closes it. `local`: with the Redis adapter a plain
    // io.disconnectSockets() reaches every instance, so one instance shutting down would drop everyone.
    async close() {
      io.local.disconnectSockets(true);
      io.engine.close();
      await io.of('/').adapter.close();
      await Promise.allSettled([pub?.quit(), sub?.quit()]);
    },
  };
}
