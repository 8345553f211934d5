/**
 * Item 14 (competition): how long starting a 1024-entrant double elimination takes through the lifecycle
 * service (engine structure, state and every match written in one transaction) on PGlite, and the latency of
 * POST /matches/:id/result on that bracket over loopback HTTP. Runs in-process on a fresh temporary PGlite.
 *
 * `npm run bench` prints it with the other figures; alone: `npx tsx bench/src/result-report.ts`.
 */
import { sql } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import type { App } from '../../apps/server/src/app.ts';
import { games, teamRegistrations, teams, tournaments, users } from '../../apps/server/src/db/schema/index.ts';
import { createLifecycleService } from '../../apps/server/src/modules/competition/lifecycle.service.ts';
import { syncCatalogue } from '../../apps/server/src/platform/games-catalogue/sync-catalogue.ts';
import { startBenchApp } from '../lib/bench-app.ts';

export const START_GOAL_MS = 300;
const ENTRANTS = 1024;

export interface ResultReportFigures {
  entrants: number;
  matchesCreated: number;
  /** Each start of a fresh 1024-entrant double elimination, in ms (the first warms the engine up). */
  startMs: number[];
  /** Sequential POST /matches/:id/result on the started bracket. */
  results: { count: number; requestsPerSecond: number; p50: number; p95: number; p99: number; non2xx: number; cpuMsPerResult: number };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const round1 = (n: number) => Math.round(n * 10) / 10;

/** An organizer, a DOUBLE_ELIMINATION KNOCKOUT open for registration, and `ENTRANTS` accepted one-player teams. */
async function tournamentOfEntrants(app: App, organizerId: string, label: string) {
  const db = app.ctx.db;
  const [game] = await db.select({ id: games.id }).from(games).limit(1);
  const now = Date.now();
  const [tournament] = await db
    .insert(tournaments)
    .values({
      organizerId,
      gameId: game!.id,
      name: `Bench Double Elimination ${label}`,
      status: 'OPEN_FOR_REGISTRATION',
      category: 'Open',
      level: 'Professional',
      format: 'KNOCKOUT',
      bracketType: 'DOUBLE_ELIMINATION',
      minTeams: 2,
      maxTeams: ENTRANTS,
      registrationStartAt: new Date(now - 86_400_000),
      registrationEndAt: new Date(now + 3_600_000),
      startAt: new Date(now + 7_200_000),
      endAt: new Date(now + 7 * 86_400_000),
    })
    .returning({ id: tournaments.id });
  const captains = await db
    .insert(users)
    .values(Array.from({ length: ENTRANTS }, (_, i) => ({ nickName: `b${label}_${i}`, email: `bench-${label}-${i}@example.com`, userVerified: true })))
    .returning({ id: users.id });
  const made = await db
    .insert(teams)
    .values(captains.map((c, i) => ({ name: `Bench ${label} ${i}`, captainId: c.id, tournamentId: tournament!.id })))
    .returning({ id: teams.id });
  await db.insert(teamRegistrations).values(
    made.map((team, i) => ({ teamId: team.id, tournamentId: tournament!.id, requestStatus: 'ACCEPTED', createdAt: new Date(now - (ENTRANTS - i) * 1000) })),
  );
  return tournament!.id;
}

/** Called around the timed parts (the statement profile, `result-report-statements.ts`, records between them). */
export interface MeasureHooks {
  beforeStart?: () => void;
  afterStart?: () => void;
  beforeResults?: () => void;
  afterResults?: () => void;
}

export async function measureResultReporting(opts: { starts?: number; results?: number; databaseUrl?: string; hooks?: MeasureHooks } = {}): Promise<ResultReportFigures> {
  const starts = opts.starts ?? 3;
  const resultCount = opts.results ?? 100;
  const { app, close } = await startBenchApp('results', { databaseUrl: opts.databaseUrl });
  try {
    await app.ready();
    await syncCatalogue(app.ctx.db, app.log);
    const [organizer] = await app.ctx.db.insert(users).values({ nickName: 'bench_organizer', email: 'bench-organizer@example.com', userVerified: true }).returning();
    const lifecycle = createLifecycleService(app.ctx);

    const startMs: number[] = [];
    let tournamentId = '';
    let matchesCreated = 0;
    for (let i = 0; i < starts; i += 1) {
      tournamentId = await tournamentOfEntrants(app, organizer!.id, String(i));
      await app.ctx.db.execute(sql`ANALYZE`);
      opts.hooks?.beforeStart?.();
      const began = performance.now();
      const started = await lifecycle.start(organizer!.id, tournamentId);
      startMs.push(round1(performance.now() - began));
      opts.hooks?.afterStart?.();
      matchesCreated = started.matchesCreated ?? 0;
    }

    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/v1`;
    const { token } = await app.ctx.sessions.open(organizer!.id, { clientType: 'api' });
    const headers = { authorization: `Bearer ${token}`, 'x-client-type': 'api', 'content-type': 'application/json' };
    const list = (await (await fetch(`${base}/matches/tournament/${tournamentId}`)).json()) as { id: string; status: string; bye: boolean; results: { teamRegistrationId: string | null }[] }[];
    const ready = list.filter((m) => m.status !== 'FINISHED' && !m.bye && m.results.every((r) => r.teamRegistrationId !== null)).slice(0, resultCount);

    const latencies: number[] = [];
    let non2xx = 0;
    const began = performance.now();
    // CPU of this process (server and client) per result: steadier than wall time on a shared machine.
    opts.hooks?.beforeResults?.();
    const cpuBefore = process.cpuUsage();
    for (const m of ready) {
      const sent = performance.now();
      const res = await fetch(`${base}/matches/${m.id}/result`, { method: 'POST', headers, body: JSON.stringify({ homeScore: 2, awayScore: 1 }) });
      await res.arrayBuffer();
      latencies.push(performance.now() - sent);
      if (!res.ok) non2xx += 1;
    }
    const elapsed = performance.now() - began;
    const cpu = process.cpuUsage(cpuBefore);
    opts.hooks?.afterResults?.();
    const sorted = [...latencies].sort((a, b) => a - b);
    return {
      entrants: ENTRANTS,
      matchesCreated,
      startMs,
      results: {
        count: latencies.length,
        requestsPerSecond: latencies.length / (elapsed / 1000),
        p50: round1(percentile(sorted, 50)),
        p95: round1(percentile(sorted, 95)),
        p99: round1(percentile(sorted, 99)),
        non2xx,
        cpuMsPerResult: round1((cpu.user + cpu.system) / 1000 / Math.max(1, latencies.length)),
      },
    };
  } finally {
    await close();
  }
}

/** The report section, with req/s as a ratio of the same run's hello-world (`baselineRps`). */
export function resultReportSection(f: ResultReportFigures, baselineRps: number): string {
  const best = Math.min(...f.startMs);
  return [
    '## Competition: start and results (PGlite, in-process)',
    '',
    `Start of a ${f.entrants}-entrant double elimination (${f.matchesCreated} matches, engine state and every match in one transaction): ` +
      `${f.startMs.map((ms) => `${ms} ms`).join(', ')}; best ${best} ms, goal ≤ ${START_GOAL_MS} ms: ${best <= START_GOAL_MS ? 'met' : 'NOT met'}.`,
    '',
    '| endpoint | results | req/s | × baseline | p50 ms | p95 ms | p99 ms | non-2xx | CPU ms / result |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    `| POST /matches/:id/result (1024 double elimination, one at a time) | ${f.results.count} | ${Math.round(f.results.requestsPerSecond)} | ${(f.results.requestsPerSecond / baselineRps).toFixed(4)} | ${f.results.p50} | ${f.results.p95} | ${f.results.p99} | ${f.results.non2xx} | ${f.results.cpuMsPerResult} |`,
    '',
  ].join('\n');
}
