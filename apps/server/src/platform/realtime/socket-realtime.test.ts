import { tournamentRoom, type ClientToServerEvents, type ServerToClientEvents } from '@clutch/contract/realtime';
import { eq } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { io as connectClient, type Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { games, sessions, tournaments, users } from '../../db/schema/index.ts';
import type { App } from '../../app.ts';
import { MAX_WATCHED_TOURNAMENTS } from './socket-realtime.ts';

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

const ORIGIN = 'http://localhost:3000';
const open: ClientSocket[] = [];

afterEach(() => {
  for (const socket of open.splice(0)) socket.disconnect();
});

async function listen(app: App) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

async function signedIn(app: App, id?: string) {
  const suffix = Math.random().toString(36).slice(2, 10);
  const [user] = await app.ctx.db
    .insert(users)
    .values({ ...(id ? { id } : {}), nickName: `rt_${suffix}`, email: `rt-${suffix}@example.com` })
    .returning();
  const session = await app.ctx.sessions.open(user!.id, { clientType: 'web' });
  return { userId: user!.id, ...session };
}

/** A bare tournament row in the given status (a game row is made on first use). */
async function tournamentOf(app: App, organizerId: string, status: string) {
  const db = app.ctx.db;
  let [game] = await db.select({ id: games.id }).from(games).limit(1);
  if (!game) [game] = await db.insert(games).values({ slug: 'rt-game', name: 'Realtime Game', coverUrl: '/x.webp', popularity: 'low' }).returning({ id: games.id });
  const day = 86_400_000;
  const now = Date.now();
  const [row] = await db
    .insert(tournaments)
    .values({
      organizerId,
      gameId: game!.id,
      name: `Live Cup ${Math.random().toString(36).slice(2, 8)}`,
      status,
      category: 'Open',
      level: 'Beginner',
      maxTeams: 8,
      registrationStartAt: new Date(now - day),
      registrationEndAt: new Date(now + day),
      startAt: new Date(now + 2 * day),
      endAt: new Date(now + 3 * day),
    })
    .returning({ id: tournaments.id });
  return row!.id;
}

function socketTo(url: string, opts: { token?: string; cookie?: string; origin?: string | null } = {}): ClientSocket {
  const headers: Record<string, string> = {};
  if (opts.cookie) headers.cookie = opts.cookie;
  if (opts.origin !== null) headers.origin = opts.origin ?? ORIGIN;
  const socket: ClientSocket = connectClient(url, {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    extraHeaders: headers,
    auth: opts.token ? { token: opts.token } : {},
  });
  open.push(socket);
  return socket;
}

/** Resolves with the socket once connected; rejects with the connect_error. */
function connected(socket: ClientSocket) {
  return new Promise<ClientSocket>((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

function refused(socket: ClientSocket) {
  return new Promise<Error>((resolve, reject) => {
    socket.once('connect', () => reject(new Error('connected, but should have been refused')));
    socket.once('connect_error', resolve);
  });
}

function nextEvent<E extends keyof ServerToClientEvents>(socket: ClientSocket, event: E, timeoutMs = 3000) {
  return new Promise<Parameters<ServerToClientEvents[E]>[0]>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
    const listener = ((payload: Parameters<ServerToClientEvents[E]>[0]) => {
      clearTimeout(timer);
      resolve(payload);
    }) as never;
    socket.once(event, listener);
  });
}

/** True when nothing arrives within the window: how long to wait for "never" is a trade-off. */
function silentFor(socket: ClientSocket, event: keyof ServerToClientEvents, ms = 300) {
  return new Promise<boolean>((resolve) => {
    const listener = () => resolve(false);
    socket.once(event, listener);
    setTimeout(() => {
      socket.off(event, listener);
      resolve(true);
    }, ms);
  });
}

describe('realtime on one instance', async () => {
  const { app } = await createTestApp();
  const url = await listen(app);
  const cookieName = app.ctx.config.session.cookieName;

  it('accepts the session cookie and delivers events to that user only', async () => {
    const alice = await signedIn(app);
    const bob = await signedIn(app);
    const aliceSocket = await connected(socketTo(url, { cookie: `other=1; ${cookieName}=${alice.token}` }));
    const bobSocket = await connected(socketTo(url, { cookie: `${cookieName}=${bob.token}` }));

    const toAlice = nextEvent(aliceSocket, 'user:updated');
    const bobSilent = silentFor(bobSocket, 'user:updated');
    app.ctx.realtime.emitToUser(alice.userId, 'user:updated', { userId: alice.userId });
    expect(await toAlice).toEqual({ userId: alice.userId });
    expect(await bobSilent).toBe(true);
  });

  it('accepts the token in auth.token, also without an Origin header (non-browser clients)', async () => {
    const carol = await signedIn(app);
    const socket = await connected(socketTo(url, { token: carol.token, origin: null }));
    const received = nextEvent(socket, 'user:updated');
    app.ctx.realtime.emitToUser(carol.userId, 'user:updated', { userId: carol.userId });
    expect(await received).toEqual({ userId: carol.userId });
  });

  it('refuses a handshake with a bad token (a client that believes it is signed in must learn it is not)', async () => {
    expect((await refused(socketTo(url, { token: 'not-a-token' }))).message).toBe('UNAUTHORIZED');
    expect((await refused(socketTo(url, { cookie: `${cookieName}=nope` }))).message).toBe('UNAUTHORIZED');
    expect((await refused(socketTo(url, { token: 'x'.repeat(600) }))).message).toBe('UNAUTHORIZED');
  });

  it('refuses a revoked or expired session', async () => {
    const revoked = await signedIn(app);
    await app.ctx.sessions.revoke(revoked.sessionId);
    expect((await refused(socketTo(url, { token: revoked.token }))).message).toBe('UNAUTHORIZED');

    const expired = await signedIn(app);
    await app.ctx.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.id, expired.sessionId));
    expect((await refused(socketTo(url, { cookie: `${cookieName}=${expired.token}` }))).message).toBe('UNAUTHORIZED');
  });

  it('refuses another origin', async () => {
    const dave = await signedIn(app);
    await refused(socketTo(url, { token: dave.token, origin: 'https://evil.example' }));
    await refused(socketTo(url, { cookie: `${cookieName}=${dave.token}`, origin: 'http://localhost:3001' }));
    await connected(socketTo(url, { cookie: `${cookieName}=${dave.token}`, origin: ORIGIN }));
  });

  it('disconnects the sockets of ended sessions and keeps the others', async () => {
    const erin = await signedIn(app);
    const other = await app.ctx.sessions.open(erin.userId, { clientType: 'mobile' });
    const ended = await connected(socketTo(url, { token: erin.token }));
    const kept = await connected(socketTo(url, { token: other.token }));
    const reason = new Promise<string>((resolve) => ended.once('disconnect', resolve));
    app.ctx.realtime.disconnectSessions([erin.sessionId]);
    expect(await reason).toBe('io server disconnect');
    expect(kept.connected).toBe(true);
    const received = nextEvent(kept, 'user:updated');
    app.ctx.realtime.emitToUser(erin.userId, 'user:updated', { userId: erin.userId });
    expect(await received).toEqual({ userId: erin.userId });
  });

  it('emits to chosen sessions only', async () => {
    const kim = await signedIn(app);
    const laptop = await app.ctx.sessions.open(kim.userId, { clientType: 'web' });
    const phone = await connected(socketTo(url, { token: kim.token }));
    const desk = await connected(socketTo(url, { token: laptop.token }));
    const onPhone = nextEvent(phone, 'session:revoked');
    const deskSilent = silentFor(desk, 'session:revoked');
    app.ctx.realtime.emitToSessions([kim.sessionId], 'session:revoked', { reason: 'password-changed' });
    expect(await onPhone).toEqual({ reason: 'password-changed' });
    expect(await deskSilent).toBe(true);
    app.ctx.realtime.emitToSessions([], 'session:revoked', { reason: 'logout' });
  });

  it('lets a signed-out visitor connect and watch a public tournament, but reach no user or session room', async () => {
    const organizer = await signedIn(app);
    const tournamentId = await tournamentOf(app, organizer.userId, 'OPEN_FOR_REGISTRATION');
    const visitor = await connected(socketTo(url));
    expect(await visitor.timeout(3000).emitWithAck('tournament:join', { tournamentId })).toBe(true);

    const received = nextEvent(visitor, 'tournament:updated');
    app.ctx.realtime.emitToRoom(tournamentRoom(tournamentId), 'tournament:updated', { tournamentId, status: 'IN_PROGRESS' });
    expect(await received).toEqual({ tournamentId, status: 'IN_PROGRESS' });

    const otherUser = silentFor(visitor, 'user:updated');
    app.ctx.realtime.emitToUser(organizer.userId, 'user:updated', { userId: organizer.userId });
    expect(await otherUser).toBe(true);
  });

  it('delivers room events to the joined room only, and stops after tournament:leave', async () => {
    const organizer = await signedIn(app);
    const watched = await tournamentOf(app, organizer.userId, 'IN_PROGRESS');
    const other = await tournamentOf(app, organizer.userId, 'IN_PROGRESS');
    const fan = await signedIn(app);
    const socket = await connected(socketTo(url, { token: fan.token }));
    expect(await socket.timeout(3000).emitWithAck('tournament:join', { tournamentId: watched })).toBe(true);

    const notOther = silentFor(socket, 'standings:updated');
    app.ctx.realtime.emitToRoom(tournamentRoom(other), 'standings:updated', { tournamentId: other });
    expect(await notOther).toBe(true);

    const received = nextEvent(socket, 'standings:updated');
    app.ctx.realtime.emitToRoom(tournamentRoom(watched), 'standings:updated', { tournamentId: watched });
    expect(await received).toEqual({ tournamentId: watched });

    socket.emit('tournament:leave', { tournamentId: watched });
    // A round trip after the leave: the server has handled it once the ping answers.
    await socket.timeout(3000).emitWithAck('system:ping');
    const afterLeave = silentFor(socket, 'standings:updated');
    app.ctx.realtime.emitToRoom(tournamentRoom(watched), 'standings:updated', { tournamentId: watched });
    expect(await afterLeave).toBe(true);
  });

  it("refuses to join a draft (except for its organizer), an unknown tournament or a malformed id", async () => {
    const organizer = await signedIn(app);
    const draft = await tournamentOf(app, organizer.userId, 'DRAFT');
    const visitor = await connected(socketTo(url));
    const join = (socket: ClientSocket, tournamentId: string) => socket.timeout(3000).emitWithAck('tournament:join', { tournamentId });
    expect(await join(visitor, draft)).toBe(false);
    expect(await join(visitor, '00000000-0000-4000-8000-000000000000')).toBe(false);
    expect(await join(visitor, 'not-an-id')).toBe(false);
    const stranger = await connected(socketTo(url, { token: (await signedIn(app)).token }));
    expect(await join(stranger, draft)).toBe(false);
    const owner = await connected(socketTo(url, { token: organizer.token }));
    expect(await join(owner, draft)).toBe(true);

    const notToVisitor = silentFor(visitor, 'tournament:updated');
    const toOwner = nextEvent(owner, 'tournament:updated');
    app.ctx.realtime.emitToRoom(tournamentRoom(draft), 'tournament:updated', { tournamentId: draft, status: 'OPEN_FOR_REGISTRATION' });
    expect(await toOwner).toEqual({ tournamentId: draft, status: 'OPEN_FOR_REGISTRATION' });
    expect(await notToVisitor).toBe(true);
  });

  it(`watches at most ${MAX_WATCHED_TOURNAMENTS} tournaments per socket`, async () => {
    const organizer = await signedIn(app);
    const ids: string[] = [];
    for (let i = 0; i <= MAX_WATCHED_TOURNAMENTS; i += 1) ids.push(await tournamentOf(app, organizer.userId, 'OPEN_FOR_REGISTRATION'));
    const visitor = await connected(socketTo(url));
    for (const tournamentId of ids.slice(0, MAX_WATCHED_TOURNAMENTS)) {
      expect(await visitor.timeout(3000).emitWithAck('tournament:join', { tournamentId })).toBe(true);
    }
    expect(await visitor.timeout(3000).emitWithAck('tournament:join', { tournamentId: ids.at(-1)! })).toBe(false);
    // Joining one already watched is still fine.
    expect(await visitor.timeout(3000).emitWithAck('tournament:join', { tournamentId: ids[0]! })).toBe(true);
  });

  it('acknowledges system:ping with the server time', async () => {
    const frank = await signedIn(app);
    const socket = await connected(socketTo(url, { token: frank.token }));
    const before = Date.now();
    const serverTime = await socket.timeout(3000).emitWithAck('system:ping');
    expect(serverTime).toBeGreaterThanOrEqual(before - 5);
    expect(serverTime).toBeLessThanOrEqual(Date.now() + 5);
  });
});

describe('realtime shutdown', async () => {
  const testApp = await createTestApp();
  const url = await listen(testApp.app);

  it('disconnects clients and closes without hanging', async () => {
    const grace = await signedIn(testApp.app);
    const socket = await connected(socketTo(url, { token: grace.token }));
    const reason = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    const started = Date.now();
    await testApp.close();
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await reason).toMatch(/io server disconnect|transport close/);
    expect(testApp.app.server.listening).toBe(false);
  });
});

const redisUrl = process.env.REDIS_URL;

/** Two instances sharing Redis, each on its own fresh database (the same user is inserted in both). */
async function instancePair(url: string) {
  // Their own key prefix: other suites sharing this Redis neither see these events nor send any.
  const env = { REDIS_URL: url, REDIS_KEY_PREFIX: `test-${Math.random().toString(36).slice(2, 10)}:` };
  const a: TestApp = await createTestApp({ env });
  const b: TestApp = await createTestApp({ env });
  const urlB = await listen(b.app);
  async function userOnBoth() {
    const onB = await signedIn(b.app);
    const [row] = await b.app.ctx.db.select().from(users).where(eq(users.id, onB.userId));
    await a.app.ctx.db.insert(users).values({ id: row!.id, nickName: row!.nickName, email: row!.email });
    return onB;
  }
  return { a, b, urlB, userOnBoth };
}

describe.skipIf(!redisUrl)('realtime across two instances (REDIS_URL)', async () => {
  // A skipped suite is still collected: build nothing then.
  const pair = redisUrl ? await instancePair(redisUrl) : undefined;

  it('delivers an event emitted on instance A to a client of instance B', async () => {
    const { a, urlB, userOnBoth } = pair!;
    const henry = await userOnBoth();
    const socket = await connected(socketTo(urlB, { token: henry.token }));
    const received = nextEvent(socket, 'user:updated', 5000);
    a.app.ctx.realtime.emitToUser(henry.userId, 'user:updated', { userId: henry.userId });
    expect(await received).toEqual({ userId: henry.userId });
  });

  it("delivers a tournament room's event emitted on instance A to a signed-out watcher on instance B", async () => {
    const { a, b, urlB, userOnBoth } = pair!;
    const organizer = await userOnBoth();
    const tournamentId = await tournamentOf(b.app, organizer.userId, 'IN_PROGRESS');
    const visitor = await connected(socketTo(urlB));
    expect(await visitor.timeout(3000).emitWithAck('tournament:join', { tournamentId })).toBe(true);
    const received = nextEvent(visitor, 'standings:updated', 5000);
    a.app.ctx.realtime.emitToRoom(tournamentRoom(tournamentId), 'standings:updated', { tournamentId });
    expect(await received).toEqual({ tournamentId });
  });

  it('disconnects a session on instance B from instance A', async () => {
    const { a, urlB, userOnBoth } = pair!;
    const ivy = await userOnBoth();
    const socket = await connected(socketTo(urlB, { token: ivy.token }));
    const reason = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    a.app.ctx.realtime.disconnectSessions([ivy.sessionId]);
    expect(await reason).toBe('io server disconnect');
  });

  it('shutting instance A down leaves the clients of instance B connected', async () => {
    const { a, b, urlB, userOnBoth } = pair!;
    const jack = await userOnBoth();
    const socket = await connected(socketTo(urlB, { token: jack.token }));
    let disconnected = false;
    socket.once('disconnect', () => (disconnected = true));
    await a.close();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(disconnected).toBe(false);
    const received = nextEvent(socket, 'user:updated');
    b.app.ctx.realtime.emitToUser(jack.userId, 'user:updated', { userId: jack.userId });
    expect(await received).toEqual({ userId: jack.userId });
  });
});
