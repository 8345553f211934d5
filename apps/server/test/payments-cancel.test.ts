import type { CheckoutCancellation, CheckoutResponse, Ticket } from '@clutch/contract/payments';
import type { RegistrationDetail } from '@clutch/contract/teams';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerEntries, paymentEvents, payments, sandboxCheckoutSessions, teamRegistrations, tournamentParticipants } from '../src/db/schema/index.ts';
import { isSandbox } from '../src/platform/payments/create-payment-provider.ts';
import { ROOMY_LIMITS, signedInUser, testClock } from './account-helpers.ts';
import { gameIdOf, insertRegisteredTeam, insertTournament, syncGames } from './competition-fixtures.ts';
import { createTestApp, WEB } from './test-app.ts';

const clock = testClock();
const t = await createTestApp({ env: ROOMY_LIMITS, deps: { now: clock.now } });
const { app } = t;
const db = app.ctx.db;
await syncGames(t);
const cs2 = await gameIdOf(t, 'cs2');
const organizer = await signedInUser(t, 'org');
const captain = await signedInUser(t, 'cap');
const stranger = await signedInUser(t, 'str');
const provider = app.ctx.paymentProvider;
if (!isSandbox(provider)) throw new Error('these tests run against the sandbox provider');

type Player = Awaited<ReturnType<typeof signedInUser>>;

const soloTournament = () => insertTournament(t, { organizerId: organizer.user.id, gameId: cs2, entryFeeCents: 500, maxPlayersPerTeam: 1, minPlayersPerTeam: 1 });

async function joinSolo(player: Player, tournamentId: string) {
  const res = await app.inject({ method: 'POST', url: `/api/v1/team-registration/solo/${tournamentId}`, headers: player.auth });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<RegistrationDetail>();
}

async function soloCheckout(player: Player, tournamentId: string) {
  const res = await app.inject({ method: 'POST', url: '/api/v1/payments/checkout', headers: player.auth, payload: { tournamentId } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CheckoutResponse>();
}

async function teamCheckout(name: string) {
  const tournament = await insertTournament(t, { organizerId: organizer.user.id, gameId: cs2, entryFeeCents: 2500, maxPlayersPerTeam: 5 });
  const { registration } = await insertRegisteredTeam(t, { tournamentId: tournament.id, captainId: captain.user.id, name, requestStatus: 'PENDING', createdAt: clock.now() });
  await db.update(teamRegistrations).set({ feeCents: 2500, paymentStatus: 'PENDING' }).where(eq(teamRegistrations.id, registration.id));
  const res = await app.inject({ method: 'POST', url: `/api/v1/team-registrations/${registration.id}/pay-team-registration`, headers: captain.auth });
  expect(res.statusCode, res.body).toBe(200);
  return { registration, checkout: res.json<CheckoutResponse>() };
}

const checkoutPath = (checkout: CheckoutResponse) => new URL(checkout.url!).pathname;
const submitCard = (checkout: CheckoutResponse, number: string, action = 'pay') =>
  app.inject({
    method: 'POST',
    url: checkoutPath(checkout),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ action, number, expiry: '12/40', cvc: '123' }).toString(),
  });
const cancel = (paymentId: string, headers: Record<string, string>) => app.inject({ method: 'POST', url: `/api/v1/payments/${paymentId}/cancel`, headers });

const registrationOf = async (id: string) => (await db.select().from(teamRegistrations).where(eq(teamRegistrations.id, id)))[0]!;
const participantsOf = (registrationId: string) =>
  db.select().from(tournamentParticipants).where(eq(tournamentParticipants.teamRegistrationId, registrationId));
const paymentOf = async (id: string) => (await db.select().from(payments).where(eq(payments.id, id)))[0]!;
const sessionOf = async (id: string) => (await db.select().from(sandboxCheckoutSessions).where(eq(sandboxCheckoutSessions.id, id)))[0]!;
const expiryEventsOf = async (paymentId: string) =>
  (await db.select().from(paymentEvents).where(eq(paymentEvents.type, 'checkout.session.expired'))).filter(
    (e) => (e.payload as { data: { object: { metadata: { paymentId: string } } } }).data.object.metadata.paymentId === paymentId,
  );

describe('POST /payments/:id/cancel: who may cancel', () => {
  it('the payment’s owner only: someone else 403, signed out 401, unknown 404; nothing changes', async () => {
    const tournament = await soloTournament();
    const player = await signedInUser(t, 'auth');
    const registration = await joinSolo(player, tournament.id);
    const checkout = await soloCheckout(player, tournament.id);

    const other = await cancel(checkout.paymentId, stranger.auth);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ code: 'NOT_OWNER' });
    expect((await cancel(checkout.paymentId, { ...WEB })).statusCode).toBe(401);
    expect((await cancel(organizer.user.id, player.auth)).statusCode).toBe(404);

    expect(await paymentOf(checkout.paymentId)).toMatchObject({ status: 'PENDING' });
    expect(await sessionOf(checkout.sessionId)).toMatchObject({ status: 'OPEN' });
    expect(await registrationOf(registration.id)).toMatchObject({ requestStatus: 'PENDING', paymentStatus: 'PENDING' });
  });

  it('only a pending payment: a paid one answers 409 and stays paid', async () => {
    const tournament = await soloTournament();
    const player = await signedInUser(t, 'paid');
    const registration = await joinSolo(player, tournament.id);
    const checkout = await soloCheckout(player, tournament.id);
    expect((await submitCard(checkout, '4242 4242 4242 4242')).statusCode).toBe(303);

    const res = await cancel(checkout.paymentId, player.auth);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'PAYMENT_NOT_PENDING', message: 'Only a pending payment can be cancelled; this one is completed.' });
    expect(await paymentOf(checkout.paymentId)).toMatchObject({ status: 'COMPLETED' });
    expect(await registrationOf(registration.id)).toMatchObject({ requestStatus: 'PENDING', paymentStatus: 'PAID' });
  });
});

describe('leaving the sandbox checkout', () => {
  it('a solo entry: the session expires through a signed webhook and the place is released at once', async () => {
    const tournament = await soloTournament();
    const player = await signedInUser(t, 'solo');
    const registration = await joinSolo(player, tournament.id);
    const checkout = await soloCheckout(player, tournament.id);
    expect(await participantsOf(registration.id)).toHaveLength(1);

    // A declined card, then Cancel: the page only sends the payer back.
    expect((await submitCard(checkout, '4000 0000 0000 0002')).statusCode).toBe(402);
    const back = await submitCard(checkout, '', 'cancel');
    expect(back.headers.location).toBe(`http://localhost:3000/app/billing?payment=${checkout.paymentId}&checkout=cancelled`);
    expect(await sessionOf(checkout.sessionId)).toMatchObject({ status: 'OPEN' });

    const res = await cancel(checkout.paymentId, player.auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<CheckoutCancellation>()).toMatchObject({ payment: { id: checkout.paymentId, status: 'CANCELLED' }, placeReleased: true });
    expect(await sessionOf(checkout.sessionId)).toMatchObject({ status: 'EXPIRED' });
    expect(await expiryEventsOf(checkout.paymentId)).toHaveLength(1);
    expect(await registrationOf(registration.id)).toMatchObject({
      requestStatus: 'CANCELLED',
      paymentStatus: 'PENDING',
      rejectionReason: 'The checkout was left before the entry fee was paid.',
    });
    expect(await participantsOf(registration.id)).toEqual([]);
    expect(await db.select().from(ledgerEntries).where(eq(ledgerEntries.paymentId, checkout.paymentId))).toEqual([]);
    const tickets = await app.inject({ url: `/api/v1/tickets/user/${player.user.id}`, headers: player.auth });
    expect(tickets.json<Ticket[]>().map((x) => x.tournamentId)).not.toContain(tournament.id);

    // The expired session cannot be paid any more.
    const late = await submitCard(checkout, '4242 4242 4242 4242');
    expect(late.statusCode).toBe(409);
    expect(late.body).toContain('This checkout has expired.');
    expect(await paymentOf(checkout.paymentId)).toMatchObject({ status: 'CANCELLED' });

    // Join is open again.
    const again = await joinSolo(player, tournament.id);
    expect(again).toMatchObject({ requestStatus: 'PENDING', paymentStatus: 'PENDING' });
  });

  it('cancel twice, expiry delivered twice: one effect', async () => {
    const tournament = await soloTournament();
    const player = await signedInUser(t, 'twice');
    const registration = await joinSolo(player, tournament.id);
    const checkout = await soloCheckout(player, tournament.id);

    const [first, second] = await Promise.all([cancel(checkout.paymentId, player.auth), cancel(checkout.paymentId, player.auth)]);
    expect([first!.statusCode, second!.statusCode]).toEqual([200, 200]);
    const third = await cancel(checkout.paymentId, player.auth);
    expect(third.json<CheckoutCancellation>()).toMatchObject({ payment: { status: 'CANCELLED' }, placeReleased: true });
    // The provider asked again redelivers the same event: recorded once, applied once.
    expect(await provider.expireCheckout(checkout.sessionId)).toBe('expired');
    expect(await expiryEventsOf(checkout.paymentId)).toHaveLength(1);
    const released = await registrationOf(registration.id);
    expect(released).toMatchObject({ requestStatus: 'CANCELLED' });
    // Another expiry event for the same session (a provider's own, new id) is recorded and changes nothing.
    clock.advance(1000);
    await provider.deliverSessionEvent('checkout.session.expired', await sessionOf(checkout.sessionId), { status: 'expired' });
    expect(await expiryEventsOf(checkout.paymentId)).toHaveLength(2);
    expect(await registrationOf(registration.id)).toEqual(released);
    expect(await participantsOf(registration.id)).toEqual([]);
  });

  it('an older checkout’s expiry never releases an entry revived after it began', async () => {
    const tournament = await soloTournament();
    const player = await signedInUser(t, 'revive');
    const registration = await joinSolo(player, tournament.id);
    const old = await soloCheckout(player, tournament.id);
    const withdrawn = await app.inject({ method: 'PATCH', url: `/api/v1/team-registrations/${registration.id}/withdraw`, headers: player.auth });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    clock.advance(1000);
    const revived = await app.inject({ method: 'POST', url: `/api/v1/team-registration/${tournament.id}/${registration.team.id}`, headers: player.auth });
    expect(revived.statusCode, revived.body).toBe(201);
    expect(revived.json<RegistrationDetail>().id).toBe(registration.id);

    const res = await cancel(old.paymentId, player.auth);
    expect(res.json<CheckoutCancellation>()).toMatchObject({ payment: { status: 'CANCELLED' }, placeReleased: false });
    expect(await registrationOf(registration.id)).toMatchObject({ requestStatus: 'PENDING', paymentStatus: 'PENDING' });
    expect(await participantsOf(registration.id)).toHaveLength(1);
  });

  it('a team keeps its hold: the captain can start another checkout and pay', async () => {
    const { registration, checkout } = await teamCheckout('Held Team');
    const participantsBefore = await participantsOf(registration.id);

    const res = await cancel(checkout.paymentId, captain.auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<CheckoutCancellation>()).toMatchObject({ payment: { status: 'CANCELLED' }, placeReleased: false });
    expect(await sessionOf(checkout.sessionId)).toMatchObject({ status: 'EXPIRED' });
    expect(await registrationOf(registration.id)).toMatchObject({ requestStatus: 'PENDING', paymentStatus: 'PENDING', rejectionReason: null });
    expect(await participantsOf(registration.id)).toEqual(participantsBefore);

    const retry = await app.inject({ method: 'POST', url: `/api/v1/team-registrations/${registration.id}/pay-team-registration`, headers: captain.auth });
    expect(retry.statusCode, retry.body).toBe(200);
    expect((await submitCard(retry.json<CheckoutResponse>(), '4242424242424242')).statusCode).toBe(303);
    expect(await registrationOf(registration.id)).toMatchObject({ paymentStatus: 'PAID' });
  });

  it('an expiry reported for a solo entry that was paid through another checkout releases nothing', async () => {
    const tournament = await soloTournament();
    const player = await signedInUser(t, 'other');
    const registration = await joinSolo(player, tournament.id);
    const abandoned = await soloCheckout(player, tournament.id);
    const paid = await soloCheckout(player, tournament.id);
    expect((await submitCard(paid, '4242424242424242')).statusCode).toBe(303);

    expect((await cancel(abandoned.paymentId, player.auth)).json<CheckoutCancellation>()).toMatchObject({
      payment: { status: 'CANCELLED' },
      placeReleased: false,
    });
    expect(await registrationOf(registration.id)).toMatchObject({ requestStatus: 'PENDING', paymentStatus: 'PAID' });
    expect(await participantsOf(registration.id)).toHaveLength(1);
  });

  it('Add Money left at the checkout: cancelled, nothing credited', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/v1/billing/deposits', headers: stranger.auth, payload: { amount: 20 } });
    const checkout = res.json<CheckoutResponse>();
    const cancelled = await cancel(checkout.paymentId, stranger.auth);
    expect(cancelled.json<CheckoutCancellation>()).toMatchObject({ payment: { kind: 'DEPOSIT', status: 'CANCELLED' }, placeReleased: false });
    expect((await submitCard(checkout, '4242424242424242')).statusCode).toBe(409);
    const balance = await app.inject({ url: '/api/v1/stripe/accounts/me/balance', headers: stranger.auth });
    expect(balance.json()).toEqual({ data: { available: 0, currency: 'USD' } });
  });
});
