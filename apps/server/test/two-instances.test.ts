import type { BalanceResponse, CheckoutResponse } from '@clutch/contract/payments';
import type { ServerToClientEvents } from '@clutch/contract/realtime';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { matchReports } from '../src/db/schema/index.ts';
import { createReportSweep } from '../src/modules/competition/report-sweep.ts';
import { MINUTE, ROOMY_LIMITS, signedInUser, testClock } from './account-helpers.ts';
import { competitionApi, startedTournament } from './competition-play.ts';
import { freshSharedDatabase, testDatabaseUrl } from './database-template.ts';
import { connectedSocket, listen, nextEvent, readiness, uniquePrefix, until, type ClientSocket } from './instance-helpers.ts';
import { quickUser, type QuickUser } from './team-helpers.ts';
import { createTestApp, type TestApp } from './test-app.ts';

const redisUrl = process.env.REDIS_URL;
const enabled = Boolean(testDatabaseUrl() && redisUrl);

/**
 * Two instances as a deployment runs them: one PostgreSQL database (a pool each), one Redis, each on its own
 * port, with a key prefix of their own so other suites on the same Redis do not count or hear anything here.
 */
async function instancePair(extraEnv: Record<string, string> = {}) {
  const clock = testClock();
  const { primary, connect } = await freshSharedDatabase();
  const secondary = connect();
  const env = { REDIS_URL: redisUrl!, REDIS_KEY_PREFIX: uniquePrefix(), ...ROOMY_LIMITS, ...extraEnv };
  const a = await createTestApp({ env, database: primary, deps: { now: clock.now } });
  const b = await createTestApp({ env, database: secondary, deps: { now: clock.now } });
  afterAll(async () => {
    await Promise.all([a.close(), b.close()]);
    await secondary.close();
    await primary.close();
  });
  const [urlA, urlB] = [await listen(a.app), await listen(b.app)];
  await until('both instances connected to Redis', async () =>
    (await Promise.all([readiness(a.app), readiness(b.app)])).every((r) => r.body.status === 'ok'),
  );
  return { a, b, urlA, urlB, clock };
}

/** Every event a socket receives, in order. */
function recordEvents(socket: ClientSocket) {
  const events: { event: keyof ServerToClientEvents; payload: Record<string, unknown> }[] = [];
  socket.onAny((event: keyof ServerToClientEvents, payload: Record<string, unknown>) => events.push({ event, payload }));
  return events;
}

describe.skipIf(!enabled)('two instances on one PostgreSQL and Redis (TEST_DATABASE_URL, REDIS_URL)', async () => {
  // A skipped suite is still collected: build nothing then.
  if (!enabled) return;
  const { a, b, urlB, clock } = await instancePair();

  it('honours on B a session opened on A, and the logout on A', async () => {
    const user = await signedInUser(a, 'both');
    const me = await b.app.inject({ url: '/api/v1/auth/me', headers: user.auth });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json()).toMatchObject({ user: { id: user.user.id } });
    const logout = await a.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: user.auth });
    expect(logout.statusCode, logout.body).toBeLessThan(300);
    expect((await b.app.inject({ url: '/api/v1/auth/me', headers: user.auth })).statusCode).toBe(401);
  });

  it('shows on B, at once, a deposit completed on A', async () => {
    const user = await quickUser(a, 'rich');
    const balanceOn = async (t: TestApp) => {
      const res = await t.app.inject({ url: '/api/v1/stripe/accounts/me/balance', headers: { ...user.auth, nickname: user.nickName } });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<BalanceResponse>().data;
    };
    expect(await balanceOn(b)).toEqual({ available: 0, currency: 'USD' });
    const deposit = await a.app.inject({ method: 'POST', url: '/api/v1/billing/deposits', headers: user.auth, payload: { amount: 40.5, currency: 'USD' } });
    expect(deposit.statusCode, deposit.body).toBe(200);
    const paid = await a.app.inject({
      method: 'POST',
      url: new URL(deposit.json<CheckoutResponse>().url!).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ action: 'pay', number: '4242424242424242', expiry: '12/40', cvc: '123' }).toString(),
    });
    expect(paid.statusCode).toBe(303);
    expect(await balanceOn(a)).toEqual({ available: 40.5, currency: 'USD' });
    expect(await balanceOn(b)).toEqual({ available: 40.5, currency: 'USD' });
  });

  describe('a tournament played on A, watched on B', async () => {
    const organizer: QuickUser = await quickUser(a, 'org');
    const api = competitionApi(a);
    const { tournament, captainOf } = await startedTournament(a, organizer, 4, { format: 'KNOCKOUT', reportConfirmMinutes: 5 });
    const room = { tournamentId: tournament.id };
    const watcher = await connectedSocket(urlB);
    expect(await watcher.timeout(3000).emitWithAck('tournament:join', room)).toBe(true);
    const [semi1, semi2] = (await api.matches(tournament.id)).filter((m) => m.round === 1);

    it("delivers the live update of a result entered on A to a watcher connected to B", async () => {
      const update = nextEvent(watcher, 'match:updated');
      const res = await api.result(organizer, semi1!.id, { homeScore: 2, awayScore: 1 });
      expect(res.statusCode, res.body).toBe(200);
      expect(await update).toMatchObject({ tournamentId: tournament.id, match: { id: semi1!.id, status: 'FINISHED' } });
    });

    it('runs a due report acceptance once when both instances sweep at the same moment', async () => {
      const match = (await api.matches(tournament.id)).find((m) => m.id === semi2!.id)!;
      const reporter = captainOf(match.results[0]!.teamRegistrationId)!;
      // The report announces its own match:updated through Redis: let it reach B before recording the sweeps'.
      const reportSeen = nextEvent(watcher, 'match:updated');
      const report = await api.reported(reporter, semi2!.id, { homeScore: 0, awayScore: 2 });
      expect(await reportSeen).toMatchObject({ match: { id: semi2!.id } });
      clock.advance(6 * MINUTE);

      const events = recordEvents(watcher);
      const sweeps = [createReportSweep(a.app.ctx, a.app.log), createReportSweep(b.app.ctx, b.app.log)];
      const settled = await Promise.all(sweeps.map((sweep) => sweep.runOnce()));
      expect(settled.reduce((x, y) => x + y, 0)).toBeLessThanOrEqual(1);
      // Everything either instance announced has reached B once both markers, sent after the sweeps, have.
      const marker = { tournamentId: tournament.id, status: 'IN_PROGRESS' as const };
      a.app.ctx.realtime.emitToRoom(`tournament:${tournament.id}`, 'tournament:updated', marker);
      b.app.ctx.realtime.emitToRoom(`tournament:${tournament.id}`, 'tournament:updated', marker);
      await until('both markers arrived on B', async () => events.filter((e) => e.event === 'tournament:updated').length === 2);

      const [row] = await a.app.ctx.db.select().from(matchReports).where(eq(matchReports.id, report.id));
      expect(row!.status).toBe('AUTO_ACCEPTED');
      const accepted = (await api.auditOf(organizer, tournament.id)).filter((e) => e.action === 'AUTO_ACCEPTED');
      expect(accepted.map((e) => e.matchId)).toEqual([semi2!.id]);
      const updated = events.filter((e) => e.event === 'match:updated').map((e) => (e.payload.match as { id: string }).id);
      expect(updated.filter((id) => id === semi2!.id)).toHaveLength(1);
      expect(updated).toEqual([...new Set(updated)]);
      expect(events.filter((e) => e.event === 'standings:updated')).toHaveLength(1);
    });
  });
});

describe.skipIf(!enabled)('the rate limit across two instances', async () => {
  if (!enabled) return;
  const { a, b } = await instancePair({ RATE_LIMIT_MAX: '10' });

  it('counts requests split across A and B together: the 11th from one address is refused, whichever instance gets it', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) statuses.push((await (i % 2 === 0 ? a : b).app.inject('/api/v1/games/all')).statusCode);
    expect(statuses).toEqual([...Array<number>(10).fill(200), 429, 429]);
  });
});
