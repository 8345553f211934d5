/**
 * Issue #15 item 10 (chat), on PGlite in-process, the audience in separate processes (`chat-crowd.ts`,
 * BENCH_CHAT_AUDIENCE of them) so the server's memory and event loop carry only the server:
 *
 * - Fan-out: 2,000 signed-in users (BENCH_CHAT_SOCKETS), each with its own session and socket, join one tournament's
 *   chat with `chat:join`; participants then post messages one by one through POST /chat/rooms/:roomId/messages.
 *   Delivery = from sending the POST until a socket has the `chat:message`, for every socket and every message
 *   (BENCH_CHAT_MESSAGES): p50, p99 (goal ≤ 100 ms on one instance). Baseline: a bare Socket.IO server on node:http
 *   whose POST broadcasts the same payload to the same number of sockets, joined the same way, timed the same way.
 * - Memory per socket: the server process's heap and RSS after a forced GC, before the sockets connect and after they
 *   joined, divided by the sockets (goal ≤ 40 KiB); the same for the bare Socket.IO server.
 * - Post: BENCH_CHAT_POSTS sequential posts through the API with nobody listening, each by the next of 250
 *   participants so no one nears the rate limit (5 messages in 5 s per user and room), p50/p95; baseline: a
 *   node:http POST that parses the same JSON body and answers it, timed the same way.
 *
 * `npm run bench -- chat` runs this alone; `npx tsx bench/src/chat-main.ts` too.
 */
import { CHAT_MESSAGE_MAX, CHAT_RATE_MESSAGES, CHAT_RATE_WINDOW_SECONDS, type ChatMessage, type ChatRoom } from '@clutch/contract/chat';
import { sql } from 'drizzle-orm';
import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import os from 'node:os';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { Server } from 'socket.io';
import type { Executor } from '../../apps/server/src/db/client.ts';
import { games, tournaments, users } from '../../apps/server/src/db/schema/index.ts';
import { syncCatalogue } from '../../apps/server/src/platform/games-catalogue/sync-catalogue.ts';
import { startBenchApp } from '../lib/bench-app.ts';
import { ROOT } from '../lib/clutch-server.ts';
import { percentile } from '../lib/timed.ts';
import type { CrowdCommand, CrowdReport } from './chat-crowd.ts';

export const DELIVERY_P99_GOAL_MS = 100;
export const MEMORY_PER_SOCKET_GOAL_KIB = 40;
/** Posters: enough that the timed posts never bring one of them near the chat rate limit. */
export const PARTICIPANTS = 250;
export const TEXT = 'GG all, round 2 starts in 10 minutes: captains check in now and post your room codes here';

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const now = () => performance.timeOrigin + performance.now();
const round1 = (n: number) => Math.round(n * 10) / 10;

export interface Latencies {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

function latencies(samples: number[]): Latencies {
  const sorted = [...samples].sort((a, b) => a - b);
  if (sorted.length === 0) return { count: 0, p50: NaN, p95: NaN, p99: NaN, max: NaN };
  return {
    count: sorted.length,
    p50: round1(percentile(sorted, 50)),
    p95: round1(percentile(sorted, 95)),
    p99: round1(percentile(sorted, 99)),
    max: round1(sorted.at(-1)!),
  };
}

export interface FanOut {
  sockets: number;
  joined: number;
  refused: Record<string, number>;
  joinMs: number;
  /** `chat:presence` events the sockets received while they joined, all together. */
  presenceEvents: number;
  /** Every socket × every message. */
  delivery: Latencies;
  /** The same, per audience process (each connected to its own instance in the two-instance run). */
  byCrowd: Latencies[];
  /** Per message, until the last socket had it: the median and the worst. */
  lastSocketMedianMs: number;
  lastSocketMaxMs: number;
  /** Deliveries that never came (within 15 s). */
  missing: number;
  /** The posts that carried the messages (Clutch) or the broadcast requests (baseline). */
  requests: Latencies;
  heapPerSocketKiB: number;
  rssPerSocketKiB: number;
}

export interface ChatFigures {
  seedMs: number;
  /** Processes the audience's sockets were spread over. */
  audience: number;
  /** The machine's 1-minute load average when the section started (the machine may be shared). */
  loadAverage: number;
  sessionsMs: number;
  messages: number;
  clutch: FanOut;
  bare: FanOut;
  post: Latencies;
  rawPost: Latencies;
  payloadBytes: number;
}

/** The audience process. */
class Crowd {
  private child: ChildProcess;
  private waiting = new Map<string, (times: number[]) => void>();
  private connected?: (report: Extract<CrowdReport, { type: 'connected' }>) => void;
  private counted?: (presence: number) => void;

  constructor() {
    this.child = fork(path.join(ROOT, 'bench/src/chat-crowd.ts'), [], { cwd: ROOT, execArgv: ['--import', 'tsx'], stdio: 'inherit' });
    this.child.on('message', (report: CrowdReport) => {
      if (report.type === 'connected') this.connected?.(report);
      else if (report.type === 'stats') this.counted?.(report.presence);
      else {
        this.waiting.get(report.clientId)?.(report.times);
        this.waiting.delete(report.clientId);
      }
    });
  }

  private command(command: CrowdCommand) {
    this.child.send(command);
  }

  connect(url: string, tokens: (string | null)[], roomId: string) {
    return new Promise<Extract<CrowdReport, { type: 'connected' }>>((resolve) => {
      this.connected = resolve;
      this.command({ type: 'connect', url, tokens, roomId, concurrency: 50 });
    });
  }

  /** `chat:presence` events its sockets received so far. */
  presenceEvents() {
    return new Promise<number>((resolve) => {
      this.counted = resolve;
      this.command({ type: 'stats' });
    });
  }

  /** When every joined socket has the message with this clientId, or what had come after `timeoutMs`. */
  arrivals(clientId: string, timeoutMs = 15_000) {
    return new Promise<number[]>((resolve) => {
      const timer = setTimeout(() => this.command({ type: 'flush', clientId }), timeoutMs);
      this.waiting.set(clientId, (times) => {
        clearTimeout(timer);
        resolve(times);
      });
    });
  }

  close() {
    return new Promise<void>((resolve) => {
      this.child.once('exit', () => resolve());
      this.command({ type: 'close' });
    });
  }
}

async function settledMemory() {
  for (let i = 0; i < 3; i++) {
    gc();
    await sleep(100);
  }
  return process.memoryUsage();
}

/**
 * Connects the crowd, then sends `messages` (after one untimed warm-up) through `post`, which returns the clientId it
 * sent; measures delivery from just before each post.
 */
export async function fanOut(
  url: string | string[],
  tokens: (string | null)[],
  roomId: string,
  messages: number,
  post: (clientId: string) => Promise<void>,
  processes: number,
): Promise<FanOut> {
  const crowds = Array.from({ length: processes }, () => new Crowd());
  try {
    const before = await settledMemory();
    const share = Math.ceil(tokens.length / processes);
    const started = performance.now();
    const urls = typeof url === 'string' ? [url] : url;
    const reports = await Promise.all(crowds.map((crowd, i) => crowd.connect(urls[i % urls.length]!, tokens.slice(i * share, (i + 1) * share), roomId)));
    const joined = {
      joined: reports.reduce((sum, r) => sum + r.joined, 0),
      refused: reports.reduce<Record<string, number>>((all, r) => {
        for (const [code, n] of Object.entries(r.refused)) all[code] = (all[code] ?? 0) + n;
        return all;
      }, {}),
      ms: Math.round(performance.now() - started),
    };
    await sleep(500); // presence and join work settles
    const after = await settledMemory();
    const presenceEvents = (await Promise.all(crowds.map((crowd) => crowd.presenceEvents()))).reduce((sum, n) => sum + n, 0);
    const delivery: number[] = [];
    const byCrowd: number[][] = crowds.map(() => []);
    const lastSocket: number[] = [];
    const requests: number[] = [];
    let missing = 0;
    for (let i = 0; i <= messages; i++) {
      const clientId = randomUUID();
      const arrivedEach = Promise.all(crowds.map((crowd) => crowd.arrivals(clientId)));
      const sent = now();
      await post(clientId);
      const answered = now();
      const each = await arrivedEach;
      const times = each.flat();
      if (i === 0) continue; // warm-up
      each.forEach((crowdTimes, c) => byCrowd[c]!.push(...crowdTimes.map((t) => t - sent)));
      requests.push(answered - sent);
      missing += joined.joined - times.length;
      const latency = times.map((t) => t - sent);
      delivery.push(...latency);
      lastSocket.push(Math.max(...latency));
      await sleep(100);
    }
    const sortedLast = [...lastSocket].sort((a, b) => a - b);
    return {
      sockets: tokens.length,
      joined: joined.joined,
      refused: joined.refused,
      joinMs: joined.ms,
      presenceEvents,
      delivery: latencies(delivery),
      byCrowd: byCrowd.map(latencies),
      lastSocketMedianMs: round1(percentile(sortedLast, 50)),
      lastSocketMaxMs: round1(sortedLast.at(-1)!),
      missing,
      requests: latencies(requests),
      heapPerSocketKiB: round1((after.heapUsed + after.external - before.heapUsed - before.external) / 1024 / joined.joined),
      rssPerSocketKiB: round1((after.rss - before.rss) / 1024 / joined.joined),
    };
  } finally {
    await Promise.all(crowds.map((crowd) => crowd.close()));
  }
}

/** `count` sequential calls of `run`, after `warmUp` untimed ones. */
async function sequential(count: number, warmUp: number, run: (i: number) => Promise<void>) {
  const samples: number[] = [];
  for (let i = 0; i < warmUp + count; i++) {
    const sent = performance.now();
    await run(i);
    if (i >= warmUp) samples.push(performance.now() - sent);
  }
  return latencies(samples);
}

const readBody = (req: http.IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

/**
 * The baseline: node:http answering a JSON POST with it (POST /post), and a bare Socket.IO server whose POST /emit
 * broadcasts the body to a room the sockets join with `chat:join`.
 */
async function startBareServer() {
  const server = http.createServer(async (req, res) => {
    const body = await readBody(req);
    const parsed = JSON.parse(body) as { roomId: string; message: unknown };
    if (req.url === '/emit') io.to(`chat:${parsed.roomId}`).emit('chat:message', parsed);
    const answer = JSON.stringify(req.url === '/emit' ? { ok: true } : parsed);
    res.writeHead(201, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(answer) });
    res.end(answer);
  });
  const io = new Server(server, { path: '/socket.io', serveClient: false });
  io.on('connection', (socket) => {
    socket.on('chat:join', (payload: { roomId: string }, ack: (result: unknown) => void) => {
      void socket.join(`chat:${payload.roomId}`);
      ack({ ok: true, viewerCount: 0, missed: [], hasMore: false });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      io.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Ids from a sequence number, as version 4 UUIDs. */
export async function createBenchUuid(db: Executor) {
  await db.execute(sql`CREATE OR REPLACE FUNCTION pg_temp.bench_uuid(kind text, n int) RETURNS uuid LANGUAGE sql IMMUTABLE AS
    $$ SELECT overlay(overlay(md5('bench-chat-' || kind || '-' || n) PLACING '4' FROM 13) PLACING '8' FROM 17)::uuid $$`);
}

/** `viewers` verified players who only read, and `participants` accepted solo entries of the tournament. */
export async function seedRoom(db: Executor, tournamentId: string, viewers: number, participants: number) {
  await db.execute(sql`
    INSERT INTO users (id, nick_name, email, user_verified, locale, created_at, updated_at)
    SELECT pg_temp.bench_uuid('user', i),
      CASE WHEN i <= ${viewers} THEN 'viewer' || i ELSE 'player' || (i - ${viewers}) END,
      'bench-chat-' || i || '@example.com', true, CASE WHEN i % 3 = 0 THEN 'pt-BR' ELSE 'en' END, now(), now()
    FROM generate_series(1, ${viewers + participants}::int) AS i`);
  const players = sql`generate_series(${viewers + 1}::int, ${viewers + participants}::int) AS i`;
  await db.execute(sql`
    INSERT INTO teams (id, name, captain_id, tournament_id)
    SELECT pg_temp.bench_uuid('team', i), 'Solo ' || i, pg_temp.bench_uuid('user', i), ${tournamentId}::uuid FROM ${players}`);
  await db.execute(sql`
    INSERT INTO team_members (team_id, user_id, role, invite_status, payment_status, joined_at)
    SELECT pg_temp.bench_uuid('team', i), pg_temp.bench_uuid('user', i), 'CAPTAIN', 'ACCEPTED', 'NOT_REQUIRED', now() FROM ${players}`);
  await db.execute(sql`
    INSERT INTO team_registrations (id, team_id, tournament_id, request_status, decided_at)
    SELECT pg_temp.bench_uuid('registration', i), pg_temp.bench_uuid('team', i), ${tournamentId}::uuid, 'ACCEPTED', now() FROM ${players}`);
  await db.execute(sql`
    INSERT INTO tournament_participants (tournament_id, user_id, team_registration_id)
    SELECT ${tournamentId}::uuid, pg_temp.bench_uuid('user', i), pg_temp.bench_uuid('registration', i) FROM ${players}`);
  const ids = await db.execute(sql`SELECT pg_temp.bench_uuid('user', i) AS id FROM generate_series(1, ${viewers + participants}::int) AS i`);
  const all = (ids as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
  return { viewerIds: all.slice(0, viewers), participantIds: all.slice(viewers) };
}

export async function inProgressTournament(db: Executor, organizerId: string, gameId: string) {
  const day = 86_400_000;
  const at = Date.now();
  const [row] = await db
    .insert(tournaments)
    .values({
      organizerId,
      gameId,
      name: 'Bench Chat Cup',
      status: 'IN_PROGRESS',
      category: 'Open',
      level: 'Intermediate',
      format: 'KNOCKOUT',
      minTeams: 2,
      maxTeams: 256,
      registrationStartAt: new Date(at - 10 * day),
      registrationEndAt: new Date(at - 2 * day),
      startAt: new Date(at - day),
      endAt: new Date(at + day),
    })
    .returning({ id: tournaments.id });
  return row!.id;
}

/** Hands out posters in turn, waiting (outside any timing) if the next one would reach the chat rate limit. */
export function posterRotation<T>(posters: T[]) {
  const window = CHAT_RATE_WINDOW_SECONDS * 1000 + 250;
  const sentAt = posters.map(() => [] as number[]);
  let turn = 0;
  return async () => {
    const i = turn++ % posters.length;
    const recent = sentAt[i]!.filter((t) => performance.now() - t < window);
    if (recent.length >= CHAT_RATE_MESSAGES - 1) await sleep(window - (performance.now() - recent[0]!));
    sentAt[i] = [...recent, performance.now()];
    return posters[i]!;
  };
}

/**
 * `payloadBytes`: pad the fanned-out message's text so the chat:message payload is about that size (the posts with
 * nobody listening keep the short text).
 */
export async function measureChat(
  opts: { sockets?: number; messages?: number; posts?: number; audience?: number; payloadBytes?: number } = {},
): Promise<ChatFigures> {
  const socketCount = opts.sockets ?? 2000;
  const audience = opts.audience ?? 2;
  const loadAverage = os.loadavg()[0]!;
  const messages = opts.messages ?? 20;
  const posts = opts.posts ?? 200;
  const bench = await startBenchApp('chat');
  const { app } = bench;
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await bench.close();
  };
  try {
    await app.ready();
    const db = app.ctx.db;
    await syncCatalogue(db, app.log);
    const [game] = await db.select({ id: games.id }).from(games).limit(1);

    const began = performance.now();
    await createBenchUuid(db);
    const [organizer] = await db
      .insert(users)
      .values({ nickName: 'bench_chat_organizer', email: 'bench_chat_organizer@example.com', userVerified: true, roles: ['USER', 'ORGANIZER'] })
      .returning({ id: users.id });
    const tournamentId = await inProgressTournament(db, organizer!.id, game!.id);
    const { viewerIds, participantIds } = await seedRoom(db, tournamentId, socketCount, PARTICIPANTS);
    await db.execute(sql`VACUUM ANALYZE`);
    const seedMs = Math.round(performance.now() - began);

    const opened = performance.now();
    const tokenOf = async (userId: string) => (await app.ctx.sessions.open(userId, { clientType: 'api' })).token;
    const viewerTokens: string[] = [];
    for (const id of viewerIds) viewerTokens.push(await tokenOf(id));
    const posterHeaders: Record<string, string>[] = [];
    for (const id of participantIds) {
      posterHeaders.push({ authorization: `Bearer ${await tokenOf(id)}`, 'x-client-type': 'api', 'content-type': 'application/json' });
    }
    const sessionsMs = Math.round(performance.now() - opened);

    await app.listen({ port: 0, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const base = `${origin}/api/v1`;
    const roomRes = await fetch(`${base}/chat/rooms/tournament/${tournamentId}`, { headers: posterHeaders[0]! });
    if (!roomRes.ok) throw new Error(`GET the tournament's chat room answered ${roomRes.status}: ${await roomRes.text()}`);
    const room = (await roomRes.json()) as ChatRoom;
    if (!room.canPost) throw new Error(`a participant cannot post in the bench room: ${room.readOnlyReason}`);

    const nextPoster = posterRotation(posterHeaders);
    let lastMessage: ChatMessage | undefined;
    let text = TEXT;
    const postMessage = async (clientId: string) => {
      const headers = await nextPoster();
      const res = await fetch(`${base}/chat/rooms/${room.id}/messages`, { method: 'POST', headers, body: JSON.stringify({ clientId, text }) });
      const body = await res.text();
      if (res.status !== 201) throw new Error(`POST a message answered ${res.status}: ${body}`);
      lastMessage = JSON.parse(body) as ChatMessage;
    };

    // Posts with nobody listening, then the fan-out with everyone in the room.
    const post = await sequential(posts, 20, () => postMessage(randomUUID()));
    if (opts.payloadBytes && lastMessage) {
      const overhead = Buffer.byteLength(JSON.stringify({ roomId: room.id, message: lastMessage })) - Buffer.byteLength(lastMessage.text);
      const length = Math.min(CHAT_MESSAGE_MAX, Math.max(TEXT.length, opts.payloadBytes - overhead));
      text = TEXT.padEnd(length, ' gg wp').slice(0, length).trimEnd();
    }
    const clutch = await fanOut(origin, viewerTokens, room.id, messages, postMessage, audience);
    await close();

    // The same payload, shape and size, through the bare servers.
    const payload = { roomId: room.id, message: lastMessage! };
    const bareServer = await startBareServer();
    try {
      const bareJson = (pathname: string, clientId: string) =>
        fetch(`${bareServer.url}${pathname}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...payload, message: { ...payload.message, clientId } }),
        }).then(async (res) => {
          await res.arrayBuffer();
          if (res.status !== 201) throw new Error(`the baseline answered ${res.status}`);
        });
      const rawPost = await sequential(posts, 20, () => bareJson('/post', randomUUID()));
      const bare = await fanOut(bareServer.url, viewerTokens.map(() => null), room.id, messages, (clientId) => bareJson('/emit', clientId), audience);
      return {
        seedMs,
        sessionsMs,
        audience,
        loadAverage: round1(loadAverage),
        messages,
        clutch,
        bare,
        post,
        rawPost,
        payloadBytes: Buffer.byteLength(JSON.stringify(payload)),
      };
    } finally {
      await bareServer.close();
    }
  } finally {
    await close();
  }
}

const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
const ratio = (a: number, b: number) => (a / b).toFixed(1);

/** The report section. */
export function chatSection(f: ChatFigures): string {
  const c = f.clutch;
  const b = f.bare;
  const refused = Object.entries(c.refused).map(([code, n]) => `${n} × ${code}`).join(', ');
  const row = (name: string, clutch: number, bare: number, goal = '') => `| ${name} | ${clutch} | ${bare} | ${ratio(clutch, bare)} | ${goal} |`;
  return [
    `## Chat: ${c.sockets} sockets in one tournament room, one message fanned out (PGlite, in-process)`,
    '',
    `${c.sockets} signed-in readers and ${PARTICIPANTS} participants seeded in ${f.seedMs} ms, their sessions opened in ${f.sessionsMs} ms. ` +
      `The audience runs in ${f.audience} processes of its own (socket.io-client, websocket transport, one connection each), ` +
      `on ${os.cpus().length} cores with a load average of ${f.loadAverage} when the section started; ${c.joined} of ${c.sockets} sockets ` +
      `connected and joined with chat:join in ${c.joinMs} ms${refused ? ` (refused: ${refused})` : ''}, receiving ${c.presenceEvents} chat:presence events ` +
      `between them while they did; the bare Socket.IO server's ${b.joined} (no presence) in ${b.joinMs} ms. ` +
      `${f.messages} messages of ${f.payloadBytes} bytes (the chat:message payload), one every ~100 ms after the previous one reached everyone; ` +
      `delivery is timed from sending the POST until each socket has it. Missing deliveries: ${c.missing} (baseline ${b.missing}).`,
    '',
    '| figure | Clutch | baseline | × baseline | goal |',
    '|---|---:|---:|---:|---|',
    row(`all ${c.sockets} sockets connected and joined, s`, round1(c.joinMs / 1000), round1(b.joinMs / 1000)),
    row(`delivery p50 ms (${c.delivery.count} deliveries)`, c.delivery.p50, b.delivery.p50),
    row('delivery p99 ms', c.delivery.p99, b.delivery.p99, `≤ ${DELIVERY_P99_GOAL_MS} ms: ${met(c.missing === 0 && c.delivery.p99 <= DELIVERY_P99_GOAL_MS)}`),
    row('delivery max ms', c.delivery.max, b.delivery.max),
    row('until the last socket has it, median per message ms', c.lastSocketMedianMs, b.lastSocketMedianMs),
    row('memory per socket, heap + external KiB', c.heapPerSocketKiB, b.heapPerSocketKiB, `≤ ${MEMORY_PER_SOCKET_GOAL_KIB} KiB: ${met(c.heapPerSocketKiB <= MEMORY_PER_SOCKET_GOAL_KIB)}`),
    row('memory per socket, RSS KiB (see below)', c.rssPerSocketKiB, b.rssPerSocketKiB),
    row(`post p50 ms, nobody listening (${f.post.count} sequential)`, f.post.p50, f.rawPost.p50),
    row('post p95 ms, nobody listening', f.post.p95, f.rawPost.p95),
    row(`post p95 ms, ${c.joined} listening`, c.requests.p95, b.requests.p95),
    '',
    'Baselines: delivery and memory, a bare Socket.IO server on node:http whose POST broadcasts the same payload to the same ' +
      'number of sockets joined the same way; post, a node:http POST that parses the same JSON body and answers it. ' +
      'Memory: the server process after a forced GC, before the sockets connect and after they joined, divided by the sockets; ' +
      'the goal is judged on heap + external (JS objects and buffers). RSS is shown but not judged: V8 and PGlite keep and reuse ' +
      'pages freed after seeding and opening the sessions, so its delta can even be negative at this size.',
    '',
  ].join('\n');
}
