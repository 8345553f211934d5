/**
 * Issue #14 item 13 (notifications), on PGlite in-process:
 *
 * - Fan-out: an organizer with 10,000 followers (BENCH_FOLLOWERS) publishes a tournament whose registration is
 *   open. Timed from outside, over loopback HTTP: (a) the POST /tournaments/:id/publish request (its transaction
 *   writes or enqueues the followers' notifications, and it answers after its commit hooks) and (b) from the same
 *   start until every follower's in-app row exists (polled). Goals: (a) ≤ 1 s, (b) ≤ 5 s. Beside it, the same
 *   publish by an organizer nobody follows (what publishing costs without the fan-out), and, to see where the time
 *   goes: EXPLAIN ANALYZE of the repository's own INSERT … SELECT (captured from `insertNotifications`, run in a
 *   transaction rolled back), the same 10,000 rows written by the plainest INSERT … SELECT (the floor for writing
 *   them on PGlite), and the live announcement of 10,000 new notifications alone.
 * - Unread count: GET /notifications/unread-count for a player with 10,000 notifications of which 2,000 unread
 *   (BENCH_INBOX, BENCH_INBOX_UNREAD), one at a time (p50/p95) and under load, each as a ratio of a node:http
 *   hello-world measured the same way in the same run.
 *
 * `npm run bench -- notifications` runs this alone; `npx tsx bench/src/notifications-main.ts` too.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import type { Executor } from '../../apps/server/src/db/client.ts';
import { games, tournaments, users } from '../../apps/server/src/db/schema/index.ts';
import { announceNotifications } from '../../apps/server/src/modules/notifications/notification-announcer.ts';
import { findForAnnouncement, insertNotifications } from '../../apps/server/src/modules/notifications/notifications.repository.ts';
import { syncCatalogue } from '../../apps/server/src/platform/games-catalogue/sync-catalogue.ts';
import { startBaseline } from '../lib/baseline-server.ts';
import { startBenchApp } from '../lib/bench-app.ts';
import { timed, type Timing } from '../lib/timed.ts';

export const ENQUEUED_GOAL_MS = 1000;
export const ROWS_GOAL_MS = 5000;

export interface Publish {
  /** The publish request, sent to answered. */
  requestMs: number;
  /** From sending the request until the last follower's row was seen. */
  rowsMs: number;
  rows: number;
}

export interface NotificationsFigures {
  followers: number;
  seedMs: number;
  /** Each publish fanned out to every follower (the first is also the first such statement the database runs). */
  fanOut: Publish[];
  /** Publishes by an organizer nobody follows. */
  bare: Publish[];
  /** The repository's INSERT … SELECT for the followers, on its own, and the lines of its plan that say where time went. */
  insert: { executionMs: number; plan: string[] };
  /** The same rows by the plainest INSERT … SELECT from follows. */
  floorMs: number;
  /** announceNotifications for one fan-out's ids, nobody connected; and its reads alone (findForAnnouncement, 500 at a time). */
  announceMs: number;
  announceReadMs: number;
  /** The plan of one of those reads (500 ids). */
  announcePlan: string[];
  inbox: { total: number; unread: number };
  baseline: Timing;
  unreadCount: Timing;
  /** GET /notifications/settings: the same session check and one primary-key read, for what the count itself adds. */
  settings: Timing;
  /** The count's plan: the indexes it reads and its time in the database. */
  countPlan: { indexes: string[]; executionMs: number };
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** A plan without its buffer counts and with long id lists cut short, to be read in the report. */
const readable = (plan: string[]) =>
  plan.filter((l) => !/^\s*(Buffers|Index Searches|Planning:)/.test(l)).map((l) => l.replace(/'\{[^}]{80,}\}'/g, (list) => `${list.slice(0, 40)}…}'`));

/** Ids from a sequence number, as a version 4 UUID (the contract's uuid() checks them on the way out). */
async function createBenchUuid(db: Executor) {
  await db.execute(sql`CREATE OR REPLACE FUNCTION pg_temp.bench_uuid(n int) RETURNS uuid LANGUAGE sql IMMUTABLE AS
    $$ SELECT overlay(overlay(md5('bench-fan-' || n) PLACING '4' FROM 13) PLACING '8' FROM 17)::uuid $$`);
}

/**
 * `count` verified players who follow `organizerId`; 1% of them block someone else (so the block checks read real
 * arrays), as the players bench does.
 */
async function seedFollowers(db: Executor, organizerId: string, count: number) {
  await db.execute(sql`
    INSERT INTO users (id, nick_name, email, user_verified, locale, blocked_user_ids, created_at, updated_at)
    SELECT pg_temp.bench_uuid(i), 'fan' || i, 'bench-fan-' || i || '@example.com', true,
      CASE WHEN i % 3 = 0 THEN 'pt-BR' ELSE 'en' END,
      CASE WHEN i % 100 = 0 THEN ARRAY[pg_temp.bench_uuid(1 + (i * 7919) % ${count})] ELSE '{}'::uuid[] END,
      now() - i * interval '1 minute', now() - i * interval '1 minute'
    FROM generate_series(1, ${count}) AS i`);
  await db.execute(sql`
    INSERT INTO follows (follower_id, followee_id, created_at)
    SELECT pg_temp.bench_uuid(i), ${organizerId}::uuid, now() - i * interval '1 minute' FROM generate_series(1, ${count}) AS i`);
  await db.execute(sql`UPDATE users SET follower_count = ${count} WHERE id = ${organizerId}::uuid`);
}

/** A player with `total` notifications over the past weeks, the newest `unread` of them unread. */
async function seedInbox(db: Executor, userId: string, total: number, unread: number) {
  await db.execute(sql`
    INSERT INTO notifications (user_id, type, params, link, dedupe_key, read_at, created_at)
    SELECT ${userId}::uuid, 'tournament_open', jsonb_build_object('tournament', 'Bench Cup ' || i), '/app/tournaments',
      'bench-inbox:' || i, CASE WHEN i > ${unread} THEN now() ELSE NULL END, now() - i * interval '5 minutes'
    FROM generate_series(1, ${total}) AS i`);
}

async function player(db: Executor, nickName: string, roles = ['USER']) {
  const [row] = await db.insert(users).values({ nickName, email: `${nickName}@example.com`, userVerified: true, roles }).returning({ id: users.id });
  return row!.id;
}

/** A DRAFT whose registration opened yesterday: publishing it announces it. */
async function draft(db: Executor, organizerId: string, gameId: string, label: string) {
  const now = Date.now();
  const [row] = await db
    .insert(tournaments)
    .values({
      organizerId,
      gameId,
      name: `Bench Fan-out Cup ${label}`,
      status: 'DRAFT',
      category: 'Open',
      level: 'Intermediate',
      format: 'KNOCKOUT',
      minTeams: 2,
      maxTeams: 64,
      registrationStartAt: new Date(now - 86_400_000),
      registrationEndAt: new Date(now + 7 * 86_400_000),
      startAt: new Date(now + 8 * 86_400_000),
      endAt: new Date(now + 9 * 86_400_000),
    })
    .returning({ id: tournaments.id });
  return row!.id;
}

const countOf = async (db: Executor, dedupeKey: string) =>
  rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM notifications WHERE dedupe_key = ${dedupeKey}`))[0]!.n;

/** POST publish, timed; then polls until `expected` rows carry the tournament's dedupe key (or 60 s pass). */
async function publish(db: Executor, base: string, headers: Record<string, string>, tournamentId: string, expected: number): Promise<Publish> {
  const sent = performance.now();
  const res = await fetch(`${base}/tournaments/${tournamentId}/publish`, { method: 'POST', headers });
  const body = await res.text();
  const requestMs = performance.now() - sent;
  if (!res.ok) throw new Error(`publish answered ${res.status}: ${body}`);
  const key = `tournament_open:${tournamentId}`;
  let rows = await countOf(db, key);
  while (rows < expected && performance.now() - sent < 60_000) {
    await sleep(10);
    rows = await countOf(db, key);
  }
  return { requestMs: round1(requestMs), rowsMs: round1(performance.now() - sent), rows };
}

/** The statement a repository function sends through `execute`, captured without running it. */
async function captured(run: (recorder: Executor) => Promise<unknown>) {
  let statement: SQL | undefined;
  const recorder = {
    execute: async (query: SQL) => {
      statement = query;
      return { rows: [] };
    },
  } as unknown as Executor;
  await run(recorder);
  return statement!;
}

class Rollback extends Error {}

/** Runs `fn` in a transaction that is rolled back, so it measures writes without keeping them. */
async function rolledBack<T>(db: Executor, fn: (tx: Executor) => Promise<T>): Promise<T> {
  let result: T | undefined;
  await (db as unknown as { transaction: (f: (tx: Executor) => Promise<void>) => Promise<void> })
    .transaction(async (tx) => {
      result = await fn(tx);
      throw new Rollback();
    })
    .catch((err: unknown) => {
      if (!(err instanceof Rollback)) throw err;
    });
  return result!;
}

export async function measureNotifications(
  opts: { followers?: number; publishes?: number; inbox?: number; inboxUnread?: number; requests?: number; rpsSeconds?: number } = {},
): Promise<NotificationsFigures> {
  const followers = opts.followers ?? 10_000;
  const publishes = opts.publishes ?? 3;
  const inboxTotal = opts.inbox ?? 10_000;
  const inboxUnread = opts.inboxUnread ?? 2_000;
  const requests = opts.requests ?? 400;
  const rpsSeconds = opts.rpsSeconds ?? 5;
  const { app, close } = await startBenchApp('notifications');
  const baselineServer = await startBaseline();
  try {
    await app.ready();
    const db = app.ctx.db;
    await syncCatalogue(db, app.log);
    const [game] = await db.select({ id: games.id }).from(games).limit(1);

    const began = performance.now();
    await createBenchUuid(db);
    const star = await player(db, 'bench_star_organizer', ['USER', 'ORGANIZER']);
    const loner = await player(db, 'bench_loner_organizer', ['USER', 'ORGANIZER']);
    await seedFollowers(db, star, followers);
    // Follows nobody: the fan-outs below leave the inbox as seeded.
    const reader = await player(db, 'bench_reader');
    await seedInbox(db, reader, inboxTotal, inboxUnread);
    await db.execute(sql`VACUUM ANALYZE`);
    const seedMs = Math.round(performance.now() - began);

    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/v1`;
    const headersOf = async (userId: string) => {
      const { token } = await app.ctx.sessions.open(userId, { clientType: 'api' });
      return { authorization: `Bearer ${token}`, 'x-client-type': 'api' };
    };
    const starHeaders = await headersOf(star);
    const lonerHeaders = await headersOf(loner);

    // Who may hear it: the followers, less anyone who blocked the organizer (none here) or is erased.
    const bare: Publish[] = [];
    const fanOut: Publish[] = [];
    let published = '';
    for (let i = 0; i < publishes; i += 1) {
      bare.push(await publish(db, base, lonerHeaders, await draft(db, loner, game!.id, `bare ${i}`), 0));
      published = await draft(db, star, game!.id, `${i}`);
      fanOut.push(await publish(db, base, starHeaders, published, followers));
    }

    // Where the time goes, on one more draft's audience.
    const probe = await draft(db, star, game!.id, 'probe');
    const statement = await captured((recorder) =>
      insertNotifications(
        recorder,
        { tournamentFollowers: probe, followersOf: star },
        { type: 'tournament_open', params: { tournament: 'Bench probe' }, link: `/app/tournaments/${probe}`, actorId: star, dedupeKey: `tournament_open:${probe}`, createdAt: new Date() },
      ),
    );
    const plan = await rolledBack(db, async (tx) =>
      rowsOf<{ 'QUERY PLAN': string }>(await tx.execute(sql`EXPLAIN (ANALYZE, COSTS OFF) ${statement}`)).map((r) => r['QUERY PLAN']),
    );
    const executionMs = Number(/Execution Time: ([\d.]+) ms/.exec(plan.join('\n'))?.[1] ?? NaN);
    const floorMs = await rolledBack(db, async (tx) => {
      const t0 = performance.now();
      await tx.execute(sql`INSERT INTO notifications (user_id, type, params, link, actor_id, dedupe_key, created_at)
        SELECT follower_id, 'tournament_open', '{"tournament":"Bench floor"}'::jsonb, '/app/tournaments', ${star}::uuid, 'bench-floor', now()
        FROM follows WHERE followee_id = ${star}::uuid`);
      return round1(performance.now() - t0);
    });
    const lastIds = rowsOf<{ id: string }>(await db.execute(sql`SELECT id FROM notifications WHERE dedupe_key = ${`tournament_open:${published}`}`)).map(
      (r) => r.id,
    );
    const t0 = performance.now();
    await announceNotifications(app.ctx, lastIds);
    const announceMs = round1(performance.now() - t0);
    const t1 = performance.now();
    for (let i = 0; i < lastIds.length; i += 500) await findForAnnouncement(db, lastIds.slice(i, i + 500));
    const announceReadMs = round1(performance.now() - t1);
    const readBack = await captured((recorder) => findForAnnouncement(recorder, lastIds.slice(0, 500)));
    const announcePlan = rowsOf<{ 'QUERY PLAN': string }>(await db.execute(sql`EXPLAIN (ANALYZE, COSTS OFF) ${readBack}`)).map((r) => r['QUERY PLAN']);

    const readerHeaders = await headersOf(reader);
    const baseline = await timed('baseline: node:http hello-world', [baselineServer.url], {}, requests, rpsSeconds);
    const unreadCount = await timed(
      `GET /notifications/unread-count (${inboxUnread} of ${inboxTotal} unread)`,
      [`${base}/notifications/unread-count`],
      readerHeaders,
      requests,
      rpsSeconds,
    );
    const settings = await timed('GET /notifications/settings (reference: session and one row)', [`${base}/notifications/settings`], readerHeaders, requests, rpsSeconds);
    const countLines = rowsOf<{ 'QUERY PLAN': string }>(
      await db.execute(sql`EXPLAIN (ANALYZE, COSTS OFF) SELECT count(*) FROM notifications WHERE user_id = ${reader}::uuid AND read_at IS NULL`),
    ).map((r) => r['QUERY PLAN']);
    const countPlan = {
      indexes: [...new Set(countLines.flatMap((l) => [...l.matchAll(/Index (?:Only )?Scan (?:Backward )?(?:using|on) (\w+)/g)].map((m) => m[1]!)))],
      executionMs: Number(/Execution Time: ([\d.]+) ms/.exec(countLines.join('\n'))?.[1] ?? NaN),
    };
    const check = (await (await fetch(`${base}/notifications/unread-count`, { headers: readerHeaders })).json()) as { count: number };
    if (check.count !== inboxUnread) throw new Error(`unread-count answered ${check.count}, expected ${inboxUnread}`);

    return {
      followers,
      seedMs,
      fanOut,
      bare,
      insert: { executionMs, plan },
      floorMs,
      announceMs,
      announceReadMs,
      announcePlan,
      inbox: { total: inboxTotal, unread: inboxUnread },
      baseline,
      unreadCount,
      settings,
      countPlan,
    };
  } finally {
    await baselineServer.close();
    await close();
  }
}

/** The report section. */
export function notificationsSection(f: NotificationsFigures): string {
  const requestMs = median(f.fanOut.map((p) => p.requestMs));
  const rowsMs = median(f.fanOut.map((p) => p.rowsMs));
  const bareMs = median(f.bare.map((p) => p.requestMs));
  const complete = f.fanOut.every((p) => p.rows === f.followers);
  const b = f.baseline;
  const u = f.unreadCount;
  return [
    `## Notifications: fan-out to ${f.followers} followers and the unread count (PGlite, in-process)`,
    '',
    `${f.followers} followers and an inbox of ${f.inbox.total} seeded in ${f.seedMs} ms.`,
    '',
    '| publish (registration open) | request ms (each) | rows written ms (each) | rows |',
    '|---|---|---|---:|',
    `| organizer with ${f.followers} followers | ${f.fanOut.map((p) => p.requestMs).join(', ')} | ${f.fanOut.map((p) => p.rowsMs).join(', ')} | ${f.fanOut.map((p) => p.rows).join(', ')} |`,
    `| organizer nobody follows (baseline) | ${f.bare.map((p) => p.requestMs).join(', ')} | – | 0 |`,
    '',
    `Median: publish answered in ${requestMs} ms (${(requestMs / bareMs).toFixed(1)} × the publish without followers, ${bareMs} ms), ` +
      `goal ≤ ${ENQUEUED_GOAL_MS} ms: ${requestMs <= ENQUEUED_GOAL_MS ? 'met' : 'NOT met'}; every in-app row written ${rowsMs} ms after the request was sent, ` +
      `goal ≤ ${ROWS_GOAL_MS} ms: ${complete && rowsMs <= ROWS_GOAL_MS ? 'met' : 'NOT met'}${complete ? '' : ' (some rows never came)'}.`,
    '',
    `Where it goes: the repository's INSERT … SELECT alone ${f.insert.executionMs} ms in the database (EXPLAIN ANALYZE, rolled back); ` +
      `the same rows by a plain INSERT … SELECT from follows ${f.floorMs} ms (${(f.insert.executionMs / f.floorMs).toFixed(1)} ×); ` +
      `announcing ${f.followers} new notifications live (nobody connected) ${f.announceMs} ms, of which reading them back ${f.announceReadMs} ms.`,
    '',
    '```',
    ...readable(f.insert.plan),
    '```',
    '',
    'Reading 500 of them back for the live announcement (findForAnnouncement):',
    '',
    '```',
    ...readable(f.announcePlan),
    '```',
    '',
    '| endpoint | requests | p50 ms | p95 ms | p99 ms | p50 × baseline | p95 × baseline | req/s (10 conn.) | req/s × baseline | non-2xx (one at a time / load) |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...[b, u, f.settings].map(
      (r) =>
        `| ${r.name} | ${r.count} | ${r.p50} | ${r.p95} | ${r.p99} | ${(r.p50 / b.p50).toFixed(1)} | ${(r.p95 / b.p95).toFixed(1)} | ${Math.round(r.requestsPerSecond)} | ${(r.requestsPerSecond / b.requestsPerSecond).toFixed(4)} | ${r.non2xx} / ${r.loadNon2xx} |`,
    ),
    '',
    `The count's plan: ${f.countPlan.indexes.join(', ') || 'no index'}; ${f.countPlan.executionMs} ms in the database.`,
    '',
  ].join('\n');
}
