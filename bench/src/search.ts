/**
 * Issue #17 goal 2 (ADR 020): the search dropdown, the tournament search and the players search one request at a
 * time with 100k players, 10k tournaments and 10k teams on PGlite, answered by the database (the index not built
 * yet: the fallback, as before the index) and then by the in-memory index, in the same run; the index's build time
 * and its heap size (process.memoryUsage around the build, after a GC when node runs with --expose-gc).
 *
 * `npm run bench -- search`, or alone: `NODE_OPTIONS=--expose-gc npx tsx bench/src/search-main.ts`.
 */
import { sql } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { users } from '../../apps/server/src/db/schema/index.ts';
import { syncCatalogue } from '../../apps/server/src/platform/games-catalogue/sync-catalogue.ts';
import { startBaseline } from '../lib/baseline-server.ts';
import { startBenchApp } from '../lib/bench-app.ts';
import { oneAtATime } from '../lib/timed.ts';
import { seedPlayers } from './players.ts';

export const SEARCH_P95_GOAL_MS = 15;
/** Typeahead as people type it: short prefixes, a typo, a game, two words. */
const DROPDOWN_TERMS = ['ka', 'kar', 'valo', 'valorent', 'cup', 'nova', 'elite counter', 'zenfox', 'masters 12', 'qu'];
const PLAYER_TERMS = ['ka', 'qu', 'ix', 'kar', 'vil', 'mok', 'zen', 'be'];

export interface OneAtATime {
  name: string;
  count: number;
  p50: number;
  p95: number;
  non2xx: number;
}

export interface SearchFigures {
  users: number;
  tournaments: number;
  teams: number;
  seedMs: number;
  buildMs: number;
  heapMb: number;
  rssMb: number;
  gc: boolean;
  baseline: OneAtATime;
  before: OneAtATime[];
  after: OneAtATime[];
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** One request at a time (lib/timed.ts), named and counted for the table. */
async function timedOneAtATime(name: string, urls: string[], headers: Record<string, string>, count: number): Promise<OneAtATime> {
  return { name, count, ...(await oneAtATime(urls, headers, count)) };
}

const gc = (globalThis as { gc?: () => void }).gc;
const settle = () => {
  gc?.();
  gc?.();
  return process.memoryUsage();
};

export async function measureSearch(opts: { users?: number; tournaments?: number; requests?: number } = {}): Promise<SearchFigures> {
  const userCount = opts.users ?? 100_000;
  const tournamentCount = opts.tournaments ?? 10_000;
  const teamCount = tournamentCount;
  const requests = opts.requests ?? 200;
  const { app, close } = await startBenchApp('search');
  const baselineServer = await startBaseline();
  try {
    await app.ready();
    const db = app.ctx.db;
    const began = performance.now();
    await syncCatalogue(db, { info: () => {}, warn: console.warn, error: console.error, debug: () => {} } as never);
    await seedPlayers(db, userCount);
    // Public tournaments of every status (a tenth are drafts), named after their game, as bulk-seed.ts does.
    await db.execute(sql`
      INSERT INTO tournaments (organizer_id, game_id, name, description, status, photo_urls, category, level, format,
        entry_fee_cents, currency, registration_start_at, registration_end_at, start_at, end_at, min_teams, max_teams,
        min_players_per_team, max_players_per_team, platforms, rules)
      SELECT
        (SELECT id FROM users ORDER BY id LIMIT 1),
        g.id,
        (ARRAY['Spring','Winter','Clutch','Pro','Open','Masters','Rising','Elite','Community','Weekend'])[1 + i % 10]
          || ' ' || g.name || ' Cup ' || i,
        'Benchmark tournament number ' || i || ' for ' || g.name || '.',
        (ARRAY['OPEN_FOR_REGISTRATION','IN_PROGRESS','FINISHED','CANCELLED','OPEN_FOR_REGISTRATION','IN_PROGRESS','FINISHED','OPEN_FOR_REGISTRATION','IN_PROGRESS','DRAFT'])[1 + i % 10],
        ARRAY['/media/tournaments/bench-' || i || '-1.svg'],
        'Open', 'Intermediate', 'KNOCKOUT', (i % 5) * 500, 'USD',
        now() - interval '2 days', now() + (i % 30 + 1) * interval '1 day',
        now() + (i % 40 + 2) * interval '1 day', now() + (i % 40 + 3) * interval '1 day',
        2, 16, 1, 5, ARRAY['PC'], ARRAY['Play fair.']
      FROM generate_series(1, ${tournamentCount}) AS i
      CROSS JOIN LATERAL (SELECT id, name FROM games ORDER BY slug OFFSET (i % (SELECT count(*) FROM games)) LIMIT 1) AS g`);
    // Teams: half on their own, half built for a tournament; named like the players.
    await db.execute(sql`
      INSERT INTO teams (name, captain_id, tournament_id)
      SELECT (ARRAY['Team','Squad','Crew','Clan','Five'])[1 + i % 5] || ' ' || u.nick_name,
        u.id, CASE WHEN i % 2 = 0 THEN (SELECT id FROM tournaments ORDER BY id OFFSET (i % ${tournamentCount}) LIMIT 1) END
      FROM (SELECT id, nick_name, row_number() OVER (ORDER BY id) AS i FROM users LIMIT ${teamCount}) AS u`);
    await db.execute(sql`VACUUM ANALYZE`);
    const seedMs = Math.round(performance.now() - began);

    const [viewer] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`cardinality(${users.blockedUserIds}) > 0`)
      .orderBy(users.id)
      .limit(1);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/v1`;
    const { token } = await app.ctx.sessions.open(viewer!.id, { clientType: 'api' });
    const headers = { authorization: `Bearer ${token}`, 'x-client-type': 'api' };
    const q = encodeURIComponent;
    const measureAll = async (label: string) => [
      await timedOneAtATime(`GET /search?q= (dropdown, signed in) ${label}`, DROPDOWN_TERMS.map((t) => `${base}/search?q=${q(t)}`), headers, requests),
      await timedOneAtATime(`GET /search?q= (dropdown, visitor) ${label}`, DROPDOWN_TERMS.map((t) => `${base}/search?q=${q(t)}`), {}, requests),
      await timedOneAtATime(`GET /tournaments/search/:text ${label}`, DROPDOWN_TERMS.map((t) => `${base}/tournaments/search/${q(t)}`), {}, requests),
      await timedOneAtATime(`GET /users/search/:term (players) ${label}`, PLAYER_TERMS.map((t) => `${base}/users/search/${t}`), headers, requests),
      await timedOneAtATime(`GET /users?q= (players list) ${label}`, PLAYER_TERMS.map((t) => `${base}/users?q=${t}`), headers, requests),
    ];

    const baseline = await timedOneAtATime('baseline: node:http hello-world', [baselineServer.url], {}, requests);
    const before = await measureAll('(database)');
    const m0 = settle();
    const built = performance.now();
    await app.ctx.search.build();
    const buildMs = Math.round(performance.now() - built);
    const m1 = settle();
    if (!app.ctx.search.isReady()) throw new Error('the search index did not build');
    const after = await measureAll('(index)');
    return {
      users: userCount,
      tournaments: tournamentCount,
      teams: teamCount,
      seedMs,
      buildMs,
      heapMb: round2((m1.heapUsed - m0.heapUsed) / 2 ** 20),
      rssMb: round2((m1.rss - m0.rss) / 2 ** 20),
      gc: gc !== undefined,
      baseline,
      before,
      after,
    };
  } finally {
    await baselineServer.close();
    await close();
  }
}

export function searchSection(f: SearchFigures): string {
  const dropdown = f.after[0]!;
  const players = f.after[3]!;
  const met = (r: OneAtATime) => (r.p95 <= SEARCH_P95_GOAL_MS ? 'met' : 'NOT met');
  const b = f.baseline;
  return [
    '## Search: dropdown, tournament and players search (PGlite, in-process; ADR 020)',
    '',
    `${f.users} players, ${f.tournaments} tournaments, ${f.teams} teams seeded in ${f.seedMs} ms. Index built in ${f.buildMs} ms; ` +
      `heap +${f.heapMb} MB, RSS +${f.rssMb} MB${f.gc ? '' : ' (without --expose-gc: noisy)'}. ` +
      `Dropdown p95 ${dropdown.p95} ms, players search p95 ${players.p95} ms, goal ≤ ${SEARCH_P95_GOAL_MS} ms: ${met(dropdown)} / ${met(players)}.`,
    '',
    '| endpoint | requests | p50 ms | p95 ms | p50 × baseline | p95 × baseline | p95 index / database | non-2xx |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    `| ${b.name} | ${b.count} | ${b.p50} | ${b.p95} | 1.0 | 1.0 | | ${b.non2xx} |`,
    ...[...f.before, ...f.after].map((r, i) => {
      const pair = i < f.before.length ? null : f.before[i - f.before.length]!;
      return `| ${r.name} | ${r.count} | ${r.p50} | ${r.p95} | ${(r.p50 / b.p50).toFixed(1)} | ${(r.p95 / b.p95).toFixed(1)} | ${pair ? (r.p95 / pair.p95).toFixed(3) : ''} | ${r.non2xx} |`;
    }),
    '',
  ].join('\n');
}
