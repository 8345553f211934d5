import type { PrizeAward } from '@clutch/contract/organizer';
import type { BillingSummary, CheckoutResponse } from '@clutch/contract/payments';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { ledgerEntries, payments, teamRegistrations, tournamentParticipants, tournamentPrizes, tournaments } from '../src/db/schema/index.ts';
import { PaymentProviderError } from '../src/platform/payments/payment-provider.ts';
import { gameIdOf, insertRegisteredTeam, insertTournament, syncGames } from './competition-fixtures.ts';
import { quickUser, type QuickUser } from './team-helpers.ts';
import { createTestApp, WEB } from './test-app.ts';

const t = await createTestApp();
const { app } = t;
const db = app.ctx.db;
await syncGames(t);
const cs2 = await gameIdOf(t, 'cs2');
const organizer = await quickUser(t, 'org');
const stranger = await quickUser(t, 'str');

const post = (who: QuickUser | null, url: string, payload?: object) =>
  app.inject({ method: 'POST', url: `/api/v1${url}`, headers: who?.auth ?? WEB, ...(payload === undefined ? {} : { payload }) });
const registrationOf = async (id: string) => (await db.select().from(teamRegistrations).where(eq(teamRegistrations.id, id)))[0]!;
const paymentsOf = (tournamentId: string, kind: string) =>
  db.select().from(payments).where(and(eq(payments.tournamentId, tournamentId), eq(payments.kind, kind)));
const ledgerOf = (paymentId: string) => db.select().from(ledgerEntries).where(eq(ledgerEntries.paymentId, paymentId));

/** A registration whose €25 fee the captain pays through the sandbox's hosted checkout with the test card. */
async function paidRegistration(tournamentId: string, name: string) {
  const captain = await quickUser(t, 'cap');
  const { registration } = await insertRegisteredTeam(t, { tournamentId, captainId: captain.user.id, name, requestStatus: 'PENDING' });
  await db.update(teamRegistrations).set({ feeCents: 2500, currency: 'EUR', paymentStatus: 'PENDING' }).where(eq(teamRegistrations.id, registration.id));
  await db.insert(tournamentParticipants).values({ tournamentId, userId: captain.user.id, teamRegistrationId: registration.id });
  const start = await post(captain, `/team-registrations/${registration.id}/pay-team-registration`);
  expect(start.statusCode, start.body).toBe(200);
  const checkout = start.json<CheckoutResponse>();
  const paid = await app.inject({
    method: 'POST',
    url: new URL(checkout.url!).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ action: 'pay', number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' }).toString(),
  });
  expect(paid.statusCode, paid.body).toBe(303);
  expect(await registrationOf(registration.id)).toMatchObject({ paymentStatus: 'PAID' });
  return { captain, registration, paymentId: checkout.paymentId };
}

describe('POST /tournaments/:id/cancel', () => {
  it('cancels live registrations and refunds every paid fee in the same transaction', async () => {
    const cup = await insertTournament(t, { organizerId: organizer.user.id, gameId: cs2, entryFeeCents: 2500, currency: 'EUR', maxPlayersPerTeam: 5 });
    const paid = await paidRegistration(cup.id, 'Paid Up');
    const free = await quickUser(t, 'cap');
    const { registration: waiting } = await insertRegisteredTeam(t, { tournamentId: cup.id, captainId: free.user.id, name: 'Waiting', requestStatus: 'PENDING' });
    const rejectedCaptain = await quickUser(t, 'cap');
    const { registration: rejected } = await insertRegisteredTeam(t, {
      tournamentId: cup.id,
      captainId: rejectedCaptain.user.id,
      name: 'Rejected',
      requestStatus: 'REJECTED',
      rejectionReason: 'Late',
    });

    expect((await post(null, `/tournaments/${cup.id}/cancel`, { reason: 'Venue lost' })).statusCode).toBe(401);
    const notMine = await post(stranger, `/tournaments/${cup.id}/cancel`, { reason: 'Venue lost' });
    expect(notMine.statusCode).toBe(403);
    const blank = await post(organizer, `/tournaments/${cup.id}/cancel`, { reason: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ fields: { reason: 'Say why the tournament is cancelled.' } });
    expect((await db.select().from(tournaments).where(eq(tournaments.id, cup.id)))[0]!.status).toBe('OPEN_FOR_REGISTRATION');

    const emits = vi.spyOn(app.ctx.realtime, 'emitToRoom');
    const res = await post(organizer, `/tournaments/${cup.id}/cancel`, { reason: 'Venue lost' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ tournamentId: cup.id, status: 'CANCELLED', refunds: 1 });
    expect(emits.mock.calls).toEqual([[`tournament:${cup.id}`, 'tournament:updated', { tournamentId: cup.id, status: 'CANCELLED' }]]);
    emits.mockRestore();

    const [row] = await db.select().from(tournaments).where(eq(tournaments.id, cup.id));
    expect(row).toMatchObject({ status: 'CANCELLED', cancellationReason: 'Venue lost' });
    expect(await registrationOf(paid.registration.id)).toMatchObject({ requestStatus: 'CANCELLED', paymentStatus: 'REFUNDED', rejectionReason: 'The tournament was cancelled: Venue lost' });
    expect(await registrationOf(waiting.id)).toMatchObject({ requestStatus: 'CANCELLED' });
    expect(await registrationOf(rejected.id)).toMatchObject({ requestStatus: 'REJECTED', rejectionReason: 'Late' });
    expect(await db.select().from(tournamentParticipants).where(eq(tournamentParticipants.tournamentId, cup.id))).toEqual([]);

    const [fee] = await paymentsOf(cup.id, 'ENTRY_FEE');
    expect(fee).toMatchObject({ id: paid.paymentId, status: 'REFUNDED' });
    const [refund] = await paymentsOf(cup.id, 'REFUND');
    expect(refund).toMatchObject({ refundOf: paid.paymentId, status: 'COMPLETED', amountCents: 2500, userId: paid.captain.user.id });
    expect((await ledgerOf(refund!.id)).map((l) => [l.kind, l.amountCents]).sort()).toEqual([
      ['CARD_REFUND', -2500],
      ['REFUND', 2500],
    ]);

    const again = await post(organizer, `/tournaments/${cup.id}/cancel`, { reason: 'Twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ILLEGAL_TRANSITION', message: 'A cancelled tournament cannot be cancelled.' });
    expect(await paymentsOf(cup.id, 'REFUND')).toHaveLength(1);
  });

  it('a draft or a started tournament can be cancelled; a finished one cannot', async () => {
    for (const status of ['DRAFT', 'IN_PROGRESS']) {
      const cup = await insertTournament(t, { organizerId: organizer.user.id, gameId: cs2, status });
      const res = await post(organizer, `/tournaments/${cup.id}/cancel`, { reason: 'Not enough teams' });
      expect(res.json(), status).toEqual({ tournamentId: cup.id, status: 'CANCELLED', refunds: 0 });
    }
    const finished = await insertTournament(t, { organizerId: organizer.user.id, gameId: cs2, status: 'FINISHED' });
    const res = await post(organizer, `/tournaments/${finished.id}/cancel`, { reason: 'Too late' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'ILLEGAL_TRANSITION', message: 'A finished tournament cannot be cancelled.' });
  });
});

describe('prizes', () => {
  /** A finished tournament with €150 for first (won by `winner`), TBD for second (won), €20 for third (nobody). */
  async function finishedCup() {
    const cup = await insertTournament(t, { organizerId: organizer.user.id, gameId: cs2, status: 'FINISHED', currency: 'EUR' });
    const winner = await quickUser(t, 'win');
    const runnerUp = await quickUser(t, 'run');
    const { registration: first, team } = await insertRegisteredTeam(t, { tournamentId: cup.id, captainId: winner.user.id, name: 'Champions' });
    const { registration: second } = await insertRegisteredTeam(t, { tournamentId: cup.id, captainId: runnerUp.user.id, name: 'Runners Up' });
    await db.insert(tournamentPrizes).values([
      { tournamentId: cup.id, position: 1, amountCents: 15000, description: 'Gold', teamRegistrationId: first.id },
      { tournamentId: cup.id, position: 2, amountCents: null, description: 'Merch', teamRegistrationId: second.id },
      { tournamentId: cup.id, position: 3, amountCents: 2000, description: null },
    ]);
    return { cup, winner, first, team };
  }
  const pay = (who: QuickUser | null, id: string, position: number) => post(who, `/tournaments/${id}/prizes/${position}/pay`);
  const summaryOf = async (who: QuickUser) => (await app.inject({ url: '/api/v1/billing/summary?currency=EUR', headers: who.auth })).json<BillingSummary>();

  it('GET lists the prizes publicly, with the winners once placed; a draft only to its organizer', async () => {
    const { cup, winner, first, team } = await finishedCup();
    const res = await app.inject({ url: `/api/v1/tournaments/${cup.id}/prizes` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<PrizeAward[]>()).toEqual([
      {
        position: 1,
        amount: 150,
        currency: 'EUR',
        description: 'Gold',
        winner: { teamRegistrationId: first.id, teamName: team.name, photoUrl: null, captainId: winner.user.id, captainNickName: winner.nickName },
        status: 'PENDING',
        paidAt: null,
      },
      expect.objectContaining({ position: 2, amount: null, winner: expect.objectContaining({ teamName: 'Runners Up' }) }),
      expect.objectContaining({ position: 3, amount: 20, winner: null, status: 'PENDING' }),
    ]);

    const draft = await insertTournament(t, { organizerId: organizer.user.id, gameId: cs2, status: 'DRAFT' });
    await db.insert(tournamentPrizes).values({ tournamentId: draft.id, position: 1, amountCents: 100 });
    expect((await app.inject({ url: `/api/v1/tournaments/${draft.id}/prizes` })).statusCode).toBe(404);
    expect((await app.inject({ url: `/api/v1/tournaments/${draft.id}/prizes`, headers: organizer.auth })).json()).toMatchObject([{ position: 1, amount: 1, winner: null }]);
  });

  it("pays the winning captain once, even when two pays race; the prize counts in the captain's profit, not the balance", async () => {
    const { cup, winner } = await finishedCup();
    const before = await summaryOf(winner);

    const [a, b] = await Promise.all([pay(organizer, cup.id, 1), pay(organizer, cup.id, 1)]);
    expect([a.statusCode, b.statusCode], `${a.body} ${b.body}`).toEqual([200, 200]);
    const award = a.json<PrizeAward>();
    expect(award).toMatchObject({ position: 1, amount: 150, status: 'PAID' });
    expect(award.paidAt).not.toBeNull();
    expect(b.json<PrizeAward>()).toEqual(award);

    const payouts = await paymentsOf(cup.id, 'PRIZE_PAYOUT');
    expect(payouts).toHaveLength(1);
    expect(payouts[0]).toMatchObject({ status: 'COMPLETED', amountCents: 15000, currency: 'EUR', userId: winner.user.id, provider: 'sandbox' });
    expect(payouts[0]!.providerPaymentId).toMatch(/^po_sbx_/);
    const [prize] = await db.select().from(tournamentPrizes).where(and(eq(tournamentPrizes.tournamentId, cup.id), eq(tournamentPrizes.position, 1)));
    expect(prize).toMatchObject({ status: 'PAID', paymentId: payouts[0]!.id });
    expect((await ledgerOf(payouts[0]!.id)).map((l) => [l.kind, l.amountCents]).sort()).toEqual([
      ['PRIZE', 15000],
      ['PRIZE_PAYOUT', -15000],
    ]);

    const after = await summaryOf(winner);
    expect(after.totalProfit - before.totalProfit).toBe(150);
    expect(after.totalBalance).toBe(before.totalBalance);

    // Later calls answer the PAID prize and pay nothing more.
    expect((await pay(organizer, cup.id, 1)).json<PrizeAward>()).toEqual(award);
    expect(await paymentsOf(cup.id, 'PRIZE_PAYOUT')).toHaveLength(1);
  });

  it('refuses what cannot be paid, and who may not pay', async () => {
    const { cup } = await finishedCup();
    expect((await pay(null, cup.id, 1)).statusCode).toBe(401);
    const notMine = await pay(stranger, cup.id, 1);
    expect(notMine.statusCode).toBe(403);
    expect(notMine.json()).toMatchObject({ code: 'NOT_ORGANIZER' });
    expect((await pay(organizer, cup.id, 2)).json()).toMatchObject({ code: 'PRIZE_HAS_NO_AMOUNT' });
    expect((await pay(organizer, cup.id, 3)).json()).toMatchObject({ code: 'PRIZE_HAS_NO_WINNER', message: 'Nobody holds this place, so there is no one to pay.' });
    expect((await pay(organizer, cup.id, 9)).statusCode).toBe(404);
    expect((await pay(organizer, cup.id, 0)).statusCode).toBe(400);

    await db.update(tournaments).set({ status: 'IN_PROGRESS' }).where(eq(tournaments.id, cup.id));
    const early = await pay(organizer, cup.id, 1);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'TOURNAMENT_NOT_FINISHED', message: 'Prizes are paid once the tournament is finished.' });
    expect(await paymentsOf(cup.id, 'PRIZE_PAYOUT')).toEqual([]);
  });

  it('a payout the provider refuses leaves the prize PENDING, a FAILED payment and no ledger rows', async () => {
    const { cup } = await finishedCup();
    const refuse = vi
      .spyOn(app.ctx.paymentProvider, 'payout')
      .mockRejectedValueOnce(new PaymentProviderError('Payouts need a connected account.', 'PAYOUTS_UNAVAILABLE'));
    const res = await pay(organizer, cup.id, 1);
    refuse.mockRestore();
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'PAYOUTS_UNAVAILABLE', message: 'Payouts need a connected account.' });
    const attempts = await paymentsOf(cup.id, 'PRIZE_PAYOUT');
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toMatchObject({ status: 'FAILED', failureReason: 'Payouts need a connected account.' });
    expect(await ledgerOf(attempts[0]!.id)).toEqual([]);
    const [prize] = await db.select().from(tournamentPrizes).where(and(eq(tournamentPrizes.tournamentId, cup.id), eq(tournamentPrizes.position, 1)));
    expect(prize).toMatchObject({ status: 'PENDING', paymentId: null, paidAt: null });

    // The organizer tries again once the provider accepts.
    expect((await pay(organizer, cup.id, 1)).json()).toMatchObject({ status: 'PAID' });
  });
});
