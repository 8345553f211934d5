/**
 * Issue #17 goal 4's second half: what a second instance over Redis adds to a room broadcast. Two servers on one
 * fresh PostgreSQL database with REDIS_URL: instance A in-process (it seeds and opens the sessions), instance B a
 * production server process of its own. Half the audience connects to A, half to B (one audience process each);
 * messages are posted to A, so B's sockets get them through Redis. Added latency = B's delivery p50 − A's.
 *
 * Needs DATABASE_URL (a PostgreSQL server) and REDIS_URL; `npm run bench -- chat` runs it after the one-instance run.
 */
import type { ChatRoom } from '@clutch/contract/chat';
import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { games, users } from '../../apps/server/src/db/schema/index.ts';
import { syncCatalogue } from '../../apps/server/src/platform/games-catalogue/sync-catalogue.ts';
import { startBenchApp } from '../lib/bench-app.ts';
import { freePort, spawnServer } from '../lib/clutch-server.ts';
import { createBenchUuid, fanOut, inProgressTournament, PARTICIPANTS, posterRotation, seedRoom, TEXT, type FanOut } from './chat.ts';

export const ADDED_P50_GOAL_MS = 10;

export interface TwoInstances {
  sockets: number;
  messages: number;
  payloadBytes: number;
  fanOut: FanOut;
  /** Delivery p50 on the instance the message was posted to (A) and on the other one (B). */
  localP50: number;
  remoteP50: number;
  addedP50: number;
}

export async function measureTwoInstances(opts: { sockets: number; messages: number; databaseUrl: string; redisUrl: string; payloadBytes: number }): Promise<TwoInstances> {
  const bench = await startBenchApp('chat-two', { databaseUrl: opts.databaseUrl, redisUrl: opts.redisUrl });
  const { app } = bench;
  let other: { stop(): Promise<void> } | undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clutch-bench-chat-b-'));
  try {
    await app.ready();
    const db = app.ctx.db;
    await syncCatalogue(db, app.log);
    const [game] = await db.select({ id: games.id }).from(games).limit(1);
    await createBenchUuid(db);
    const [organizer] = await db
      .insert(users)
      .values({ nickName: 'bench_chat_organizer', email: 'bench_chat_organizer@example.com', userVerified: true, roles: ['USER', 'ORGANIZER'] })
      .returning({ id: users.id });
    const tournamentId = await inProgressTournament(db, organizer!.id, game!.id);
    const { viewerIds, participantIds } = await seedRoom(db, tournamentId, opts.sockets, PARTICIPANTS);
    await db.execute(sql`ANALYZE`);
    const tokenOf = async (userId: string) => (await app.ctx.sessions.open(userId, { clientType: 'api' })).token;
    const viewerTokens: string[] = [];
    for (const id of viewerIds) viewerTokens.push(await tokenOf(id));
    const posterHeaders: Record<string, string>[] = [];
    for (const id of participantIds) posterHeaders.push({ authorization: `Bearer ${await tokenOf(id)}`, 'x-client-type': 'api', 'content-type': 'application/json' });

    await app.listen({ port: 0, host: '127.0.0.1' });
    const originA = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const port = await freePort();
    const originB = `http://127.0.0.1:${port}`;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: originB,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      RATE_LIMIT_MAX: '100000000',
      DATABASE_URL: bench.databaseUrl,
      REDIS_URL: opts.redisUrl,
      WEB_DIST_DIR: '/nonexistent-web-dist',
    };
    other = await spawnServer(env, originB);

    const base = `${originA}/api/v1`;
    const roomRes = await fetch(`${base}/chat/rooms/tournament/${tournamentId}`, { headers: posterHeaders[0]! });
    if (!roomRes.ok) throw new Error(`GET the tournament's chat room answered ${roomRes.status}: ${await roomRes.text()}`);
    const room = (await roomRes.json()) as ChatRoom;
    const nextPoster = posterRotation(posterHeaders);
    // About payloadBytes of chat:message: the text makes up the difference (the rest of the payload is ~400 bytes).
    const text = TEXT.padEnd(Math.max(TEXT.length, opts.payloadBytes - 420), ' gg wp').trimEnd();
    let payloadBytes = 0;
    const post = async (clientId: string) => {
      const res = await fetch(`${base}/chat/rooms/${room.id}/messages`, { method: 'POST', headers: await nextPoster(), body: JSON.stringify({ clientId, text }) });
      const body = await res.text();
      if (res.status !== 201) throw new Error(`POST a message answered ${res.status}: ${body}`);
      payloadBytes = Buffer.byteLength(JSON.stringify({ roomId: room.id, message: JSON.parse(body) as unknown }));
    };
    await post(randomUUID());
    const result = await fanOut([originA, originB], viewerTokens, room.id, opts.messages, post, 2);
    const [local, remote] = result.byCrowd;
    return {
      sockets: opts.sockets,
      messages: opts.messages,
      payloadBytes,
      fanOut: result,
      localP50: local!.p50,
      remoteP50: remote!.p50,
      addedP50: Math.round((remote!.p50 - local!.p50) * 10) / 10,
    };
  } finally {
    await other?.stop();
    await bench.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export function twoInstancesSection(f: TwoInstances): string {
  const [a, b] = f.fanOut.byCrowd;
  return [
    `## Chat: two instances over Redis (PostgreSQL), ${f.sockets} sockets split between them`,
    '',
    `${f.fanOut.joined} of ${f.sockets} joined (${f.fanOut.joinMs} ms); ${f.messages} messages of ${f.payloadBytes} bytes posted to instance A; ` +
      `missing deliveries: ${f.fanOut.missing}. Delivery on A (local): p50 ${a!.p50} ms, p99 ${a!.p99} ms; on B (through Redis): p50 ${b!.p50} ms, ` +
      `p99 ${b!.p99} ms; B adds ${f.addedP50} ms at p50 (goal ≤ ${ADDED_P50_GOAL_MS} ms).`,
    '',
  ].join('\n');
}
