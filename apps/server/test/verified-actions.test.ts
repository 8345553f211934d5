import { describe, expect, it } from 'vitest';
import { gameIdOf, insertTournament, syncGames } from './competition-fixtures.ts';
import { multipart, quickUser, type QuickUser } from './team-helpers.ts';
import { createTestApp } from './test-app.ts';

// ADR 006: which actions need a verified e-mail, and what an unverified account is told.
const t = await createTestApp();
const { app } = t;
await syncGames(t);
const cs2 = await gameIdOf(t, 'cs2');
const organizer = await quickUser(t, 'org');
const solo = (entryFeeCents: number) => insertTournament(t, { organizerId: organizer.user.id, gameId: cs2, minPlayersPerTeam: 1, maxPlayersPerTeam: 1, entryFeeCents });

const refusal = (action: string) => ({ code: 'ACCOUNT_NOT_VERIFIED', message: `Please verify your account to ${action}.` });
const joinSolo = (who: QuickUser, tournamentId: string) =>
  app.inject({ method: 'POST', url: `/api/v1/team-registration/solo/${tournamentId}`, headers: who.auth });

describe('an unverified account', () => {
  it('joins a free solo tournament, but not a paid one', async () => {
    const unverified = await quickUser(t, 'unv', { verified: false });
    const free = await solo(0);
    const paid = await solo(900);
    expect((await joinSolo(unverified, free.id)).statusCode).toBe(201);
    const refused = await joinSolo(unverified, paid.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(refusal('join a paid tournament'));
    expect((await joinSolo(await quickUser(t, 'ver'), paid.id)).statusCode).toBe(201);
  });

  it('is told to verify its e-mail before creating a team, adding or withdrawing money, or paying a fee', async () => {
    const unverified = await quickUser(t, 'unv', { verified: false });
    const form = multipart({ name: 'Night Owls', bio: '', captainId: unverified.user.id, users: unverified.user.id });
    const calls: [string, Promise<{ statusCode: number; json: () => unknown }>][] = [
      ['create a team', app.inject({ method: 'POST', url: '/api/v1/teams', headers: { ...unverified.auth, ...form.headers }, payload: form.payload })],
      ['add money', app.inject({ method: 'POST', url: '/api/v1/billing/deposits', headers: unverified.auth, payload: { amount: 10, currency: 'USD' } })],
      ['withdraw money', app.inject({ method: 'POST', url: '/api/v1/billing/withdrawals', headers: unverified.auth, payload: { amount: 10, currency: 'USD' } })],
      ['pay an entry fee', app.inject({ method: 'POST', url: '/api/v1/payments/checkout', headers: unverified.auth, payload: { tournamentId: (await solo(500)).id } })],
    ];
    for (const [action, call] of calls) {
      const res = await call;
      expect(res.statusCode, action).toBe(403);
      expect(res.json(), action).toEqual(refusal(action));
    }
  });
});
