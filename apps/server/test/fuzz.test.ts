import { isErrorCode } from '@clutch/contract/errors';
import fc from 'fast-check';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { games, users } from '../src/db/schema/index.ts';
import { login, signedInUser } from './account-helpers.ts';
import { insertMatch, insertRegisteredTeam, insertTournament, syncGames } from './competition-fixtures.ts';
import { exampleBodies } from './fuzz-examples.ts';
import { operationsOf, requestArbitrary, resolveRefs, type FuzzRequest, type Operation, type Pool } from './fuzz-openapi.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * Property-based fuzzing of every operation in the OpenAPI document (issue 10 item 11), signed in and not:
 * no 5xx, no hang, every 4xx a `{ message, code }` JSON body whose code is one of the contract's, and the health
 * checks green afterwards. `npm test` sends FUZZ_RUNS=5000 requests, `npm run fuzz` 50,000. The seed is printed;
 * the same FUZZ_SEED sends the same requests in the same order.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 5000);
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_510);
const REQUEST_TIMEOUT_MS = 10_000;
const ERROR_KEYS = new Set(['message', 'code', 'fields']);

let t: TestApp;
let ops: Operation[];
const pools = {} as Record<Pool, string>;
let account: { nickName: string; password: string };
let webDist: string | undefined;

afterAll(() => {
  if (webDist) fs.rmSync(webDist, { recursive: true, force: true });
});

async function signIn() {
  const { token } = await login(t, account.nickName, account.password).catch(async () => {
    // The fuzzer deleted the account (it may): carry on as a fresh one.
    const fresh = await signedInUser(t, 'fuzzer');
    account = fresh;
    pools.user = fresh.user.id;
    return fresh;
  });
  pools.token = token;
}

beforeAll(async () => {
  // A built web client, as deployed: paths no route takes fall through to its index.html.
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'clutch-fuzz-web-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Clutch</title>');
  t = await createTestApp({ env: { RATE_LIMIT_MAX: '10000000', RATE_LIMIT_AUTH_MAX: '10000000', WEB_DIST_DIR: webDist } });
  await syncGames(t);
  const [game] = await t.app.ctx.db.select({ id: games.id, slug: games.slug }).from(games).orderBy(games.slug).limit(1);
  const organizer = await signedInUser(t, 'fuzzer');
  const rival = await signedInUser(t, 'rival');
  account = organizer;
  await t.app.ctx.db.update(users).set({ roles: ['USER', 'ORGANIZER'] }).where(eq(users.id, organizer.user.id));
  const open = await insertTournament(t, { organizerId: organizer.user.id, gameId: game!.id });
  const live = await insertTournament(t, { organizerId: organizer.user.id, gameId: game!.id, status: 'IN_PROGRESS' }, { regEnd: -2, start: -1, end: 5 });
  const { team, registration } = await insertRegisteredTeam(t, { tournamentId: open.id, captainId: rival.user.id, name: 'Rival Five', requestStatus: 'PENDING' });
  const home = await insertRegisteredTeam(t, { tournamentId: live.id, captainId: organizer.user.id, name: 'Home Side' });
  const away = await insertRegisteredTeam(t, { tournamentId: live.id, captainId: rival.user.id, name: 'Away Side' });
  const match = await insertMatch(t, { tournamentId: live.id, home: home.registration.id, away: away.registration.id, status: 'IN_PROGRESS' });
  const target = await t.app.inject({ method: 'POST', url: '/api/v1/targets', headers: organizer.auth, payload: { title: 'Followers', targetValue: 100, unit: 'followers' } });
  expect(target.statusCode, target.body).toBe(201);
  Object.assign(pools, {
    user: organizer.user.id,
    otherUser: rival.user.id,
    game: game!.id,
    gameSlug: game!.slug,
    tournament: open.id,
    liveTournament: live.id,
    team: team.id,
    registration: registration.id,
    match: match.id,
    target: target.json<{ id: string }>().id,
    token: organizer.token,
  } satisfies Record<Pool, string>);
  ops = operationsOf(t.app.swagger() as Parameters<typeof operationsOf>[0]);
}, 120_000);

function authHeaders(auth: FuzzRequest['auth']): Record<string, string> {
  const cookieName = t.config.session.cookieName;
  switch (auth) {
    case 'bearer':
      return { authorization: `Bearer ${pools.token}` };
    case 'cookie':
      return { cookie: `${cookieName}=${pools.token}` };
    case 'junkBearer':
      return { authorization: `Bearer ${'x'.repeat(64)}` };
    case 'junkCookie':
      return { cookie: `${cookieName}=%00%zz; ${cookieName}=; =;;junk` };
    case 'junkAuthorization':
      return { authorization: 'Basic Og==' };
    case 'none':
      return {};
  }
}

function resolvePayload(payload: string | Buffer | undefined) {
  if (payload === undefined) return undefined;
  if (typeof payload === 'string') return resolveRefs(payload, pools);
  // Markers and ids are ASCII, so a latin1 round trip leaves every other byte as it was.
  return Buffer.from(resolveRefs(payload.toString('latin1'), pools), 'latin1');
}

interface Violation {
  run: number;
  request: string;
  problem: string;
}

function describeRequest(req: FuzzRequest) {
  const payload = req.payload === undefined ? '' : ` ${JSON.stringify(String(req.payload).slice(0, 300))}${String(req.payload).length > 300 ? '…' : ''}`;
  return `${req.method} ${resolveRefs(req.url, pools).slice(0, 300)} auth=${req.auth} headers=${JSON.stringify(req.headers).slice(0, 200)}${payload}`;
}

/** What is wrong with the answer, or null. */
function problemWith(status: number, contentType: string | undefined, body: string): string | null {
  if (status >= 500) return `answered ${status}: ${body.slice(0, 200)}`;
  if (status < 400) return null;
  if (!contentType?.startsWith('application/json')) return `answered ${status} as ${contentType ?? 'no content type'}: ${body.slice(0, 200)}`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return `answered ${status} with a body that is not JSON: ${body.slice(0, 200)}`;
  }
  const error = parsed as Record<string, unknown>;
  const wellFormed =
    error !== null &&
    typeof error === 'object' &&
    typeof error.message === 'string' &&
    isErrorCode(error.code) &&
    Object.keys(error).every((k) => ERROR_KEYS.has(k));
  return wellFormed ? null : `answered ${status} with a body that is not { message, code } with a contract code: ${body.slice(0, 200)}`;
}

describe('fuzzing every operation of the OpenAPI document', () => {
  it(`sends ${RUNS} generated requests: no 5xx, no hang, every 4xx is { message, code }, health green after`, async () => {
    console.warn(`fuzz: seed ${SEED}, ${RUNS} requests over ${ops.length} operations (replay: FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS})`);
    const started = performance.now();
    const violations: Violation[] = [];
    const statuses = new Map<number, number>();
    const answered = new Map<number, Map<number, number>>();
    const spent = new Map<number, number>();
    let run = 0;
    let hangs = 0;
    let fiveHundreds = 0;

    await fc.assert(
      fc.asyncProperty(requestArbitrary(ops, exampleBodies(Date.now())), async (req) => {
        run += 1;
        const began = performance.now();
        const sessionHeaders = authHeaders(req.auth);
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise<'hang'>((resolve) => (timer = setTimeout(() => resolve('hang'), REQUEST_TIMEOUT_MS)));
        try {
          const res = await Promise.race([
            t.app.inject({
              method: req.method as 'GET',
              url: resolveRefs(req.url, pools),
              headers: { ...req.headers, ...sessionHeaders },
              ...(req.payload === undefined ? {} : { payload: resolvePayload(req.payload) }),
            }),
            timeout,
          ]);
          if (res === 'hang') {
            hangs += 1;
            violations.push({ run, request: describeRequest(req), problem: `no answer within ${REQUEST_TIMEOUT_MS} ms` });
            return;
          }
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          const byOp = answered.get(req.op) ?? new Map<number, number>();
          byOp.set(res.statusCode, (byOp.get(res.statusCode) ?? 0) + 1);
          answered.set(req.op, byOp);
          if (res.statusCode >= 500) fiveHundreds += 1;
          // A HEAD answer has the headers of the GET and no body by definition.
          const problem = req.method === 'HEAD' ? (res.statusCode >= 500 ? `answered ${res.statusCode}` : null) : problemWith(res.statusCode, res.headers['content-type'] as string | undefined, res.body);
          if (problem) violations.push({ run, request: describeRequest(req), problem });
          // The fuzzer may sign its own session out (logout, a password change): sign back in to keep covering.
          if (res.statusCode === 401 && (req.auth === 'bearer' || req.auth === 'cookie')) {
            const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { authorization: `Bearer ${pools.token}` } });
            if (me.statusCode === 401) await signIn();
          }
        } catch (err) {
          violations.push({ run, request: describeRequest(req), problem: `inject threw ${String(err)}` });
        } finally {
          clearTimeout(timer);
          spent.set(req.op, (spent.get(req.op) ?? 0) + performance.now() - began);
        }
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );

    const seconds = (performance.now() - started) / 1000;
    const histogram = [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}:${n}`).join(' ');
    console.warn(`fuzz: ${run} requests in ${seconds.toFixed(1)} s, ${fiveHundreds} 5xx, ${hangs} hangs, ${violations.length} violations; statuses ${histogram}`);
    if (process.env.FUZZ_VERBOSE) {
      for (const [op, byStatus] of [...answered].sort(([a], [b]) => a - b)) {
        console.warn(`fuzz: ${ops[op]!.method} ${ops[op]!.path} ${Math.round(spent.get(op) ?? 0)} ms ${[...byStatus].sort(([a], [b]) => a - b).map(([s, n]) => `${s}:${n}`).join(' ')}`);
      }
    }
    for (const v of violations.slice(0, 40)) console.warn(`fuzz violation #${v.run}: ${v.problem}\n  ${v.request}`);

    for (const path of ['/healthz', '/readyz']) {
      const res = await t.app.inject({ method: 'GET', url: path });
      expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
    }
    expect(run).toBe(RUNS);
    expect(violations.map((v) => `#${v.run} ${v.problem} ← ${v.request}`)).toEqual([]);
  }, 60_000 + RUNS * 100);
});
