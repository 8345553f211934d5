/**
 * `npm run bench`: issue #17's goals first, as one table (goal, target, the figure on PGlite and on PostgreSQL, the
 * same-run baseline, the ratio, pass/fail; `lib/goals.ts`), then every section in detail. PostgreSQL is measured when
 * DATABASE_URL is set (a fresh database on that server, dropped afterwards); otherwise its column says so.
 *
 * - http: a production server over a database seeded in bulk (`lib/bulk-seed.ts`: the demo, BENCH_TOURNAMENTS 10k
 *   tournaments, BENCH_USERS 100k players entered in them, BENCH_MATCHES 200k matches). Tournament detail, list,
 *   games and tournament search under autocannon at BENCH_CONNECTIONS (50) for BENCH_SECONDS each, anonymous and
 *   signed in (the demo's `nova` logs in through the API; her cookie goes on every request), as a ratio of a raw
 *   node:http hello-world at the same concurrency; then the search dropdown and the Players search one request at a
 *   time (p95) among those 100k players, beside the hello-world timed the same way.
 * - results: starting a 1,024-entrant double elimination and POST /matches/:id/result on it (`src/result-report.ts`),
 *   on each database.
 * - chat: BENCH_CHAT_SOCKETS (5,000) signed-in sockets in one room, a ~1 KiB chat:message fanned out to all of them
 *   (`src/chat.ts`; the audience in separate processes); with DATABASE_URL and REDIS_URL, the same number of sockets
 *   split between two instances on one PostgreSQL database, what the second one adds (`src/chat-instances.ts`).
 * - landing, lighthouse: the landing's initial JavaScript (gzip, `src/landing-size.ts`) and Lighthouse mobile
 *   (scores, LCP, CLS, the scripts it loaded) on the landing and on a tournament page of the http section's server.
 * - engine, swiss, ffa, players, notifications: the earlier issues' sections (the competition engine in memory, a
 *   1,024-player Swiss round, free-for-all scoring, the Players list at BENCH_PLAYERS, a tournament_open fanned out
 *   to BENCH_FOLLOWERS followers), PGlite only.
 *
 * The landing and Lighthouse sections build the web client for production first (BENCH_SKIP_BUILD=1 keeps the
 * existing apps/web/dist). Loopback only; every load is bounded in time. `npm run bench -- http results` runs only the sections named (see
 * SECTIONS); none named, all of them. Quick look: BENCH_SECONDS=2 BENCH_TOURNAMENTS=1000 BENCH_USERS=5000
 * BENCH_MATCHES=10000 BENCH_CHAT_SOCKETS=500 npm run bench -- http results chat.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startBaseline } from './lib/baseline-server.ts';
import { scriptsGzip, landingInitialJs } from './lib/bundle-size.ts';
import { ROOT, startClutch, type RunningServer } from './lib/clutch-server.ts';
import { goalsTable, pct, type Database, type GoalRow, type Measured } from './lib/goals.ts';
import { lighthouseMobile } from './lib/lighthouse.ts';
import { load, type LoadResult } from './lib/load.ts';
import { oneAtATime } from './lib/timed.ts';
import { ADDED_P50_GOAL_MS, measureTwoInstances, twoInstancesSection } from './src/chat-instances.ts';
import { chatSection, DELIVERY_P99_GOAL_MS, measureChat, type ChatFigures } from './src/chat.ts';
import { engineBench } from './src/engine.ts';
import { swissBench } from './src/swiss.ts';
import { ffaBench } from './src/ffa.ts';
import { LANDING_BUDGET_GZIP, landingSizeSection } from './src/landing-size.ts';
import { measureNotifications, notificationsSection } from './src/notifications.ts';
import { measurePlayers, playersSection } from './src/players.ts';
import { measureSearch, searchSection } from './src/search.ts';
import { measureResultReporting, resultReportSection, START_GOAL_MS, type ResultReportFigures } from './src/result-report.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** Issue #17 measures at 50 connections. */
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const TOURNAMENTS = Number(process.env.BENCH_TOURNAMENTS ?? 10_000);
const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const MATCHES = Number(process.env.BENCH_MATCHES ?? 200_000);
/** POST /matches/:id/result calls measured on a started 1024-entrant double elimination. */
const RESULTS = Number(process.env.BENCH_RESULTS ?? 200);
/** Requests one at a time for the search p95s. */
const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 300);
const CHAT_SOCKETS = Number(process.env.BENCH_CHAT_SOCKETS ?? 5000);
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Issue #17's goals. */
const GOAL = {
  detailShare: 0.3,
  readShare: 0.2,
  p99Ms: 20,
  searchP95Ms: 15,
  resultP95Ms: 5,
  broadcastBytes: 1024,
  lighthouse: 95,
  lcpMs: 2000,
  cls: 0.02,
};

const opts = { seconds: SECONDS, connections: CONNECTIONS };

/** What `npm run bench -- <name>…` may pick; Lighthouse reads the pages of the `http` section's PGlite server. */
const SECTIONS = ['engine', 'swiss', 'ffa', 'http', 'results', 'players', 'search', 'notifications', 'chat', 'landing', 'lighthouse'] as const;
const picked = process.argv.slice(2);
const unknown = picked.filter((name) => !(SECTIONS as readonly string[]).includes(name));
if (unknown.length > 0) {
  console.error(`Unknown bench section(s): ${unknown.join(', ')}. Known: ${SECTIONS.join(', ')}.`);
  process.exit(1);
}
const wants = (section: (typeof SECTIONS)[number]) => picked.length === 0 || picked.includes(section);
function table(baseline: LoadResult, rows: LoadResult[]) {
  const lines = [
    `| endpoint | req/s | × baseline | p50 ms | p99 ms | non-2xx | errors |`,
    `|---|---:|---:|---:|---:|---:|---:|`,
    ...[baseline, ...rows].map(
      (r) =>
        `| ${r.name} | ${Math.round(r.requestsPerSecond)} | ${(r.requestsPerSecond / baseline.requestsPerSecond).toFixed(4)} | ${r.p50} | ${r.p99} | ${r.non2xx} | ${r.errors} |`,
    ),
  ];
  return lines.join('\n');
}

/** The HTTP read goals: the endpoint's key, its name, its share of node:http to reach. */
const READS = [
  { key: 'detail', name: 'GET /tournaments/:id (detail)', share: GOAL.detailShare },
  { key: 'list', name: 'GET /tournaments (list)', share: GOAL.readShare },
  { key: 'games', name: 'GET /games/all', share: GOAL.readShare },
  { key: 'search', name: 'GET /tournaments/search/:text', share: GOAL.readShare },
] as const;
type ReadKey = (typeof READS)[number]['key'];

interface DatabaseFigures {
  reads: Record<'anonymous' | 'signedIn', Record<ReadKey, LoadResult>>;
  dropdown: Awaited<ReturnType<typeof oneAtATime>>;
  players: Awaited<ReturnType<typeof oneAtATime>>;
  tournamentId: string;
}

/** Logs the demo's `nova` in as the web client does and returns the headers of her signed-in requests. */
async function signIn(server: RunningServer): Promise<Record<string, string>> {
  const res = await fetch(`${server.url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-client-type': 'web' },
    body: JSON.stringify({ nickname: 'nova', password: 'clutch-demo' }),
  });
  if (!res.ok) throw new Error(`logging in as nova answered ${res.status}: ${await res.text()}`);
  const { token } = (await res.json()) as { token: string };
  const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const headers: Record<string, string> = cookie ? { cookie, 'x-client-type': 'web' } : { authorization: `Bearer ${token}`, 'x-client-type': 'api' };
  const me = await fetch(`${server.url}/api/v1/auth/me`, { headers });
  if (!me.ok) throw new Error(`the signed-in headers do not sign in (GET /auth/me answered ${me.status})`);
  return headers;
}

async function measureDatabase(server: RunningServer, label: string, rows: LoadResult[]): Promise<DatabaseFigures> {
  const page = await fetch(`${server.url}/api/v1/tournaments?pageSize=50&page=3`).then((r) => r.json() as Promise<{ items: { id: string }[] }>);
  const ids = page.items.map((t) => t.id).slice(0, 20);
  if (ids.length === 0) throw new Error('no tournaments to benchmark');
  const u = (p: string) => `${server.url}${p}`;
  const signedIn = await signIn(server);
  const urls: Record<ReadKey, string[]> = {
    detail: ids.map((id) => u(`/api/v1/tournaments/${id}`)),
    list: [1, 2, 3, 10, 50].map((p) => u(`/api/v1/tournaments?fallback=true&page=${p}`)),
    games: [u('/api/v1/games/all')],
    search: ['elite', 'spring cup', 'fortnite'].map((q) => u(`/api/v1/tournaments/search/${encodeURIComponent(q)}`)),
  };
  const reads = { anonymous: {}, signedIn: {} } as DatabaseFigures['reads'];
  for (const who of ['anonymous', 'signedIn'] as const) {
    for (const read of READS) {
      const result = await load(`${label} ${read.name}${who === 'signedIn' ? ', signed in' : ''}`, urls[read.key], {
        ...opts,
        ...(who === 'signedIn' ? { headers: signedIn } : {}),
      });
      reads[who][read.key] = result;
      rows.push(result);
    }
  }
  // Typeahead: the dropdown's mixed search (tournaments, teams, games, players) and the Players list's prefix search.
  const dropdown = await oneAtATime(['valo', 'counter', 'rocket', 'masters', 'nova', 'league', 'ka', 'vil'].map((q) => u(`/api/v1/search?q=${q}`)), {}, SEARCHES);
  const players = await oneAtATime(['ka', 'qu', 'ix', 'kar', 'vil', 'mok', 'zen', 'be'].map((q) => u(`/api/v1/users?q=${q}`)), signedIn, SEARCHES);
  // Lighthouse's tournament page: a demo tournament (the bulk ones' pictures are not on disk).
  const first = await fetch(u('/api/v1/tournaments?pageSize=50')).then((r) => r.json() as Promise<{ items: { id: string; name: string }[] }>);
  const demo = first.items.find((t) => !/ Cup \d+$/.test(t.name)) ?? first.items[0]!;
  return { reads, dropdown, players, tournamentId: demo.id };
}

const ms = (n: number) => `${Math.round(n * 10) / 10} ms`;

async function main() {
  const report: string[] = [`# Clutch benchmarks (${new Date().toISOString()})`, ''];
  if (picked.length > 0) report.push(`Sections: ${picked.join(', ')}.`, '');
  const goals: GoalRow[] = [];
  const detail: string[] = [];
  /** Sections that threw: reported, and the others still run. */
  const failed: string[] = [];
  const guarded = async (name: string, run: () => Promise<void>) => {
    try {
      await run();
    } catch (err) {
      console.error(`bench section ${name} failed:`, err);
      failed.push(name);
      detail.push(`## ${name}: FAILED`, '', '```', String((err as Error)?.stack ?? err).slice(0, 2000), '```', '');
    }
  };
  const targets: { label: Database; databaseUrl?: string }[] = [{ label: 'PGlite' }];
  if (process.env.DATABASE_URL) targets.push({ label: 'PostgreSQL', databaseUrl: process.env.DATABASE_URL });
  const noPostgres = process.env.DATABASE_URL ? undefined : 'DATABASE_URL not set';

  // The landing and Lighthouse read the client as `npm start` builds it (for production); BENCH_SKIP_BUILD=1 keeps
  // apps/web/dist as it is.
  if ((wants('landing') || wants('lighthouse')) && process.env.BENCH_SKIP_BUILD !== '1') {
    console.log('building the web client for production…');
    execFileSync('npm', ['run', 'build'], { cwd: ROOT, env: { ...process.env, NODE_ENV: 'production' }, stdio: ['ignore', 'ignore', 'inherit'], timeout: 600_000 });
  }

  // In memory and CPU-bound: measured before any server starts.
  const engine = wants('engine') ? await engineBench() : [];
  const swiss = wants('swiss') ? swissBench() : [];
  const ffa = wants('ffa') ? await ffaBench() : [];

  const baselineServer = await startBaseline();
  const baseline = await load('baseline: node:http hello-world', [baselineServer.url], opts);
  const baselineOne = await oneAtATime([baselineServer.url], {}, SEARCHES);
  await baselineServer.close();
  const baselineRps = `${Math.round(baseline.requestsPerSecond)} req/s, p99 ${baseline.p99} ms (node:http, c=${CONNECTIONS})`;

  let pgliteServer: RunningServer | undefined;
  let tournamentId: string | undefined;
  if (wants('http')) await guarded('http', async () => {
    const figures: Partial<Record<Database, DatabaseFigures>> = {};
    const rows: LoadResult[] = [];
    for (const target of targets) {
      const server = await startClutch({ databaseUrl: target.databaseUrl, tournaments: TOURNAMENTS });
      try {
        figures[target.label] = await measureDatabase(server, target.label, rows);
      } catch (err) {
        await server.stop();
        throw err;
      }
      if (!pgliteServer) {
        pgliteServer = server;
        tournamentId = figures[target.label]!.tournamentId;
      } else await server.stop();
    }
    for (const who of ['anonymous', 'signedIn'] as const) {
      for (const read of READS) {
        const by: GoalRow['by'] = {};
        for (const db of targets.map((t) => t.label)) {
          const r = figures[db]!.reads[who][read.key];
          const ratio = r.requestsPerSecond / baseline.requestsPerSecond;
          const clean = r.non2xx === 0 && r.errors === 0;
          by[db] = {
            figure:
              r.requestsPerSecond > 0
                ? `${Math.round(r.requestsPerSecond)} req/s, p99 ${r.p99} ms${clean ? '' : `, ${r.non2xx} non-2xx, ${r.errors} errors`}`
                : 'no answer within the run',
            ratio: pct(ratio),
            pass: clean && r.requestsPerSecond > 0 && ratio >= read.share && r.p99 <= GOAL.p99Ms,
          };
        }
        goals.push({
          goal: `1. ${read.name}${who === 'signedIn' ? ', signed in' : ''}, c=${CONNECTIONS}`,
          target: `≥ ${read.share * 100} % of node:http, p99 ≤ ${GOAL.p99Ms} ms`,
          baseline: baselineRps,
          by,
          skipped: { PostgreSQL: noPostgres },
        });
      }
    }
    for (const [key, name] of [
      ['dropdown', 'GET /search?q= (dropdown)'],
      ['players', 'GET /users?q= (Players search, signed in)'],
    ] as const) {
      const by: GoalRow['by'] = {};
      for (const db of targets.map((t) => t.label)) {
        const t = figures[db]![key];
        by[db] = { figure: `p95 ${ms(t.p95)}${t.non2xx ? `, ${t.non2xx} non-2xx` : ''}`, ratio: `${(t.p95 / baselineOne.p95).toFixed(1)} ×`, pass: t.non2xx === 0 && t.p95 <= GOAL.searchP95Ms };
      }
      goals.push({
        goal: `2. ${name}, one at a time, ${USERS} users`,
        target: `p95 ≤ ${GOAL.searchP95Ms} ms`,
        baseline: `p95 ${ms(baselineOne.p95)} (node:http, one at a time)`,
        by,
        skipped: { PostgreSQL: noPostgres },
      });
    }
    detail.push(
      '## HTTP',
      '',
      `${SECONDS} s per endpoint, ${CONNECTIONS} connections; the demo plus ${TOURNAMENTS} tournaments, ${USERS} players, ${MATCHES} matches seeded in bulk. ` +
        'Signed in: the demo’s nova, logged in through the API, her session cookie on every request.',
      '',
      table(baseline, rows),
      '',
      `Search one request at a time (${SEARCHES} each; baseline node:http p50 ${baselineOne.p50} ms, p95 ${baselineOne.p95} ms, p99 ${baselineOne.p99} ms):`,
      '',
      '| database | endpoint | p50 ms | p95 ms | p99 ms | non-2xx |',
      '|---|---|---:|---:|---:|---:|',
      ...targets.flatMap((t) =>
        (['dropdown', 'players'] as const).map((k) => {
          const f = figures[t.label]![k];
          return `| ${t.label} | ${k === 'dropdown' ? 'GET /search?q=' : 'GET /users?q=, signed in'} | ${f.p50} | ${f.p95} | ${f.p99} | ${f.non2xx} |`;
        }),
      ),
      '',
    );
  });
  detail.push(...engine, ...swiss, ...ffa);

  if (wants('results')) await guarded('results', async () => {
    const results: Partial<Record<Database, ResultReportFigures>> = {};
    for (const target of targets) {
      results[target.label] = await measureResultReporting({ results: RESULTS, databaseUrl: target.databaseUrl });
      detail.push(resultReportSection(results[target.label]!, baseline.requestsPerSecond).replace('(PGlite, in-process)', `(${target.label}, in-process)`));
    }
    const by = (of: (f: ResultReportFigures) => Measured) => Object.fromEntries(Object.entries(results).map(([db, f]) => [db, of(f)])) as GoalRow['by'];
    goals.push(
      {
        goal: '3. POST /matches/:id/result, 1,024-entrant double elimination, one at a time',
        target: `p95 ≤ ${GOAL.resultP95Ms} ms`,
        baseline: `p95 ${ms(baselineOne.p95)} (node:http GET, one at a time)`,
        by: by((f) => ({
          figure: `p95 ${ms(f.results.p95)} (${f.results.count} results${f.results.non2xx ? `, ${f.results.non2xx} non-2xx` : ''})`,
          ratio: `${(f.results.p95 / baselineOne.p95).toFixed(1)} ×`,
          pass: f.results.non2xx === 0 && f.results.p95 <= GOAL.resultP95Ms,
        })),
        skipped: { PostgreSQL: noPostgres },
      },
      {
        goal: '3. Starting a 1,024-entrant double elimination',
        target: `≤ ${START_GOAL_MS} ms`,
        baseline: '—',
        by: by((f) => ({ figure: `best ${ms(Math.min(...f.startMs))} of ${f.startMs.length}`, pass: Math.min(...f.startMs) <= START_GOAL_MS })),
        skipped: { PostgreSQL: noPostgres },
      },
    );
  });
  if (wants('players')) await guarded('players', async () => {
    detail.push(playersSection(await measurePlayers({ users: Number(process.env.BENCH_PLAYERS ?? 100_000), rpsSeconds: Math.min(SECONDS, 5) })));
  });
  if (wants('search')) await guarded('search', async () => {
    detail.push(searchSection(await measureSearch({ users: Number(process.env.BENCH_PLAYERS ?? 100_000), tournaments: TOURNAMENTS })));
  });
  if (wants('notifications')) await guarded('notifications', async () => {
    detail.push(notificationsSection(await measureNotifications({ followers: Number(process.env.BENCH_FOLLOWERS ?? 10_000), rpsSeconds: Math.min(SECONDS, 5) })));
  });

  if (wants('chat')) await guarded('chat', async () => {
    const chat: ChatFigures = await measureChat({
      sockets: CHAT_SOCKETS,
      messages: Number(process.env.BENCH_CHAT_MESSAGES ?? 20),
      posts: Number(process.env.BENCH_CHAT_POSTS ?? 200),
      audience: Number(process.env.BENCH_CHAT_AUDIENCE ?? 2),
      payloadBytes: GOAL.broadcastBytes,
    });
    detail.push(chatSection(chat));
    const c = chat.clutch;
    goals.push(
      {
        goal: `4. ${c.sockets} sockets on one instance, a ${chat.payloadBytes}-byte room broadcast`,
        target: `p99 ≤ ${DELIVERY_P99_GOAL_MS} ms, no loss`,
        baseline: `p99 ${ms(chat.bare.delivery.p99)} (bare Socket.IO on node:http, same sockets)`,
        by: {
          PGlite: {
            figure: `p99 ${ms(c.delivery.p99)}, ${c.missing} lost, ${c.joined}/${c.sockets} joined`,
            ratio: `${(c.delivery.p99 / chat.bare.delivery.p99).toFixed(1)} ×`,
            pass: c.joined === c.sockets && c.missing === 0 && c.delivery.p99 <= DELIVERY_P99_GOAL_MS,
          },
        },
        skipped: { PostgreSQL: 'the chat bench runs on PGlite in-process' },
      },
    );
    const redisUrl = process.env.REDIS_URL;
    if (process.env.DATABASE_URL && redisUrl) {
      const two = await measureTwoInstances({
        sockets: CHAT_SOCKETS,
        messages: Number(process.env.BENCH_CHAT_MESSAGES ?? 20),
        databaseUrl: process.env.DATABASE_URL,
        redisUrl,
        payloadBytes: GOAL.broadcastBytes,
      });
      detail.push(twoInstancesSection(two));
      const [local] = two.fanOut.byCrowd;
      goals.push({
        goal: `4. A second instance over Redis (${two.sockets} sockets split between two)`,
        target: `≤ ${ADDED_P50_GOAL_MS} ms more p50, no loss`,
        baseline: `p50 ${ms(local!.p50)} on the posting instance`,
        by: {
          PostgreSQL: {
            figure: `+${ms(two.addedP50)} p50 (${ms(two.remoteP50)} vs ${ms(two.localP50)}), ${two.fanOut.missing} lost`,
            pass: two.fanOut.missing === 0 && two.fanOut.joined === two.sockets && two.addedP50 <= ADDED_P50_GOAL_MS,
          },
        },
        skipped: { PGlite: 'two instances share a PostgreSQL database' },
      });
    } else {
      goals.push({
        goal: '4. A second instance over Redis',
        target: `≤ ${ADDED_P50_GOAL_MS} ms more p50`,
        baseline: '—',
        by: {},
        skipped: { any: `needs ${[process.env.DATABASE_URL ? '' : 'DATABASE_URL', redisUrl ? '' : 'REDIS_URL'].filter(Boolean).join(' and ')}` },
      });
    }
  });

  const dist = path.join(ROOT, 'apps/web/dist');
  if (wants('landing')) await guarded('landing', async () => {
    detail.push(landingSizeSection(dist));
    const js = landingInitialJs(dist).gzip;
    goals.push({
      goal: '5. Landing initial JavaScript (gzip)',
      target: `≤ ${LANDING_BUDGET_GZIP / 1024} KB`,
      baseline: '—',
      by: { any: { figure: `${(js / 1024).toFixed(1)} KB`, ratio: `${((js / LANDING_BUDGET_GZIP) * 100).toFixed(0)} % of budget`, pass: js <= LANDING_BUDGET_GZIP } },
    });
  });

  if (wants('lighthouse')) await guarded('lighthouse', async () => {
    const pages = pgliteServer && tournamentId ? [
      { name: 'landing', url: `${pgliteServer.url}/` },
      // The web app's tournament page (apps/web/src/config/paths.ts: paths.app.tournament).
      { name: 'tournament page', url: `${pgliteServer.url}/app/tournaments/${tournamentId}` },
    ] : [];
    if (fs.existsSync(CHROMIUM) && pages.length > 0) {
      detail.push('## Lighthouse (mobile)', '');
      for (const page of pages) {
        const lh = await lighthouseMobile(page.url, CHROMIUM);
        const scripts = scriptsGzip(dist, lh.scripts);
        const scores = Object.entries(lh.scores);
        detail.push(
          `### ${page.name} (${new URL(page.url).pathname})`,
          '',
          scores.map(([k, v]) => `${k} ${v}`).join(' · '),
          `FCP ${Math.round(lh.firstContentfulPaintMs)} ms · LCP ${Math.round(lh.largestContentfulPaintMs)} ms · TBT ${Math.round(lh.totalBlockingTimeMs)} ms · CLS ${lh.cumulativeLayoutShift.toFixed(3)}`,
          `Scripts loaded during the audit: ${scripts.files}, ${(scripts.gzip / 1024).toFixed(1)} KB gzip${scripts.missing.length ? ` (not in the build: ${scripts.missing.join(', ')})` : ''}.`,
          '',
        );
        const low = scores.filter(([, v]) => v < GOAL.lighthouse);
        goals.push(
          {
            goal: `5. Lighthouse mobile, ${page.name}`,
            target: `≥ ${GOAL.lighthouse} ×4`,
            baseline: '—',
            by: { any: { figure: scores.map(([, v]) => v).join(' / ') + ' (perf / a11y / best pr. / SEO)', pass: scores.length === 4 && low.length === 0 } },
          },
          {
            goal: `5. LCP and CLS, ${page.name}`,
            target: `LCP ≤ ${GOAL.lcpMs / 1000} s, CLS ≤ ${GOAL.cls}`,
            baseline: '—',
            by: {
              any: {
                figure: `LCP ${(lh.largestContentfulPaintMs / 1000).toFixed(2)} s, CLS ${lh.cumulativeLayoutShift.toFixed(3)}`,
                pass: lh.largestContentfulPaintMs <= GOAL.lcpMs && lh.cumulativeLayoutShift <= GOAL.cls,
              },
            },
          },
        );
        if (page.name !== 'landing') {
          goals.push({
            goal: `5. ${page.name} JavaScript loaded (gzip, what Lighthouse saw)`,
            target: `≤ ${LANDING_BUDGET_GZIP / 1024} KB`,
            baseline: '—',
            by: { any: { figure: `${(scripts.gzip / 1024).toFixed(1)} KB in ${scripts.files} files`, pass: scripts.gzip <= LANDING_BUDGET_GZIP && scripts.missing.length === 0 } },
          });
        }
      }
    } else detail.push(pages.length > 0 ? `Lighthouse skipped: no Chromium at ${CHROMIUM}.` : 'Lighthouse skipped: it reads the pages of the http section’s server.', '');
  });
  await pgliteServer?.stop();

  if (goals.length > 0) {
    report.push(
      '## Goals (issue #17)',
      '',
      `Same-run baseline: node:http hello-world, ${Math.round(baseline.requestsPerSecond)} req/s at c=${CONNECTIONS} (p99 ${baseline.p99} ms), p95 ${baselineOne.p95} ms one at a time. Figures are noisy on a shared machine; compare ratios.`,
      '',
      goalsTable(goals),
      '',
      ...(failed.length > 0 ? [`Sections that FAILED (their goals are missing above; see below): ${failed.join(', ')}.`, ''] : []),
    );
  }
  report.push(...detail);
  const text = report.join('\n');
  console.log(`\n${text}`);
  const out = path.join(ROOT, 'bench/results');
  fs.mkdirSync(out, { recursive: true });
  // A partial run leaves the full report alone.
  fs.writeFileSync(path.join(out, picked.length > 0 ? `latest-${picked.join('-')}.md` : 'latest.md'), text);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
