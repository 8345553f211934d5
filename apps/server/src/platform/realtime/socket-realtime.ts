import { uuid } from '@clutch/contract/common';
import type { ChatMessage } from '@clutch/contract/chat';
import type { ChatJoinAck, ClientToServerEvents, ServerToClientEvents } from '@clutch/contract/realtime';
import { chatRoomChannel, tournamentRoom, userRoom } from '@clutch/contract/realtime';
import { createAdapter } from '@socket.io/redis-adapter';
import { parseCookie } from 'cookie';
import type { FastifyBaseLogger } from 'fastify';
import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import type { RedisLink, RedisLinks } from '../redis/redis-links.ts';
import { createChatPresence, type PresenceServerEvents } from './chat-presence.ts';
import type { Realtime } from './realtime.ts';

/** Null ids: an anonymous socket (no token), which may only watch tournaments and read their spectators' live chat. */
interface SocketData {
  userId: string | null;
  sessionId: string | null;
}

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, PresenceServerEvents, SocketData>;

const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/** A socket watches at most this many tournaments at once, so one client cannot fan out every emit. */
export const MAX_WATCHED_TOURNAMENTS = 20;

/** Whether this viewer (null: signed out) may watch the tournament's live updates. */
export type CanWatchTournament = (tournamentId: string, viewerId: string | null) => Promise<boolean>;

/** A socket has at most this many chat rooms open at once. */
export const MAX_CHAT_ROOMS = 20;
/**
 * A socket asks to join chat rooms at most this many times per CHAT_JOIN_WINDOW_MS (each join may read the database):
 * a page joins its few rooms once per connection, a loop of joins is refused.
 */
export const CHAT_JOINS_PER_WINDOW = 30;
export const CHAT_JOIN_WINDOW_MS = 10_000;
/** A socket's typing signal reaches the others at most this often per room. */
export const TYPING_INTERVAL_MS = 2000;
/**
 * A room hears its viewer count change at most this often; an instance tells the others its own count changed at
 * most twice as often, and a count is at most this much behind the other instances (chat-presence.ts).
 */
export const PRESENCE_INTERVAL_MS = 1000;

/** The signed-in user a socket's session names, as it stands now (the sessions module's cached resolve). */
export interface SocketUser {
  id: string;
  nickName: string;
  userVerified: boolean;
  roles: string[];
  deletedAt: Date | null;
}

/**
 * The chat's decisions, injected by app.ts (the platform imports no module): `join` authorizes a read (a null user:
 * a visitor's socket, which may read a spectators' live chat only; otherwise the user as the socket's session names
 * them at the moment of the join) and answers the channel to join (null for a
 * direct room, delivered to user rooms) with what the socket missed after `afterSeq`; `typing` answers null unless
 * the user may post.
 */
export interface ChatSocketAccess {
  join(
    user: SocketUser | null,
    roomId: string,
    afterSeq: number | undefined,
  ): Promise<{ ok: false; code: 'UNAUTHORIZED' | 'FORBIDDEN' | 'NOT_FOUND' } | { ok: true; channel: string | null; missed: ChatMessage[]; hasMore: boolean }>;
  typing(user: SocketUser, roomId: string): Promise<{ nickName: string; channel: string | null; peerId: string | null } | null>;
}

/**
 * Socket.IO on the app's own HTTP server. The handshake must come from our own origin; a token (cookie for the
 * web, `auth.token` for other clients) must name a live session, and a socket without one is anonymous: it can
 * only watch tournament rooms. With REDIS_URL the Redis adapter lets every instance reach every client; while
 * Redis is away each instance still reaches its own clients, and the adapter picks up again when Redis is back.
 */
export function createSocketRealtime(opts: {
  httpServer: HttpServer;
  /** Who a handshake's token signs in (the sessions module's resolve), null when it no longer works. */
  sessions: { resolve(token: string): Promise<{ sessionId: string; user: SocketUser } | null> };
  cookieName: string;
  allowedOrigins: string[];
  canWatchTournament: CanWatchTournament;
  chat: ChatSocketAccess;
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

  const chatPresence = createChatPresence({
    exchange: opts.redis.configured
      ? {
          notify: (channel) => void io.serverSideEmit('chat:presence-changed', channel),
          fetch: (channel) => io.serverSideEmitWithAck('chat:tally', channel),
        }
      : null,
    intervalMs: PRESENCE_INTERVAL_MS,
    now: Date.now,
    // Another instance did not answer in time: this one's own count stands in.
    onError: (err) => opts.log.warn({ err }, 'chat presence: another instance did not answer'),
  });
  io.on('chat:presence-changed', (channel) => {
    if (typeof channel === 'string') chatPresence.noticed(channel);
  });
  io.on('chat:tally', (channel, ack) => {
    if (typeof channel === 'string' && typeof ack === 'function') ack(chatPresence.tally(channel));
  });

  /** The token a handshake carries: `auth.token` for other clients, else the web's cookie. */
  const tokenOf = (handshake: { auth?: Record<string, unknown>; headers: { cookie?: string } }): string | undefined => {
    const authToken = typeof handshake.auth?.token === 'string' ? handshake.auth.token : undefined;
    const cookieHeader = handshake.headers.cookie;
    return authToken ?? (cookieHeader ? parseCookie(cookieHeader)[opts.cookieName] : undefined);
  };

  io.use(async (socket, next) => {
    try {
      const token = tokenOf(socket.handshake);
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

  /** Per chat channel: when its viewer count was last announced, and the announcement waiting, if any. */
  const presence = new Map<string, { lastAt: number; timer: NodeJS.Timeout | null }>();

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

    /**
     * The socket's user as its session names them now, or null once the session no longer works: the sessions
     * module answers from its cache (ADR 023), dropped by every write to the user row and every revocation, so a
     * join or a typing signal costs no query while the crowd that just connected joins.
     */
    const currentUser = async (): Promise<SocketUser | null> => {
      const token = tokenOf(socket.handshake);
      const session = token ? await opts.sessions.resolve(token) : null;
      return session && session.sessionId === sessionId && session.user.id === userId ? session.user : null;
    };
    const chatPrefix = chatRoomChannel('');
    const lastTyping = new Map<string, number>();
    let joinWindow = { startedAt: 0, joins: 0 };
    socket.on('chat:join', async (payload, ack) => {
      const reply = (result: ChatJoinAck) => {
        if (typeof ack === 'function') ack(result);
      };
      const roomId = uuid.safeParse(payload?.roomId);
      const afterSeq = payload?.afterSeq;
      // A visitor asking for what is not a room hears what it always heard; the service decides about real rooms.
      if (!roomId.success || (afterSeq !== undefined && !(Number.isInteger(afterSeq) && afterSeq >= 0))) return reply({ ok: false, code: userId ? 'NOT_FOUND' : 'UNAUTHORIZED' });
      const at = Date.now();
      if (at - joinWindow.startedAt >= CHAT_JOIN_WINDOW_MS) joinWindow = { startedAt: at, joins: 0 };
      if (++joinWindow.joins > CHAT_JOINS_PER_WINDOW) return reply({ ok: false, code: 'FORBIDDEN' });
      const channel = chatRoomChannel(roomId.data);
      const open = [...socket.rooms].filter((r) => r.startsWith(chatPrefix));
      if (!socket.rooms.has(channel) && open.length >= MAX_CHAT_ROOMS) return reply({ ok: false, code: 'FORBIDDEN' });
      try {
        const user = userId === null ? null : await currentUser();
        // A session gone since the handshake: answered as for a deleted account, which is what ends most of them.
        if (userId !== null && !user) return reply({ ok: false, code: 'NOT_FOUND' });
        const joined = await opts.chat.join(user, roomId.data, afterSeq);
        if (!joined.ok) return reply(joined);
        let count = 0;
        if (joined.channel) {
          // Gone while the service decided: joining now would leave it in the room and the tally for good.
          if (socket.disconnected) return;
          if (!socket.rooms.has(joined.channel)) {
            // Counted before the room is joined: a disconnect meanwhile finds both and undoes both.
            chatPresence.add(joined.channel, userId);
            await socket.join(joined.channel);
          }
          count = await viewerCount(joined.channel);
          announcePresence(joined.channel);
        }
        reply({ ok: true, viewerCount: count, missed: joined.missed, hasMore: joined.hasMore });
      } catch (err) {
        opts.log.error({ err }, 'chat:join failed');
        reply({ ok: false, code: 'FORBIDDEN' });
      }
    });
    socket.on('chat:leave', async (payload) => {
      const roomId = uuid.safeParse(payload?.roomId);
      if (!roomId.success) return;
      const channel = chatRoomChannel(roomId.data);
      if (!socket.rooms.has(channel)) return;
      await socket.leave(channel);
      chatPresence.remove(channel, userId);
      announcePresence(channel);
    });
    socket.on('chat:typing', async (payload) => {
      const roomId = uuid.safeParse(payload?.roomId);
      if (!userId || !roomId.success) return;
      const at = Date.now();
      if (at - (lastTyping.get(roomId.data) ?? 0) < TYPING_INTERVAL_MS) return;
      lastTyping.set(roomId.data, at);
      try {
        const user = await currentUser();
        const typing = user ? await opts.chat.typing(user, roomId.data) : null;
        if (!typing) return;
        const event = { roomId: roomId.data, userId, nickName: typing.nickName };
        if (typing.channel) socket.to(typing.channel).emit('chat:typing', event);
        else if (typing.peerId) io.to(userRoom(typing.peerId)).emit('chat:typing', event);
      } catch (err) {
        opts.log.error({ err }, 'chat:typing failed');
      }
    });
    socket.on('disconnecting', () => {
      const channels = [...socket.rooms].filter((r) => r.startsWith(chatPrefix));
      for (const channel of channels) {
        chatPresence.remove(channel, userId);
        announcePresence(channel);
      }
    });
  });

  /**
   * People with the room open, on every instance: each signed-in person once however many tabs they have, and each
   * visitor's socket once (a visitor has nothing else to be told apart by; the web client keeps one socket per tab).
   */
  const viewerCount = (room: string): Promise<number> => chatPresence.count(room);

  /**
   * Tells the room its viewer count, at most once per PRESENCE_INTERVAL_MS: the first change goes out at once, the
   * changes during the next interval as one message at its end. Announcing every join would send n² messages while
   * a crowd of n arrives (2,000 joins: two million `chat:presence`, measured by the chat bench).
   */
  function announcePresence(channel: string) {
    const state = presence.get(channel) ?? { lastAt: 0, timer: null };
    presence.set(channel, state);
    if (state.timer) return;
    state.timer = setTimeout(
      () => {
        state.timer = null;
        state.lastAt = Date.now();
        viewerCount(channel)
          .then((count) => {
            io.to(channel).emit('chat:presence', { roomId: channel.slice(chatRoomChannel('').length), viewerCount: count });
            if (count === 0 && !state.timer) presence.delete(channel);
          })
          .catch((err) => opts.log.warn({ err }, 'chat presence failed'));
      },
      Math.max(0, state.lastAt + PRESENCE_INTERVAL_MS - Date.now()),
    );
  }

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
    roomViewerCount: viewerCount,
    disconnectSessions(sessionIds) {
      for (const id of sessionIds) io.in(sessionRoom(id)).disconnectSockets(true);
    },
    disconnectUser(userId) {
      io.in(userRoom(userId)).disconnectSockets(true);
    },
    // Not io.close(): the HTTP server belongs to Fastify, which closes it. `local`: with the Redis adapter a plain
    // io.disconnectSockets() reaches every instance, so one instance shutting down would drop everyone.
    async close() {
      for (const state of presence.values()) if (state.timer) clearTimeout(state.timer);
      presence.clear();
      chatPresence.close();
      io.local.disconnectSockets(true);
      io.engine.close();
      await io.of('/').adapter.close();
      await Promise.allSettled(links.map((link) => link.close()));
    },
  };
}
