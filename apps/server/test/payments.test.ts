import type { BalanceResponse, BillingSummary, CheckoutResponse, Payment, Ticket, TicketDetail, Transaction } from '@clutch/contract/payments';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { ledgerEntries, matches, paymentEvents, payments, teamMembers, teamRegistrations } from '../src/db/schema/index.ts';
import { loadSandboxSecret } from '../src/platform/payments/sandbox/sandbox-secret.ts';
import { signPayload } from '../src/platform/payments/webhook-signature.ts';
import { ROOMY_LIMITS, signedInUser, testClock } from './account-helpers.ts';
import { gameIdOf, insertMatch, insertRegisteredTeam, insertTournament, syncGames } from './competition-fixtures.ts';
import { jobSettled, jobsNamed } from './job-helpers.ts';
import { createTestApp, WEB } from './test-app.ts';

const clock = testClock();
const t = await createTestApp({ env: ROOMY_LIMITS, deps: { now: clock.now } });
const { app } = t;
const db = app.ctx.db;
await syncGames(t);
const cs2 = await gameIdOf(t, 'cs2');
const organizer = await signedInUser(t, 'org');
const captain = await signedInUser(t, 'cap');
const member = await signedInUser(t, 'mem');
const stranger = await signedInUser(t, 'str');
const secret = loadSandboxSecret(t.config.dataDir, t.config.sandboxWebhookSecret);

async function paidTeam(name: string, feeCents = 2500, captainId = captain.user.id) {
  const tournament = await insertTournament(t, { organizerId: organizer.user.id, gameId: cs2, entryFeeCents: feeCents, maxPlayersPerTeam: 5 });
  const { team, registration } = await insertRegisteredTeam(t, { tournamentId: tournament.id, captainId, name, requestStatus: 'PENDING' });
  await db
    .update(teamRegistrations)
    .set({ feeCents, paymentStatus: feeCents > 0 ? 'PENDING' : 'NOT_REQUIRED' })
    .where(eq(teamRegistrations.id, registration.id));
  return { tournament, team, registration };
}

const pay = (registrationId: string, headers: Record<string, string>, query = '') =>
  app.inject({ method: 'POST', url: `/api/v1/team-registrations/${registrationId}/pay-team-registration${query}`, headers });

async function startCheckout(registrationId: string) {
  const res = await pay(registrationId, captain.auth);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CheckoutResponse>();
}

function checkoutPath(checkout: CheckoutResponse) {
  return new URL(checkout.url!).pathname;
}

const submitCard = (path: string, number: string, action = 'pay') =>
  app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ action, number, expiry: '12/40', cvc: '123' }).toString(),
  });

const registrationOf = async (id: string) => (await db.select().from(teamRegistrations).where(eq(teamRegistrations.id, id)))[0]!;
const ledgerOf = (paymentId: string) => db.select().from(ledgerEntries).where(eq(ledgerEntries.paymentId, paymentId));
const paymentOf = async (id: string) => (await db.select().from(payments).where(eq(payments.id, id)))[0]!;

function sandboxEvent(type: string, object: Record<string, unknown>, id = `evt_test_${Math.random().toString(36).slice(2)}`) {
  return JSON.stringify({ id, object: 'event', type, data: { object } });
}
const deliver = (payload: string, signature?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/payments/sandbox/webhook',
    headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
    payload,
  });
const signNow = (payload: string, at = clock.now()) => signPayload(payload, secret, Math.floor(at.getTime() / 1000));

describe('sandbox checkout, end to end', () => {
  it('the captain pays through the hosted page: webhook → payment COMPLETED, registration PAID, ledger pair', async () => {
    const { registration, tournament } = await paidTeam('Paying Team');
    const checkout = await startCheckout(registration.id);
    expect(checkout).toMatchObject({ provider: 'sandbox', clientSecret: null });
    expect(checkout.sessionId).toMatch(/^cs_sbx_/);

    const page = await app.inject({ url: checkoutPath(checkout) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('$25.00');
    expect(page.body).toContain('name="number"');
    expect(page.body).not.toMatch(/<script|style="/);
    const css = await app.inject({ url: '/payments/sandbox/assets/sandbox.css' });
    expect(css.body).toContain('#0b0d12');
    expect(css.body).toContain('#7354f5');

    const done = await submitCard(checkoutPath(checkout), '4242 4242 4242 4242');
    expect(done.statusCode, done.body).toBe(303);
    expect(done.headers.location).toBe(`http://localhost:3000/app/billing?payment=${checkout.paymentId}&checkout=success`);

    const status = await app.inject({ url: `/api/v1/payments/${checkout.paymentId}`, headers: captain.auth });
    expect(status.json<Payment>()).toMatchObject({ status: 'COMPLETED', kind: 'ENTRY_FEE', amount: 25, tournamentId: tournament.id });
    expect(await registrationOf(registration.id)).toMatchObject({ paymentStatus: 'PAID' });
    const ledger = await ledgerOf(checkout.paymentId);
    expect(ledger.map((l) => [l.kind, l.amountCents]).sort()).toEqual([
      ['CARD_CHARGE', 2500],
      ['ENTRY_FEE', -2500],
    ]);

    // Already paid: no second checkout; the page says so.
    expect((await pay(registration.id, captain.auth)).json()).toMatchObject({ code: 'ALREADY_PAID' });
    expect((await submitCard(checkoutPath(checkout), '4242424242424242')).statusCode).toBe(409);

    // Owner only.
    expect((await app.inject({ url: `/api/v1/payments/${checkout.paymentId}`, headers: stranger.auth })).statusCode).toBe(403);
  });

  it('a declined card shows the message; the payment stays unpaid and leaves no ledger rows', async () => {
    const { registration } = await paidTeam('Declined Team');
    const checkout = await startCheckout(registration.id);
    const res = await submitCard(checkoutPath(checkout), '4000 0000 0000 0002');
    expect(res.statusCode).toBe(402);
    expect(res.body).toContain('Your card was declined.');
    expect(await paymentOf(checkout.paymentId)).toMatchObject({ status: 'PENDING' });
    expect(await registrationOf(registration.id)).toMatchObject({ paymentStatus: 'PENDING' });
    expect(await ledgerOf(checkout.paymentId)).toEqual([]);
  });

  it('cancel sends the payer back to the cancel URL', async () => {
    const { registration } = await paidTeam('Cancel Team');
    const checkout = await startCheckout(registration.id);
    const res = await submitCard(checkoutPath(checkout), '', 'cancel');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toContain('checkout=cancelled');
  });
});

describe('who may start a checkout', () => {
  it('only the captain; the tournament must match; free and unknown registrations are refused', async () => {
    const { registration, tournament } = await paidTeam('Rules Team');
    expect((await pay(registration.id, stranger.auth)).statusCode).toBe(403);
    expect((await pay(registration.id, { ...WEB })).statusCode).toBe(401);
    expect((await pay(registration.id, captain.auth, `?tournamentId=${organizer.user.id}`)).json()).toMatchObject({ code: 'TOURNAMENT_MISMATCH' });
    expect((await pay(registration.id, captain.auth, `?tournamentId=${tournament.id}`)).statusCode).toBe(200);
    expect((await pay(captain.user.id, captain.auth)).statusCode).toBe(404);

    const free = await paidTeam('Free Team', 0);
    const res = await pay(free.registration.id, captain.auth);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'NOT_REQUIRED' });
    expect(await db.select().from(payments).where(eq(payments.teamRegistrationId, free.registration.id))).toEqual([]);
  });

  it('solo checkout pays the session user’s own registration', async () => {
    const { tournament, registration } = await paidTeam('Solo Me', 500, stranger.user.id);
    const res = await app.inject({ method: 'POST', url: '/api/v1/payments/checkout', headers: stranger.auth, payload: { tournamentId: tournament.id, mode: 'embedded' } });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<CheckoutResponse>();
    expect(body.clientSecret).toMatch(/^cs_sbx_\w+_secret_/);
    expect(await paymentOf(body.paymentId)).toMatchObject({ teamRegistrationId: registration.id, amountCents: 500 });
    const other = await app.inject({ method: 'POST', url: '/api/v1/payments/checkout', headers: stranger.auth, payload: { tournamentId: tournament.id, userId: captain.user.id } });
    expect(other.statusCode).toBe(403);
    const notMine = await app.inject({ method: 'POST', url: '/api/v1/payments/checkout', headers: captain.auth, payload: { tournamentId: tournament.id } });
    expect(notMine.statusCode).toBe(404);
  });
});

describe('webhooks', () => {
  async function pendingCheckout(name: string) {
    const { registration } = await paidTeam(name);
    const checkout = await startCheckout(registration.id);
    const object = {
      id: checkout.sessionId,
      object: 'checkout.session',
      payment_status: 'paid',
      payment_intent: `pi_sbx_${Math.random().toString(16).slice(2).padEnd(24, '0').slice(0, 24)}`,
      metadata: { paymentId: checkout.paymentId },
    };
    return { registration, checkout, object };
  }

  it('tampered, stale and unsigned deliveries are refused with 400 and change nothing', async () => {
    const { checkout, object } = await pendingCheckout('Forged Team');
    const payload = sandboxEvent('checkout.session.completed', object);
    expect((await deliver(payload)).statusCode).toBe(400);
    expect((await deliver(payload, signPayload(payload, 'whsec_wrong', Math.floor(Date.now() / 1000)))).statusCode).toBe(400);
    const tampered = payload.replace('"paid"', '"paid" ');
    expect((await deliver(tampered, signNow(payload))).statusCode).toBe(400);
    const stale = await deliver(payload, signNow(payload, new Date(clock.now().getTime() - 301_000)));
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toMatchObject({ code: 'WEBHOOK_SIGNATURE_INVALID' });
    expect(await paymentOf(checkout.paymentId)).toMatchObject({ status: 'PENDING' });
    expect(await db.select().from(paymentEvents).where(eq(paymentEvents.eventId, (JSON.parse(payload) as { id: string }).id))).toHaveLength(0);
    // The sandbox signs exactly like Stripe: Stripe's own verifier accepts it.
    const header = signNow(payload);
    expect(new Stripe('sk_test_x').webhooks.constructEvent(payload, header, secret, 300, undefined, clock.now().getTime()).id).toBeTruthy();
  });

  it('20 identical deliveries at once have one effect', async () => {
    const { checkout, object, registration } = await pendingCheckout('Twenty Team');
    const payload = sandboxEvent('checkout.session.completed', object);
    const signature = signNow(payload);
    const results = await Promise.all(Array.from({ length: 20 }, () => deliver(payload, signature)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(results.filter((r) => r.json<{ duplicate: boolean }>().duplicate === false)).toHaveLength(1);
    expect(await ledgerOf(checkout.paymentId)).toHaveLength(2);
    expect(await registrationOf(registration.id)).toMatchObject({ paymentStatus: 'PAID' });
  });

  it('a refund reported before the completion ends in the same state as in order', async () => {
    const inOrder = await pendingCheckout('In Order');
    const outOfOrder = await pendingCheckout('Out Of Order');
    const completed = (c: typeof inOrder) => sandboxEvent('checkout.session.completed', c.object);
    const refunded = (c: typeof inOrder) =>
      sandboxEvent('charge.refunded', {
        id: `ch_${c.checkout.paymentId.slice(0, 8)}`,
        object: 'charge',
        refunded: true,
        payment_intent: c.object.payment_intent,
        metadata: { paymentId: c.checkout.paymentId },
        refunds: { data: [{ id: `re_${c.checkout.paymentId.slice(0, 8)}` }] },
      });
    for (const payload of [completed(inOrder), refunded(inOrder), refunded(outOfOrder), completed(outOfOrder)]) {
      expect((await deliver(payload, signNow(payload))).statusCode).toBe(200);
    }
    for (const c of [inOrder, outOfOrder]) {
      expect(await paymentOf(c.checkout.paymentId)).toMatchObject({ status: 'REFUNDED' });
      expect(await registrationOf(c.registration.id)).toMatchObject({ paymentStatus: 'REFUNDED' });
      const refunds = await db.select().from(payments).where(eq(payments.refundOf, c.checkout.paymentId));
      expect(refunds).toHaveLength(1);
      const ledger = [...(await ledgerOf(c.checkout.paymentId)), ...(await ledgerOf(refunds[0]!.id))];
      expect(ledger.map((l) => `${l.kind}:${l.amountCents}`).sort()).toEqual(['CARD_CHARGE:2500', 'CARD_REFUND:-2500', 'ENTRY_FEE:-2500', 'REFUND:2500']);
    }
  });

  it('the Stripe route answers 404 while the sandbox is the provider', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/v1/stripe/webhook', headers: { 'content-type': 'application/json' }, payload: '{}' });
    expect(res.statusCode).toBe(404);
  });
});

describe('refunds', () => {
  async function paid(name: string) {
    const { registration, tournament } = await paidTeam(name);
    const checkout = await startCheckout(registration.id);
    expect((await submitCard(checkoutPath(checkout), '4242424242424242')).statusCode).toBe(303);
    return { registration, tournament, checkout };
  }

  it('a rejected paid registration is refunded by the job sent with the rejection, once', async () => {
    const { registration, checkout } = await paid('Rejected Paid');
    const rejected = await app.inject({
      method: 'PATCH',
      url: `/api/v1/team-registrations/${registration.id}/reject?reason=${encodeURIComponent('Roster incomplete.')}`,
      headers: organizer.auth,
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const [job] = (await jobsNamed(t, 'payments.refund-registration')).filter((j) => j.singleton_key === registration.id);
    expect(await jobSettled(t, job!.id)).toMatchObject({ state: 'completed', attempts: 1 });
    expect(await paymentOf(checkout.paymentId)).toMatchObject({ status: 'REFUNDED' });
    expect(await registrationOf(registration.id)).toMatchObject({ paymentStatus: 'REFUNDED' });
    const [refund] = await db.select().from(payments).where(eq(payments.refundOf, checkout.paymentId));
    expect(refund).toMatchObject({ kind: 'REFUND', status: 'COMPLETED', amountCents: 2500 });
    expect(refund!.providerPaymentId).toMatch(/^re_sbx_/);
    // Once only: the job run again finds nothing left to refund.
    expect(await app.ctx.payments.refundRegistration(registration.id)).toBe(0);
    expect(await db.select().from(payments).where(eq(payments.refundOf, checkout.paymentId))).toHaveLength(1);
  });

  it('refundTournament returns every paid fee of a cancelled tournament inside the caller’s transaction', async () => {
    const { tournament, checkout, registration } = await paid('Cancelled Cup Team');
    const count = await db.transaction((tx) => app.ctx.payments.refundTournament(tx, tournament.id));
    expect(count).toBe(1);
    expect(await paymentOf(checkout.paymentId)).toMatchObject({ status: 'REFUNDED' });
    expect(await registrationOf(registration.id)).toMatchObject({ paymentStatus: 'REFUNDED' });
  });

  it('a payment completing for a registration that can no longer take it goes straight back', async () => {
    const { registration } = await paidTeam('Too Late');
    const checkout = await startCheckout(registration.id);
    await db.update(teamRegistrations).set({ requestStatus: 'CANCELLED' }).where(eq(teamRegistrations.id, registration.id));
    expect((await submitCard(checkoutPath(checkout), '4242424242424242')).statusCode).toBe(303);
    expect(await paymentOf(checkout.paymentId)).toMatchObject({ status: 'REFUNDED' });
  });
});

describe('balance, deposits and withdrawals', () => {
  const balance = async (who = captain, id = 'me') => {
    const res = await app.inject({ url: `/api/v1/stripe/accounts/${id}/balance`, headers: { ...who.auth, nickname: who.nickName } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<BalanceResponse>().data;
  };
  const withdraw = (amount: number, who = captain) =>
    app.inject({ method: 'POST', url: '/api/v1/billing/withdrawals', headers: who.auth, payload: { amount, currency: 'USD' } });

  it('Add Money credits the ledger once paid; Withdraw debits it and refuses to overdraw', async () => {
    expect(await balance()).toEqual({ available: 0, currency: 'USD' });
    const res = await app.inject({ method: 'POST', url: '/api/v1/billing/deposits', headers: captain.auth, payload: { amount: 40.5, currency: 'usd' } });
    expect(res.statusCode, res.body).toBe(200);
    const checkout = res.json<CheckoutResponse>();
    expect((await submitCard(checkoutPath(checkout), '4242424242424242')).statusCode).toBe(303);
    expect(await balance()).toEqual({ available: 40.5, currency: 'USD' });

    const over = await withdraw(40.51);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    const ok = await withdraw(15.25);
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({ payment: { kind: 'WITHDRAWAL', status: 'COMPLETED', amount: 15.25 }, balance: { available: 25.25 } });
    expect(await balance()).toEqual({ available: 25.25, currency: 'USD' });
  });

  it('concurrent withdrawals never overdraw', async () => {
    const user = await signedInUser(t, 'rich');
    await db.insert(ledgerEntries).values({ userId: user.user.id, amountCents: 10_000, currency: 'USD', kind: 'PRIZE' });
    const results = await Promise.all(Array.from({ length: 8 }, () => withdraw(30, user)));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(5);
    expect(await balance(user)).toEqual({ available: 10, currency: 'USD' });
  });

  it('is the ledger as it is now, whoever wrote to it (another instance, a prize); another customer id is refused', async () => {
    const user = await signedInUser(t, 'cache');
    expect(await balance(user)).toMatchObject({ available: 0 });
    await db.insert(ledgerEntries).values({ userId: user.user.id, amountCents: 700, currency: 'USD', kind: 'PRIZE' });
    expect(await balance(user)).toMatchObject({ available: 7 });
    await db.insert(ledgerEntries).values({ userId: user.user.id, amountCents: 300, currency: 'USD', kind: 'PRIZE' });
    expect((await withdraw(1, user)).statusCode).toBe(201);
    expect(await balance(user)).toMatchObject({ available: 9 });

    const portal = await app.inject({ url: '/api/v1/billing/portal', headers: user.auth });
    expect(portal.statusCode).toBe(200);
    const customerId = (await app.inject({ url: `/api/v1/users/${user.user.id}`, headers: user.auth })).json<{ stripeCustomerId: string }>().stripeCustomerId;
    expect(customerId).toMatch(/^sbx_cus_/);
    expect(await balance(user, customerId)).toMatchObject({ available: 9 });
    expect((await app.inject({ url: `/api/v1/stripe/accounts/${customerId}/balance`, headers: stranger.auth })).statusCode).toBe(403);
    const page = await app.inject({ url: new URL(portal.json<{ url: string }>().url).pathname + new URL(portal.json<{ url: string }>().url).search });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Withdrawal');
    expect((await app.inject({ url: '/payments/sandbox/portal?token=forged.token' })).statusCode).toBe(403);
  });
});

describe('transactions, billing summary and tickets', () => {
  it('transactions and the summary are the session user’s own', async () => {
    const user = await signedInUser(t, 'txn');
    const { registration } = await paidTeam('Txn Pending', 1200, user.user.id);
    const paidOne = await paidTeam('Txn Paid', 800, user.user.id);
    await db.update(teamRegistrations).set({ paymentStatus: 'PAID', paidAt: clock.now() }).where(eq(teamRegistrations.id, paidOne.registration.id));
    await db.insert(ledgerEntries).values([
      { userId: user.user.id, amountCents: 5000, currency: 'USD', kind: 'PRIZE' },
      { userId: user.user.id, amountCents: -800, currency: 'USD', kind: 'ENTRY_FEE' },
      { userId: user.user.id, amountCents: 800, currency: 'USD', kind: 'CARD_CHARGE' },
    ]);
    const res = await app.inject({ url: `/api/v1/users/${user.user.id}/transactions/tournament-registrations`, headers: user.auth });
    expect(res.statusCode).toBe(200);
    const list = res.json<Transaction[]>();
    expect(list.map((x) => [x.entity?.team.name, x.status, x.amount])).toEqual(
      expect.arrayContaining([
        ['Txn Pending', 'PENDING', 12],
        ['Txn Paid', 'COMPLETED', 8],
      ]),
    );
    expect(list.find((x) => x.entityId === registration.id)).toMatchObject({ type: 'USER_ENTRY_FEE', currency: 'USD' });
    expect((await app.inject({ url: `/api/v1/users/${user.user.id}/transactions/tournament-registrations`, headers: stranger.auth })).statusCode).toBe(403);

    const summary = (await app.inject({ url: '/api/v1/billing/summary', headers: user.auth })).json<BillingSummary>();
    const usd = { totalBalance: 50, totalProfit: 42, pendingPayouts: 12, monthlyRevenue: 8, currency: 'USD' };
    expect(summary).toEqual({ ...usd, byCurrency: [usd] });
  });

  it('the summary keeps every currency apart: fees in EUR and AOA get their own totals, none converted or lost', async () => {
    const user = await signedInUser(t, 'multi');
    const lisbon = await paidTeam('Multi EUR', 2500, user.user.id);
    const luanda = await paidTeam('Multi AOA', 500000, user.user.id);
    await db.update(teamRegistrations).set({ currency: 'EUR', paymentStatus: 'PAID', paidAt: clock.now() }).where(eq(teamRegistrations.id, lisbon.registration.id));
    await db.update(teamRegistrations).set({ currency: 'AOA' }).where(eq(teamRegistrations.id, luanda.registration.id));
    await db.insert(ledgerEntries).values([
      { userId: user.user.id, amountCents: 2500, currency: 'EUR', kind: 'CARD_CHARGE' },
      { userId: user.user.id, amountCents: -2500, currency: 'EUR', kind: 'ENTRY_FEE' },
      { userId: user.user.id, amountCents: 1000000, currency: 'AOA', kind: 'PRIZE' },
    ]);
    const eur = { totalBalance: 0, totalProfit: -25, pendingPayouts: 0, monthlyRevenue: 25, currency: 'EUR' };
    const aoa = { totalBalance: 10000, totalProfit: 10000, pendingPayouts: 5000, monthlyRevenue: 0, currency: 'AOA' };

    // A client asking for USD (the spec's default) keeps its fields, zero here, and finds the other currencies beside them.
    const summary = (await app.inject({ url: '/api/v1/billing/summary', headers: user.auth })).json<BillingSummary>();
    expect(summary).toEqual({ totalBalance: 0, totalProfit: 0, pendingPayouts: 0, monthlyRevenue: 0, currency: 'USD', byCurrency: [aoa, eur] });

    const inEuros = await app.inject({ url: '/api/v1/billing/summary?currency=eur', headers: user.auth });
    expect(inEuros.statusCode).toBe(200);
    expect(inEuros.json<BillingSummary>()).toEqual({ ...eur, byCurrency: [eur, aoa] });

    const fresh = await signedInUser(t, 'none');
    const nothing = { totalBalance: 0, totalProfit: 0, pendingPayouts: 0, monthlyRevenue: 0, currency: 'USD' };
    expect((await app.inject({ url: '/api/v1/billing/summary', headers: fresh.auth })).json<BillingSummary>()).toEqual({ ...nothing, byCurrency: [nothing] });
  });

  it('tickets: mine only; detail for members only; room code only to the match’s participants', async () => {
    const { tournament, team, registration } = await paidTeam('Ticket Team');
    await db.insert(teamMembers).values([
      { teamId: team.id, userId: member.user.id, role: 'MEMBER', inviteStatus: 'ACCEPTED', paymentStatus: 'PENDING', joinedAt: new Date() },
      { teamId: team.id, userId: organizer.user.id, role: 'MEMBER', inviteStatus: 'PENDING', paymentStatus: 'PENDING' },
    ]);
    const rival = await insertRegisteredTeam(t, { tournamentId: tournament.id, captainId: stranger.user.id, name: 'Rival' });
    const match = await insertMatch(t, { tournamentId: tournament.id, home: registration.id, away: rival.registration.id });
    await db.update(matches).set({ roomCode: 'ROOM-42', region: 'EU West' }).where(eq(matches.id, match.id));

    const mine = await app.inject({ url: `/api/v1/tickets/user/${member.user.id}`, headers: member.auth });
    expect(mine.statusCode).toBe(200);
    expect(mine.json<Ticket[]>().map((x) => x.id)).toContain(registration.id);
    expect((await app.inject({ url: `/api/v1/tickets/user/${member.user.id}`, headers: stranger.auth })).statusCode).toBe(403);
    const pending = await app.inject({ url: `/api/v1/tickets/user/${organizer.user.id}`, headers: organizer.auth });
    expect(pending.json<Ticket[]>().map((x) => x.id)).not.toContain(registration.id);

    const detail = await app.inject({ url: `/api/v1/tickets/team/${team.id}`, headers: member.auth });
    expect(detail.statusCode, detail.body).toBe(200);
    const body = detail.json<TicketDetail>();
    expect(body.teamMembers[0]).toMatchObject({ role: 'CAPTAIN', user: { id: captain.user.id } });
    expect(body.teamMembers.map((m) => m.user.id)).toEqual([captain.user.id, member.user.id, organizer.user.id]);
    expect(body.matches).toHaveLength(1);
    expect(body.matches[0]).toMatchObject({ home: 'Ticket Team', away: 'Rival', roomCode: 'ROOM-42', region: 'EU West' });
    expect((await app.inject({ url: `/api/v1/tickets/team/${team.id}`, headers: organizer.auth })).statusCode).toBe(403);
    expect((await app.inject({ url: `/api/v1/tickets/team/${team.id}`, headers: stranger.auth })).statusCode).toBe(403);
    expect((await app.inject({ url: `/api/v1/tickets/team/${team.id}` })).statusCode).toBe(401);
    const rivalView = await app.inject({ url: `/api/v1/tickets/team/${rival.team.id}`, headers: stranger.auth });
    expect(rivalView.json<TicketDetail>().matches[0]).toMatchObject({ roomCode: 'ROOM-42' });
  });
});
