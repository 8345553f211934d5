import { uuid } from '@clutch/contract/common';
import type { ClientToServerEvents, ServerToClientEvents } from '@clutch/contract/realtime';
import { tournamentRoom, userRoom } from '@clutch/contract/realtime';
import { createAdapter } from '@socket.io/redis-adapter';
import { parseCookie } from 'cookie';
import type { FastifyBaseLogger } from 'fastify';
import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import type { SessionService } from '../../modules/sessions/sessions.service.ts';
import type { RedisLink, RedisLinks } from '../redis/redis-links.ts';
import type { Realtime } from './realtime.ts';

/** Null ids: an anonymous socket (no token), which may only watch tournaments. */
interface SocketData {
  userId: string | null;
  sessionId: string | null;
}

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/** A socket watches at most this many tournaments at once, so one client cannot fan out every emit. */
export const MAX_WATCHED_TOURNAMENTS = 20;

/** Whether this viewer (null: signed out) may watch the tournament's live updates. */
export type CanWatchTournament = (tournamentId: string, viewerId: string | null) => Promise<boolean>;

/**
 * Socket.IO on the app's own HTTP server. The handshake must come from our own origin; a token (cookie for the
 * web, `auth.token` for other clients) must name a live session, and a socket without one is anonymous: it can
 * only watch tournament rooms. With REDIS_URL the Redis adapter lets every instance reach every client; while
 * Redis is away each instance still reaches its own clients, and the adapter picks up again when Redis is back.
 */
export function createSocketRealtime(opts: {
  httpServer: HttpServer;
  sessions: SessionService;
  cookieName: string;
  allowedOrigins: string[];
  canWatchTournament: CanWatchTournament;
  redis: RedisLinks;
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

  let links: RedisLink[] = [];
  if (opts.redis.configured) {
    // Publishes wait out a short blip and are then dropped (an event is live or never); subscriptions wait for as
    // long as it takes and are renewed on every reconnection.
    const pub = opts.redis.open('realtime-publish', { maxRetriesPerRequest: 2 }, "live events reach this instance's clients only until it is back");
    const sub = opts.redis.open('realtime-subscribe', { maxRetriesPerRequest: null });
    links = [pub, sub];
    io.adapter(createAdapter(pub.client, sub.client, { key: `${opts.redis.keyPrefix}socket.io` }));
  }

  io.use(async (socket, next) => {
    try {
      const authToken = typeof socket.handshake.auth?.token === 'string' ? socket.handshake.auth.token : undefined;
      const cookieHeader = socket.handshake.headers.cookie;
      const token = authToken ?? (cookieHeader ? parseCookie(cookieHeader)[opts.cookieName] : undefined);
      socket.data.userId = null;
      socket.data.sessionId = null;
      if (!token) return next();
      // A token that no longer works is refused rather than downgraded: the client believes it is signed in.
      const session = await opts.sessions.resolve(token);
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
    const { userId, sessionId } = socket.data;
    if (userId && sessionId) void socket.join([userRoom(userId), sessionRoom(sessionId)]);
    socket.on('system:ping', (ack) => {
      if (typeof ack === 'function') ack(Date.now());
    });
    socket.on('tournament:join', async (payload, ack) => {
      const reply = (ok: boolean) => {
        if (typeof ack === 'function') ack(ok);
      };
      const tournamentId = uuid.safeParse(payload?.tournamentId);
      if (!tournamentId.success) return reply(false);
      const room = tournamentRoom(tournamentId.data);
      if (socket.rooms.has(room)) return reply(true);
      const watched = [...socket.rooms].filter((r) => r.startsWith(tournamentRoom(''))).length;
      if (watched >= MAX_WATCHED_TOURNAMENTS) return reply(false);
      try {
        if (!(await opts.canWatchTournament(tournamentId.data, socket.data.userId))) return reply(false);
        await socket.join(room);
        reply(true);
      } catch (err) {
        opts.log.error({ err }, 'tournament:join failed');
        reply(false);
      }
    });
    socket.on('tournament:leave', (payload) => {
      const tournamentId = uuid.safeParse(payload?.tournamentId);
      if (tournamentId.success) void socket.leave(tournamentRoom(tournamentId.data));
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
    emitToRoom(room, event, ...args) {
      io.to(room).emit(event, ...args);
    },
    disconnectSessions(sessionIds) {
      for (const id of sessionIds) io.in(sessionRoom(id)).disconnectSockets(true);
    },
    disconnectUser(userId) {
      io.in(userRoom(userId)).disconnectSockets(true);
    },
    // Not io.close(): the HTTP server belongs to Fastify, which closes it. `local`: with the Redis adapter a plain
    // io.disconnectSockets() reaches every instance, so one instance shutting down would drop everyone.
    async close() {
      io.local.disconnectSockets(true);
      io.engine.close();
      await io.of('/').adapter.close();
      await Promise.allSettled(links.map((link) => link.close()));
    },
  };
}
