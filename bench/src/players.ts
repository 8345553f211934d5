/**
 * Issue #13 (community): the Players list's nickname-prefix search and a profile read with 100k players on PGlite.
 * Seeds the users in one INSERT … SELECT generate_series, ~200k follows with a heavy-tailed spread (a few stars
 * followed by thousands, most players by a handful) and follower_count from them, some block lists; checks with
 * EXPLAIN that the prefix and block indexes answer; then times GET /users?q=<2–3 letters> and GET /users/:id one
 * request at a time over loopback, beside a node:http hello-world timed the same way in the same run.
 *
 * `npm run bench` prints it with the other figures; alone: `npx tsx bench/src/players-main.ts`.
 */
import { sql } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import type { Executor } from '../../apps/server/src/db/client.ts';
import { users } from '../../apps/server/src/db/schema/index.ts';
import { listPlayers } from '../../apps/server/src/modules/users/players.repository.ts';
import { startBaseline } from '../lib/baseline-server.ts';
import { startBenchApp } from '../lib/bench-app.ts';
import { timed, type Timing } from '../lib/timed.ts';

export const SEARCH_P95_GOAL_MS = 15;
/** Typeahead prefixes: two letters that start ~5% of the nicknames, three letters that start ~0.25%. */
const PREFIXES = ['ka', 'qu', 'ix', 'kar', 'vil', 'mok', 'zen', 'be'];

export interface PlayersFigures {
  users: number;
  follows: number;
  seedMs: number;
  topFollowers: number;
  medianFollowers: number;
  baseline: Timing;
  rows: Timing[];
  plans: { name: string; indexes: string[]; executionMs: number | null }[];
}

/** 100k users, follows with a heavy tail, follower_count counted from them, 1% with a block list. */
export async function seedPlayers(db: Executor, count: number) {
  await db.execute(sql`CREATE OR REPLACE FUNCTION pg_temp.bench_uuid(n int) RETURNS uuid LANGUAGE sql IMMUTABLE AS
    $$ SELECT overlay(overlay(md5('bench-user-' || n) PLACING '4' FROM 13) PLACING '8' FROM 17)::uuid $$`);
  const syllables = sql.raw(`ARRAY['ka','ro','vi','ne','lu','xa','mo','ti','za','qu','be','do','fi','gu','ha','je','ar','el','ix','on']`);
  const endings = sql.raw(`ARRAY['wolf','fox','byte','storm','blade','nova','zen','ghost','rex','ace']`);
  // Ids from the sequence number, so follows and blocks can name users without a lookup: md5 shaped as a version 4
  // UUID (version and variant nibbles set), as the contract's uuid() checks on the way out.
  await db.execute(sql`
    INSERT INTO users (id, nick_name, email, user_verified, country_code, bio, created_at, updated_at)
    SELECT pg_temp.bench_uuid(i),
      (${syllables})[1 + abs(hashtext('a' || i)) % 20] || (${syllables})[1 + abs(hashtext('b' || i)) % 20]
        || (${endings})[1 + abs(hashtext('c' || i)) % 10] || i,
      'bench-' || i || '@example.com',
      i % 5 <> 0,
      (ARRAY['BR','PT','US','DE','FR','ES','GB','PL','SE','KR','JP','MX','CA','AO'])[1 + i % 14],
      CASE WHEN i % 3 = 0 THEN 'Bench player ' || i ELSE NULL END,
      now() - (i * interval '5 minutes'),
      now() - (i * interval '5 minutes')
    FROM generate_series(1, ${count}) AS i`);
  // Two follows each; the followee is 1 + floor(N · r³), so low numbers gather thousands of followers.
  await db.execute(sql`
    INSERT INTO follows (follower_id, followee_id)
    SELECT pg_temp.bench_uuid(f), pg_temp.bench_uuid(e)
    FROM (SELECT f, 1 + floor(power(random(), 3) * ${count})::int AS e FROM generate_series(1, ${count}) AS f, generate_series(1, 2) AS k) AS s
    WHERE e <> f
    ON CONFLICT DO NOTHING`);
  await db.execute(sql`
    UPDATE users SET follower_count = c.n
    FROM (SELECT followee_id, count(*)::int AS n FROM follows GROUP BY followee_id) AS c
    WHERE users.id = c.followee_id`);
  await db.execute(sql`
    UPDATE users SET blocked_user_ids = ARRAY[pg_temp.bench_uuid(1 + abs(hashtext('blk' || id)) % ${count})]
    WHERE abs(hashtext(id::text)) % 100 = 0`);
  // The bulk updates above left a dead tuple per row; a live server's are spread over time and pruned as it goes
  // (PostgreSQL's autovacuum; PGlite prunes pages as it reads them), so measure the steady state.
  await db.execute(sql`VACUUM ANALYZE`);
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
/** The indexes a plan reads: "Index Scan using x", "Index Only Scan using x", "Bitmap Index Scan on x". */
const indexesIn = (lines: string[]) => [...new Set(lines.flatMap((l) => [...l.matchAll(/Index (?:Only )?Scan (?:Backward )?(?:using|on) (\w+)/g)].map((m) => m[1]!)))];

export async function measurePlayers(opts: { users?: number; requests?: number; rpsSeconds?: number } = {}): Promise<PlayersFigures> {
  const userCount = opts.users ?? 100_000;
  const requests = opts.requests ?? 400;
  const rpsSeconds = opts.rpsSeconds ?? 5;
  const { app, close } = await startBenchApp('players');
  const baselineServer = await startBaseline();
  try {
    await app.ready();
    const db = app.ctx.db;
    const began = performance.now();
    await seedPlayers(db, userCount);
    const seedMs = Math.round(performance.now() - began);

    const [spread] = rowsOf<{ top: number; median: number; follows: number }>(
      await db.execute(sql`SELECT max(follower_count)::int AS top, (percentile_disc(0.5) WITHIN GROUP (ORDER BY follower_count))::int AS median,
        (SELECT count(*)::int FROM follows) AS follows FROM users`),
    );
    // A player in the middle of the pack, with a block list of their own; some others blocked them.
    const [viewer] = await db
      .select({ id: users.id, blockedUserIds: users.blockedUserIds })
      .from(users)
      .where(sql`cardinality(${users.blockedUserIds}) > 0`)
      .orderBy(users.id)
      .limit(1);
    const blocked = viewer!.blockedUserIds;
    await db.execute(sql`UPDATE users SET blocked_user_ids = blocked_user_ids || ${viewer!.id}::uuid
      WHERE id IN (SELECT id FROM users ORDER BY follower_count DESC LIMIT 3)`);
    const profileIds = rowsOf<{ id: string }>(await db.execute(sql`SELECT id FROM users ORDER BY md5(id::text) LIMIT 50`)).map((r) => r.id);

    // The plans the server runs: the repository's own query, with the viewer's block list as the route passes it.
    const plans: PlayersFigures['plans'] = [];
    for (const prefix of ['ka', 'kar', '']) {
      const query = listPlayers(db, { id: viewer!.id, blockedUserIds: blocked }, { prefix: prefix || undefined, sort: 'followers', limit: 50, offset: 0 });
      const lines = rowsOf<{ 'QUERY PLAN': string }>(await db.execute(sql`EXPLAIN (ANALYZE, COSTS OFF) ${query}`)).map((r) => r['QUERY PLAN']);
      const indexes = indexesIn(lines);
      const execution = lines.map((l) => /Execution Time: ([\d.]+) ms/.exec(l)).find(Boolean);
      plans.push({ name: prefix ? `GET /users?q=${prefix}` : 'GET /users', indexes, executionMs: execution ? Number(execution[1]) : null });
    }
    const profilePlan = rowsOf<{ 'QUERY PLAN': string }>(await db.execute(sql`EXPLAIN (ANALYZE, COSTS OFF) SELECT * FROM users WHERE id = ${profileIds[0]}`)).map((r) => r['QUERY PLAN']);
    plans.push({
      name: 'GET /users/:id',
      indexes: indexesIn(profilePlan),
      executionMs: Number(/Execution Time: ([\d.]+) ms/.exec(profilePlan.join('\n'))?.[1] ?? NaN),
    });

    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/v1`;
    const { token } = await app.ctx.sessions.open(viewer!.id, { clientType: 'api' });
    const headers = { authorization: `Bearer ${token}`, 'x-client-type': 'api' };

    const baseline = await timed('baseline: node:http hello-world', [baselineServer.url], {}, requests, rpsSeconds);
    const rows = [
      await timed('GET /users?q=<2–3 letters> (50 most followed)', PREFIXES.map((q) => `${base}/users?q=${q}`), headers, requests, rpsSeconds),
      await timed('GET /users/search/:term (20 most followed)', PREFIXES.map((q) => `${base}/users/search/${q}`), headers, requests, rpsSeconds),
      await timed('GET /users (no filter, 50 most followed)', [`${base}/users`, `${base}/users?offset=50`, `${base}/users?country=BR`], headers, requests, rpsSeconds),
      await timed('GET /users/:id (profile read)', profileIds.map((id) => `${base}/users/${id}`), headers, requests, rpsSeconds),
    ];
    return {
      users: userCount,
      follows: spread!.follows,
      seedMs,
      topFollowers: spread!.top,
      medianFollowers: spread!.median,
      baseline,
      rows,
      plans,
    };
  } finally {
    await baselineServer.close();
    await close();
  }
}

/** The report section: p50/p95 one at a time, and each as a ratio of the same run's hello-world. */
export function playersSection(f: PlayersFigures): string {
  const search = f.rows[0]!;
  const b = f.baseline;
  return [
    '## Players: prefix search and profile read (PGlite, in-process, 100k players)',
    '',
    `${f.users} players and ${f.follows} follows seeded in ${f.seedMs} ms (followers: most ${f.topFollowers}, median ${f.medianFollowers}). ` +
      `Search p95 ${search.p95} ms, goal ≤ ${SEARCH_P95_GOAL_MS} ms: ${search.p95 <= SEARCH_P95_GOAL_MS ? 'met' : 'NOT met'}.`,
    '',
    '| endpoint | requests | p50 ms | p95 ms | p99 ms | p50 × baseline | p95 × baseline | req/s (10 conn.) | req/s × baseline | non-2xx (one at a time / load) |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...[b, ...f.rows].map(
      (r) =>
        `| ${r.name} | ${r.count} | ${r.p50} | ${r.p95} | ${r.p99} | ${(r.p50 / b.p50).toFixed(1)} | ${(r.p95 / b.p95).toFixed(1)} | ${Math.round(r.requestsPerSecond)} | ${(r.requestsPerSecond / b.requestsPerSecond).toFixed(4)} | ${r.non2xx} / ${r.loadNon2xx} |`,
    ),
    '',
    'Plans (EXPLAIN ANALYZE of the server’s own queries):',
    '',
    ...f.plans.map((p) => `- ${p.name}: ${p.indexes.join(', ') || 'no index'}; ${p.executionMs ?? '?'} ms in the database`),
    '',
  ].join('\n');
}
