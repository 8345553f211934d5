/**
 * `npm run bench`: HTTP load on the tournament list, detail and search endpoints with 10k tournaments, each
 * reported as a ratio of a raw node:http hello-world measured in the same run; on PGlite, and on PostgreSQL
 * too when DATABASE_URL is set. Then the landing page's initial JavaScript (gzip, the i18n runtime in it, the other
 * languages' catalogues out of it: `src/landing-size.ts`) against its budget and
 * Lighthouse's mobile scores, the competition engine in memory (`src/engine.ts`), pairing a round of a 1,024-player Swiss
 * (`src/swiss.ts`) and a free-for-all lobby game's scoring (`src/ffa.ts`), and its start and result
 * entry through the server on PGlite (`src/result-report.ts`), and the Players list's nickname-prefix search and a
 * profile read among 100k players (`src/players.ts`, BENCH_PLAYERS), and a tournament_open fanned out to 10k followers
 * with the unread count (`src/notifications.ts`, BENCH_FOLLOWERS), and a chat message fanned out to 2,000 sockets in
 * one tournament room with the post through the API (`src/chat.ts`, BENCH_CHAT_SOCKETS). Loopback only; every load is
 * bounded in time.
 *
 * `npm run bench -- notifications players` runs only the sections named (see SECTIONS); none named, all of them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { startBaseline } from './lib/baseline-server.ts';
import { ROOT, startClutch, type RunningServer } from './lib/clutch-server.ts';
import { lighthouseMobile } from './lib/lighthouse.ts';
import { load, type LoadResult } from './lib/load.ts';
import { chatSection, measureChat } from './src/chat.ts';
import { engineBench } from './src/engine.ts';
import { swissBench } from './src/swiss.ts';
import { ffaBench } from './src/ffa.ts';
import { landingSizeSection } from './src/landing-size.ts';
import { measureNotifications, notificationsSection } from './src/notifications.ts';
import { measurePlayers, playersSection } from './src/players.ts';
import { measureSearch, searchSection } from './src/search.ts';
import { measureResultReporting, resultReportSection } from './src/result-report.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const TOURNAMENTS = Number(process.env.BENCH_TOURNAMENTS ?? 10_000);
/** POST /matches/:id/result calls measured on a started 1024-entrant double elimination. */
const RESULTS = Number(process.env.BENCH_RESULTS ?? 200);
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

const opts = { seconds: SECONDS, connections: CONNECTIONS };

/** What `npm run bench -- <name>…` may pick; Lighthouse reads the landing of the `http` section's server. */
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

async function endpoints(server: RunningServer, label: string): Promise<LoadResult[]> {
  const page = await fetch(`${server.url}/api/v1/tournaments?pageSize=50&page=3`).then((r) => r.json() as Promise<{ items: { id: string }[] }>);
  const ids = page.items.map((t) => t.id).slice(0, 20);
  if (ids.length === 0) throw new Error('no tournaments to benchmark');
  const u = (p: string) => `${server.url}${p}`;
  return [
    await load(`${label} GET /tournaments (list, 12 per page)`, [1, 2, 3, 10, 50].map((p) => u(`/api/v1/tournaments?fallback=true&page=${p}`)), opts),
    await load(`${label} GET /tournaments/:id`, ids.map((id) => u(`/api/v1/tournaments/${id}`)), opts),
    await load(`${label} GET /search?q=`, ['valo', 'counter', 'rocket', 'masters', 'nova', 'league'].map((q) => u(`/api/v1/search?q=${q}`)), opts),
    await load(`${label} GET /tournaments/search/:text`, ['elite', 'spring cup', 'fortnite'].map((q) => u(`/api/v1/tournaments/search/${encodeURIComponent(q)}`)), opts),
  ];
}

async function main() {
  const report: string[] = [`# Clutch benchmarks (${new Date().toISOString()})`, ''];
  if (picked.length > 0) report.push(`Sections: ${picked.join(', ')}.`, '');

  // In memory and CPU-bound: measured before any server starts.
  const engine = wants('engine') ? await engineBench() : [];
  const swiss = wants('swiss') ? swissBench() : [];
  const ffa = wants('ffa') ? await ffaBench() : [];

  const baselineServer = await startBaseline();
  const baseline = await load('baseline: node:http hello-world', [baselineServer.url], opts);
  await baselineServer.close();

  let landingUrl: string | undefined;
  let pgliteServer: RunningServer | undefined;
  if (wants('http')) {
    report.push(`${SECONDS} s per endpoint, ${CONNECTIONS} connections, ${TOURNAMENTS} extra tournaments.`, '');
    const targets: { label: string; databaseUrl?: string }[] = [{ label: 'PGlite' }];
    if (process.env.DATABASE_URL) targets.push({ label: 'PostgreSQL', databaseUrl: process.env.DATABASE_URL });
    const rows: LoadResult[] = [];
    for (const target of targets) {
      const server = await startClutch({ databaseUrl: target.databaseUrl, tournaments: TOURNAMENTS });
      rows.push(...(await endpoints(server, target.label)));
      if (!pgliteServer) {
        pgliteServer = server;
        landingUrl = `${server.url}/`;
      } else await server.stop();
    }
    report.push('## HTTP', '', table(baseline, rows), '');
  }
  report.push(...engine);
  report.push(...swiss);
  report.push(...ffa);
  if (wants('results')) report.push(resultReportSection(await measureResultReporting({ results: RESULTS }), baseline.requestsPerSecond));
  if (wants('players')) report.push(playersSection(await measurePlayers({ users: Number(process.env.BENCH_PLAYERS ?? 100_000), rpsSeconds: Math.min(SECONDS, 5) })));
  if (wants('search')) report.push(searchSection(await measureSearch({ users: Number(process.env.BENCH_PLAYERS ?? 100_000), tournaments: TOURNAMENTS })));
  if (wants('notifications')) {
    report.push(notificationsSection(await measureNotifications({ followers: Number(process.env.BENCH_FOLLOWERS ?? 10_000), rpsSeconds: Math.min(SECONDS, 5) })));
  }

  if (wants('chat')) {
    report.push(
      chatSection(
        await measureChat({
          sockets: Number(process.env.BENCH_CHAT_SOCKETS ?? 2000),
          messages: Number(process.env.BENCH_CHAT_MESSAGES ?? 20),
          posts: Number(process.env.BENCH_CHAT_POSTS ?? 200),
          audience: Number(process.env.BENCH_CHAT_AUDIENCE ?? 2),
        }),
      ),
    );
  }

  if (wants('landing')) report.push(landingSizeSection(path.join(ROOT, 'apps/web/dist')));

  if (wants('lighthouse')) {
    if (fs.existsSync(CHROMIUM) && landingUrl) {
      const lh = await lighthouseMobile(landingUrl, CHROMIUM);
      report.push(
        '## Lighthouse (mobile) on the landing page',
        '',
        Object.entries(lh.scores).map(([k, v]) => `${k} ${v}`).join(' · '),
        `FCP ${Math.round(lh.firstContentfulPaintMs)} ms · LCP ${Math.round(lh.largestContentfulPaintMs)} ms · TBT ${Math.round(lh.totalBlockingTimeMs)} ms`,
        '',
      );
    } else report.push(landingUrl ? `Lighthouse skipped: no Chromium at ${CHROMIUM}.` : 'Lighthouse skipped: it reads the landing of the http section’s server.', '');
  }
  await pgliteServer?.stop();

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
