import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { games } from '../src/db/schema/index.ts';
import { ROOMY_LIMITS, signedInUser } from './account-helpers.ts';
import { insertTournament, syncGames } from './competition-fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** Inputs the fuzz test (fuzz.test.ts) found answering 500, each now a 400 with a message. */
let t: TestApp;
let user: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  t = await createTestApp({ env: ROOMY_LIMITS });
  user = await signedInUser(t, 'regress');
});

describe('found by the fuzzer', () => {
  it.each(['/api/v1/billing/deposits', '/api/v1/billing/withdrawals'])('%s refuses a positive amount under one cent', async (url) => {
    for (const amount of [1e-100, 0.001, 5e-324]) {
      const res = await t.app.inject({ method: 'POST', url, headers: user.auth, payload: { amount, currency: 'USD' } });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { amount: 'The smallest amount is 0.01.' } });
    }
  });

  it('paying a prize refuses a position beyond the last prize place instead of overflowing the column', async () => {
    await syncGames(t);
    const [game] = await t.app.ctx.db.select({ id: games.id }).from(games).where(eq(games.slug, 'valorant'));
    const tournament = await insertTournament(t, { organizerId: user.user.id, gameId: game!.id });
    const res = await t.app.inject({ method: 'POST', url: `/api/v1/tournaments/${tournament.id}/prizes/8897001529414443/pay`, headers: user.auth });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { position: expect.any(String) } });
  });
});
