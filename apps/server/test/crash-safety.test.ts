import type { Match } from '@clutch/contract/competition';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { connectDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { ledgerEntries, matches, matchReports, matchSlots, payments } from '../src/db/schema/index.ts';
import { listMatches } from '../src/domain/competition/engine.ts';
import { loadConfig } from '../src/config.ts';
import { loadCompetitionState } from '../src/modules/competition/competition.repository.ts';
import { signPayload } from '../src/platform/payments/webhook-signature.ts';
import { startedTournament } from './competition-play.ts';
import { freshDatabase } from './database-template.ts';
import { quickUser, type QuickUser } from './team-helpers.ts';
import type { TestApp } from './test-app.ts';

/**
 * Issue 10, item 13: the real server process (as `npm start` runs it) is SIGKILLed again and again while a
 * client posts organizer results, captains' reports and sandbox webhook deliveries. After the last restart
 * every write the server acknowledged with a 2xx is there, no result is half-applied (the engine's state, the
 * match rows and their slots agree), and no payment is counted twice (one DEPOSIT ledger row per payment).
 * On PGlite (DATA_DIR) always, on PostgreSQL when TEST_DATABASE_URL is set.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const SECRET = 'whsec_crash_safety_test_secret';
const KILL_CYCLES = 3;
const DEPOSITS = 10;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function testConfig(dataDir: string) {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://127.0.0.1:3000',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: '/nonexistent-web-dist',
    SANDBOX_WEBHOOK_SECRET: SECRET,
  });
}

async function asTestApp(database: DatabaseHandle, dataDir: string): Promise<TestApp> {
  const config = testConfig(dataDir);
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  return { app, config, outbox: async () => [], close: () => app.close() };
}

interface World {
  organizer: QuickUser;
  tournamentIds: string[];
  captains: Map<string, QuickUser>;
  deposits: { paymentId: string; sessionId: string; userId: string }[];
}

/** Two started single-elimination tournaments of 8 teams, and open deposit checkouts, made in-process. */
async function buildWorld(t: TestApp): Promise<World> {
  const organizer = await quickUser(t, 'org');
  const captains = new Map<string, QuickUser>();
  const tournamentIds: string[] = [];
  for (let i = 0; i < 2; i++) {
    const { tournament, entries } = await startedTournament(t, organizer, 8);
    tournamentIds.push(tournament.id);
    for (const e of entries) captains.set(e.registrationId, e.captain);
  }
  const deposits: World['deposits'] = [];
  for (let i = 0; i < DEPOSITS; i++) {
    const payer = await quickUser(t, 'payer');
    const checkout = await t.app.ctx.payments.deposit(payer.user, 1000 + i, 'USD', 'hosted');
    deposits.push({ paymentId: checkout.paymentId, sessionId: checkout.sessionId, userId: payer.user.id });
  }
  return { organizer, tournamentIds, captains, deposits };
}

/** The real server on `port`; its output goes to `logFile`. */
function spawnServer(env: NodeJS.ProcessEnv, logFile: string): ChildProcess {
  const log = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], { cwd: ROOT, env, stdio: ['ignore', log, log] });
  fs.closeSync(log);
  return child;
}

async function waitReady(url: string, child: ChildProcess, logFile: string) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${fs.readFileSync(logFile, 'utf8').slice(-3000)}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`the server was not ready in time:\n${fs.readFileSync(logFile, 'utf8').slice(-3000)}`);
}

function killHard(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

interface Acknowledged {
  results: { matchId: string; homeScore: number; awayScore: number }[];
  reports: string[];
  webhooks: { paymentId: string; eventId: string }[];
  /** 2xx answers of each kind, and requests cut by a kill. */
  counts: { results: number; reports: number; webhooks: number; cut: number; refused: number };
}

/** Posts writes until `stop()`; only 2xx answers count as acknowledged. Requests cut by a kill are not. */
function clientLoop(url: () => string, world: World) {
  const acked: Acknowledged = { results: [], reports: [], webhooks: [], counts: { results: 0, reports: 0, webhooks: 0, cut: 0, refused: 0 } };
  let running = true;
  let delivery = 0;
  const headers = (who: QuickUser) => ({ ...who.auth, 'content-type': 'application/json' });
  const post = async (pathname: string, who: QuickUser | null, body: unknown, extra: Record<string, string> = {}) => {
    try {
      const res = await fetch(`${url()}${pathname}`, {
        method: 'POST',
        headers: { ...(who ? headers(who) : { 'x-client-type': 'web', 'content-type': 'application/json' }), ...extra },
        body: typeof body === 'string' ? body : JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      });
      const text = await res.text();
      if (res.status >= 500) throw new Error(`${pathname} answered ${res.status}: ${text}`);
      if (res.status >= 300) acked.counts.refused++;
      return { status: res.status, json: () => JSON.parse(text) as unknown };
    } catch (err) {
      if (err instanceof Error && err.message.includes('answered 5')) throw err;
      acked.counts.cut++;
      await sleep(100); // down (being killed or restarting): do not spin
      return null;
    }
  };
  const matchesOf = async (tournamentId: string): Promise<Match[] | null> => {
    try {
      const res = await fetch(`${url()}/api/v1/matches/tournament/${tournamentId}`, { signal: AbortSignal.timeout(10_000) });
      return res.ok ? ((await res.json()) as Match[]) : null;
    } catch {
      await sleep(100);
      return null;
    }
  };

  async function playResults() {
    while (running) {
      for (const tournamentId of world.tournamentIds) {
        const list = await matchesOf(tournamentId);
        if (!list) {
          await sleep(50);
          continue;
        }
        const playable = list.filter((m) => m.status !== 'FINISHED' && !m.bye && m.results.length === 2 && m.results.every((r) => r.teamRegistrationId));
        for (const m of playable) {
          if (!running) return;
          const home = world.captains.get(m.results.find((r) => r.slot === 1)?.teamRegistrationId ?? '');
          const score = { homeScore: 2 + (delivery % 3), awayScore: delivery % 2 };
          delivery++;
          // A captain's report first (acknowledged 201 or refused as already reported), then the organizer decides.
          if (home) {
            const report = await post(`/api/v1/matches/${m.id}/reports`, home, score);
            if (report?.status === 201) {
              acked.reports.push((report.json() as { id: string }).id);
              acked.counts.reports++;
            }
          }
          const result = await post(`/api/v1/matches/${m.id}/result`, world.organizer, score);
          if (result?.status === 200) {
            acked.results.push({ matchId: m.id, ...score });
            acked.counts.results++;
          }
        }
      }
      await sleep(10);
    }
  }

  async function deliverWebhooks() {
    let round = 0;
    while (running) {
      for (const d of world.deposits) {
        if (!running) return;
        // Each payment's completion arrives several times, as new events and as redeliveries of one event.
        const eventId = `evt_crash_${d.paymentId}_${round % 2}`;
        const payload = JSON.stringify({
          id: eventId,
          object: 'event',
          type: 'checkout.session.completed',
          data: { object: { id: d.sessionId, object: 'checkout.session', payment_status: 'paid', payment_intent: `pi_crash_${d.paymentId}`, metadata: { paymentId: d.paymentId } } },
        });
        const signature = signPayload(payload, SECRET, Math.floor(Date.now() / 1000));
        const res = await post('/api/v1/payments/sandbox/webhook', null, payload, { 'stripe-signature': signature });
        if (res?.status === 200) {
          acked.webhooks.push({ paymentId: d.paymentId, eventId });
          acked.counts.webhooks++;
        }
      }
      round++;
      await sleep(5);
    }
  }

  const done = Promise.all([playResults(), deliverWebhooks()]);
  return {
    acked,
    async stop() {
      running = false;
      await done;
    },
  };
}

/** What must hold after the last restart. */
async function verify(db: DatabaseHandle['db'], world: World, acked: Acknowledged) {
  // Every acknowledged result is there, as acknowledged.
  for (const r of acked.results) {
    const slots = await db.select().from(matchSlots).where(eq(matchSlots.matchId, r.matchId)).orderBy(matchSlots.slot);
    const [row] = await db.select().from(matches).where(eq(matches.id, r.matchId));
    expect(row?.status, `match ${r.matchId}`).toBe('FINISHED');
    expect(slots.map((s) => s.score)).toEqual([r.homeScore, r.awayScore]);
  }
  // Every acknowledged report is there.
  if (acked.reports.length > 0) {
    const found = await db.select({ id: matchReports.id }).from(matchReports).where(inArray(matchReports.id, acked.reports));
    expect(found).toHaveLength(new Set(acked.reports).size);
  }
  // No half-applied result: the engine's state and the match rows tell the same story.
  for (const tournamentId of world.tournamentIds) {
    const state = await loadCompetitionState(db, tournamentId);
    expect(state).not.toBeNull();
    const rows = await db.select().from(matches).where(eq(matches.tournamentId, tournamentId));
    const slots = await db
      .select()
      .from(matchSlots)
      .where(inArray(matchSlots.matchId, rows.map((r) => r.id)));
    for (const m of listMatches(state!)) {
      const row = rows.find((r) => r.engineId === m.engineId);
      expect(row, `engine match ${m.engineId}`).toBeDefined();
      expect(row!.status === 'FINISHED', `engine match ${m.engineId} finished in both`).toBe(m.status === 'FINISHED');
      const mine = slots.filter((s) => s.matchId === row!.id).sort((a, b) => a.slot - b.slot);
      expect(mine.map((s) => [s.teamRegistrationId, s.score])).toEqual(m.sides.map((s) => [s.entrantId, s.score]));
    }
  }
  // No payment counted twice: one DEPOSIT ledger row per completed payment, and every acknowledged one completed.
  const ids = world.deposits.map((d) => d.paymentId);
  const rows = await db.select().from(payments).where(inArray(payments.id, ids));
  const ledger = await db
    .select({ paymentId: ledgerEntries.paymentId, n: sql<number>`count(*)::int`, cents: sql<number>`sum(${ledgerEntries.amountCents})::int` })
    .from(ledgerEntries)
    .where(and(inArray(ledgerEntries.paymentId, ids), eq(ledgerEntries.kind, 'DEPOSIT')))
    .groupBy(ledgerEntries.paymentId);
  for (const p of rows) {
    const entry = ledger.find((l) => l.paymentId === p.id);
    if (p.status === 'COMPLETED') expect(entry, `payment ${p.id}`).toMatchObject({ n: 1, cents: p.amountCents });
    else expect(entry, `payment ${p.id} (${p.status})`).toBeUndefined();
  }
  for (const w of acked.webhooks) expect(rows.find((p) => p.id === w.paymentId)?.status, `acknowledged delivery ${w.eventId}`).toBe('COMPLETED');
}

async function crashLoop(opts: { kind: 'pglite' | 'postgres'; open: () => Promise<DatabaseHandle>; serverEnv: Record<string, string>; dataDir: string }) {
  const setup = await opts.open();
  if (opts.kind === 'pglite') await setup.migrate();
  const t = await asTestApp(setup, opts.dataDir);
  const world = await buildWorld(t);
  await t.close();
  if (opts.kind === 'pglite') await setup.close();

  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const logFile = path.join(opts.dataDir, 'server.log');
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'WEB_DIST_DIR', 'TEST_DATABASE_URL']) delete env[name];
  Object.assign(env, {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: url,
    DATA_DIR: opts.dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '1000000',
    RATE_LIMIT_AUTH_MAX: '100000',
    SANDBOX_WEBHOOK_SECRET: SECRET,
    ...opts.serverEnv,
  });

  let child = spawnServer(env, logFile);
  await waitReady(url, child, logFile);
  const loop = clientLoop(() => url, world);
  const bootMs: number[] = [];
  for (let cycle = 0; cycle < KILL_CYCLES; cycle++) {
    await sleep(2_500 + Math.floor(Math.random() * 2_000));
    await killHard(child);
    const started = performance.now();
    child = spawnServer(env, logFile);
    await waitReady(url, child, logFile);
    bootMs.push(Math.round(performance.now() - started));
  }
  await sleep(500);
  await killHard(child);
  await loop.stop();

  const after = await opts.open();
  try {
    await verify(after.db, world, loop.acked);
  } finally {
    if (opts.kind === 'pglite') await after.close();
  }
  return { counts: loop.acked.counts, bootMs };
}

describe('crash safety: SIGKILL in a loop of writes', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  });

  it('on PGlite (DATA_DIR): every acknowledged write survives, nothing half-applied, nothing counted twice', { timeout: 240_000 }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clutch-crash-'));
    dirs.push(dataDir);
    const { counts, bootMs } = await crashLoop({ kind: 'pglite', dataDir, serverEnv: {}, open: () => connectDatabase({ dataDir }) });
    process.stdout.write(`crash safety (PGlite): ${JSON.stringify({ killCycles: KILL_CYCLES, ...counts, restartToReadyMs: bootMs })}\n`);
    expect(counts.results + counts.webhooks).toBeGreaterThan(0);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('on PostgreSQL: the same', { timeout: 240_000 }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clutch-crash-pg-'));
    dirs.push(dataDir);
    const fresh = await freshDatabase();
    try {
      const name = ((await fresh.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] }).rows[0]!.name;
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${name}`;
      const { counts, bootMs } = await crashLoop({
        kind: 'postgres',
        dataDir,
        serverEnv: { DATABASE_URL: url.toString() },
        open: async () => fresh,
      });
      process.stdout.write(`crash safety (PostgreSQL): ${JSON.stringify({ killCycles: KILL_CYCLES, ...counts, restartToReadyMs: bootMs })}\n`);
      expect(counts.results + counts.webhooks).toBeGreaterThan(0);
    } finally {
      await fresh.close();
    }
  });
});

