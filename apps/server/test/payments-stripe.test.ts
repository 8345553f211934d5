import type { CheckoutCancellation, CheckoutResponse } from '@clutch/contract/payments';
import type { RegistrationDetail } from '@clutch/contract/teams';
import { eq } from 'drizzle-orm';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, describe, expect, it } from 'vitest';
import { ledgerEntries, payments, teamRegistrations, tournamentParticipants } from '../src/db/schema/index.ts';
import { ROOMY_LIMITS, signedInUser } from './account-helpers.ts';
import { gameIdOf, insertRegisteredTeam, insertTournament, syncGames } from './competition-fixtures.ts';
import { jobSettled, jobsNamed } from './job-helpers.ts';
import { createTestApp } from './test-app.ts';

/** A local fake of the parts of Stripe's HTTP API the adapter calls (form-encoded in, JSON out). */
interface Seen {
  method: string;
  path: string;
  form: URLSearchParams;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
}
const seen: Seen[] = [];
let counter = 0;
/** Checkout sessions the fake knows, by id: open until expired (or marked complete by a test). */
const sessionStatus = new Map<string, 'open' | 'complete' | 'expired'>();
const fake = http.createServer((req, res) => {
  let body = '';
  req.on('data', (c: Buffer) => (body += c.toString()));
  req.on('end', () => {
    const form = new URLSearchParams(body);
    const path = (req.url ?? '').split('?')[0]!;
    seen.push({ method: req.method ?? '', path, form, idempotencyKey: req.headers['idempotency-key'] as string | undefined, authorization: req.headers.authorization });
    counter += 1;
    const send = (status: number, json: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${counter}` });
      res.end(JSON.stringify(json));
    };
    if (req.method === 'POST' && path === '/v1/customers') return send(200, { id: `cus_fake${counter}`, object: 'customer', email: form.get('email') });
    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      const id = `cs_test_fake${counter}`;
      sessionStatus.set(id, 'open');
      const embedded = form.get('ui_mode') === 'embedded_page';
      return send(200, {
        id,
        object: 'checkout.session',
        url: embedded ? null : `https://checkout.stripe.com/c/pay/${id}`,
        client_secret: embedded ? `${id}_secret_abc` : null,
        metadata: { paymentId: form.get('metadata[paymentId]') },
      });
    }
    const sessionPath = /^\/v1\/checkout\/sessions\/(cs_test_fake\d+)(\/expire)?$/.exec(path);
    const sessionId = sessionPath?.[1];
    if (sessionId && sessionStatus.has(sessionId)) {
      const status = sessionStatus.get(sessionId)!;
      if (req.method === 'GET' && !sessionPath[2]) return send(200, { id: sessionId, object: 'checkout.session', status });
      if (req.method === 'POST' && sessionPath[2]) {
        if (status !== 'open') {
          return send(400, { error: { type: 'invalid_request_error', message: `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${status}".` } });
        }
        sessionStatus.set(sessionId, 'expired');
        return send(200, { id: sessionId, object: 'checkout.session', status: 'expired' });
      }
    }
    if (req.method === 'POST' && path === '/v1/refunds') return send(200, { id: `re_fake${counter}`, object: 'refund', status: 'succeeded', amount: Number(form.get('amount')) });
    if (req.method === 'POST' && path === '/v1/billing_portal/sessions') return send(200, { id: `bps_${counter}`, object: 'billing_portal.session', url: 'https://billing.stripe.com/p/session/test_fake' });
    return send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${path})` } });
  });
});
await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => fake.close(() => resolve())));

const WEBHOOK_SECRET = 'whsec_test_fake_secret';
const t = await createTestApp({
  env: {
    ...ROOMY_LIMITS,
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: `http://127.0.0.1:${(fake.address() as AddressInfo).port}`,
  },
});
const { app } = t;
const db = app.ctx.db;
await syncGames(t);
const cs2 = await gameIdOf(t, 'cs2');
const organizer = await signedInUser(t, 'org');
const captain = await signedInUser(t, 'cap');
const stripe = new Stripe('sk_test_fake');

async function pendingRegistration(name: string) {
  const tournament = await insertTournament(t, { organizerId: organizer.user.id, gameId: cs2, entryFeeCents: 1500 });
  const { registration } = await insertRegisteredTeam(t, { tournamentId: tournament.id, captainId: captain.user.id, name, requestStatus: 'ACCEPTED' });
  await db.update(teamRegistrations).set({ feeCents: 1500, paymentStatus: 'PENDING' }).where(eq(teamRegistrations.id, registration.id));
  return registration;
}

const deliver = (payload: string, signature: string | undefined) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/stripe/webhook',
    headers: { 'content-type': 'application/json; charset=utf-8', ...(signature ? { 'stripe-signature': signature } : {}) },
    payload,
  });

describe('Stripe adapter against a local fake of the API', () => {
  it('creates the customer once, a hosted or embedded checkout carrying our payment id, and applies the signed webhook', async () => {
    const registration = await pendingRegistration('Stripe Team');
    const hosted = await app.inject({ method: 'POST', url: `/api/v1/team-registrations/${registration.id}/pay-team-registration`, headers: captain.auth });
    expect(hosted.statusCode, hosted.body).toBe(200);
    const checkout = hosted.json<CheckoutResponse>();
    expect(checkout).toMatchObject({ provider: 'stripe', url: `https://checkout.stripe.com/c/pay/${checkout.sessionId}`, clientSecret: null });
    const created = seen.find((s) => s.path === '/v1/checkout/sessions')!;
    expect(created.authorization).toBe('Bearer sk_test_fake');
    expect(created.form.get('metadata[paymentId]')).toBe(checkout.paymentId);
    expect(created.form.get('payment_intent_data[metadata][paymentId]')).toBe(checkout.paymentId);
    expect(created.form.get('line_items[0][price_data][unit_amount]')).toBe('1500');
    expect(created.idempotencyKey).toBe(`checkout-${checkout.paymentId}`);

    const embedded = await app.inject({
      method: 'POST',
      url: `/api/v1/team-registrations/${registration.id}/pay-team-registration`,
      headers: captain.auth,
      payload: { mode: 'embedded' },
    });
    expect(embedded.json<CheckoutResponse>()).toMatchObject({ url: null, clientSecret: expect.stringMatching(/_secret_/) });
    expect(seen.filter((s) => s.path === '/v1/customers')).toHaveLength(1);

    const payload = JSON.stringify({
      id: 'evt_stripe_1',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { id: checkout.sessionId, object: 'checkout.session', payment_status: 'paid', payment_intent: 'pi_fake_1', metadata: { paymentId: checkout.paymentId } } },
    });
    expect((await deliver(payload, undefined)).statusCode).toBe(400);
    expect((await deliver(payload.replace('pi_fake_1', 'pi_fake_2'), stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }))).statusCode).toBe(400);
    const stale = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp: Math.floor(Date.now() / 1000) - 301 });
    expect((await deliver(payload, stale)).statusCode).toBe(400);
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    expect((await deliver(payload, header)).json()).toEqual({ received: true, duplicate: false });
    expect((await deliver(payload, header)).json()).toEqual({ received: true, duplicate: true });
    expect((await db.select().from(teamRegistrations).where(eq(teamRegistrations.id, registration.id)))[0]).toMatchObject({ paymentStatus: 'PAID' });

    // Withdrawn after paying: the refund job sends it to Stripe with an idempotency key, then the registration is REFUNDED.
    const withdrawn = await app.inject({ method: 'PATCH', url: `/api/v1/team-registrations/${registration.id}/withdraw`, headers: captain.auth });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    const [job] = (await jobsNamed(t, 'payments.refund-registration')).filter((j) => j.singleton_key === registration.id);
    expect(await jobSettled(t, job!.id)).toMatchObject({ state: 'completed' });
    const refund = seen.find((s) => s.path === '/v1/refunds')!;
    expect(refund.form.get('payment_intent')).toBe('pi_fake_1');
    expect(refund.form.get('amount')).toBe('1500');
    expect(refund.idempotencyKey).toBe(`refund-${checkout.paymentId}`);
    expect((await db.select().from(teamRegistrations).where(eq(teamRegistrations.id, registration.id)))[0]).toMatchObject({ paymentStatus: 'REFUNDED' });
    // Stripe's own charge.refunded that follows changes nothing.
    const refunded = JSON.stringify({
      id: 'evt_stripe_2',
      object: 'event',
      type: 'charge.refunded',
      data: { object: { id: 'ch_1', object: 'charge', refunded: true, payment_intent: 'pi_fake_1', metadata: { paymentId: checkout.paymentId } } },
    });
    expect((await deliver(refunded, stripe.webhooks.generateTestHeaderString({ payload: refunded, secret: WEBHOOK_SECRET }))).statusCode).toBe(200);
    expect(await db.select().from(payments).where(eq(payments.refundOf, checkout.paymentId))).toHaveLength(1);
  });

  it('opens the billing portal; a withdrawal is refused with the balance left whole', async () => {
    const portal = await app.inject({ url: '/api/v1/billing/portal', headers: captain.auth });
    expect(portal.json()).toEqual({ url: 'https://billing.stripe.com/p/session/test_fake' });
    expect(seen.find((s) => s.path === '/v1/billing_portal/sessions')!.form.get('customer')).toMatch(/^cus_fake/);

    await db.insert(ledgerEntries).values({ userId: captain.user.id, amountCents: 2000, currency: 'USD', kind: 'PRIZE' });
    const res = await app.inject({ method: 'POST', url: '/api/v1/billing/withdrawals', headers: captain.auth, payload: { amount: 10 } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'PAYOUTS_UNAVAILABLE' });
    const balance = await app.inject({ url: '/api/v1/stripe/accounts/me/balance', headers: captain.auth });
    expect(balance.json()).toEqual({ data: { available: 20, currency: 'USD' } });
  });

  it('leaving a solo checkout expires the Stripe session and releases the place; Stripe’s own expiry event changes nothing more', async () => {
    const tournament = await insertTournament(t, { organizerId: organizer.user.id, gameId: cs2, entryFeeCents: 700, maxPlayersPerTeam: 1, minPlayersPerTeam: 1 });
    const player = await signedInUser(t, 'solo');
    const joined = await app.inject({ method: 'POST', url: `/api/v1/team-registration/solo/${tournament.id}`, headers: player.auth });
    expect(joined.statusCode, joined.body).toBe(201);
    const registration = joined.json<RegistrationDetail>();
    const started = await app.inject({ method: 'POST', url: '/api/v1/payments/checkout', headers: player.auth, payload: { tournamentId: tournament.id } });
    const checkout = started.json<CheckoutResponse>();
    const cancel = (who = player) => app.inject({ method: 'POST', url: `/api/v1/payments/${checkout.paymentId}/cancel`, headers: who.auth });

    expect((await cancel(captain)).statusCode).toBe(403);
    expect(sessionStatus.get(checkout.sessionId)).toBe('open');

    const res = await cancel();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<CheckoutCancellation>()).toMatchObject({ payment: { status: 'CANCELLED' }, placeReleased: true });
    const expireCalls = () => seen.filter((s) => s.path === `/v1/checkout/sessions/${checkout.sessionId}/expire`);
    expect(expireCalls()).toHaveLength(1);
    expect(expireCalls()[0]!.idempotencyKey).toBe(`expire-${checkout.sessionId}`);
    expect(sessionStatus.get(checkout.sessionId)).toBe('expired');
    expect((await db.select().from(teamRegistrations).where(eq(teamRegistrations.id, registration.id)))[0]).toMatchObject({ requestStatus: 'CANCELLED' });
    expect(await db.select().from(tournamentParticipants).where(eq(tournamentParticipants.teamRegistrationId, registration.id))).toEqual([]);

    // Twice: no second call to Stripe, the same answer.
    expect((await cancel()).json<CheckoutCancellation>()).toMatchObject({ payment: { status: 'CANCELLED' }, placeReleased: true });
    expect(expireCalls()).toHaveLength(1);

    // Stripe's checkout.session.expired arrives afterwards (twice): recorded, no further effect.
    const payload = JSON.stringify({
      id: 'evt_stripe_expired_1',
      object: 'event',
      type: 'checkout.session.expired',
      data: { object: { id: checkout.sessionId, object: 'checkout.session', status: 'expired', payment_status: 'unpaid', metadata: { paymentId: checkout.paymentId } } },
    });
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    expect((await deliver(payload, header)).json()).toEqual({ received: true, duplicate: false });
    expect((await deliver(payload, header)).json()).toEqual({ received: true, duplicate: true });
    expect((await db.select().from(payments).where(eq(payments.id, checkout.paymentId)))[0]).toMatchObject({ status: 'CANCELLED' });
  });

  it('the expiry webhook alone releases a solo place; a session Stripe already completed cannot be cancelled', async () => {
    const tournament = await insertTournament(t, { organizerId: organizer.user.id, gameId: cs2, entryFeeCents: 700, maxPlayersPerTeam: 1, minPlayersPerTeam: 1 });
    const entry = async (prefix: string) => {
      const player = await signedInUser(t, prefix);
      const joined = (await app.inject({ method: 'POST', url: `/api/v1/team-registration/solo/${tournament.id}`, headers: player.auth })).json<RegistrationDetail>();
      const checkout = (
        await app.inject({ method: 'POST', url: '/api/v1/payments/checkout', headers: player.auth, payload: { tournamentId: tournament.id } })
      ).json<CheckoutResponse>();
      return { player, registrationId: joined.id, checkout };
    };
    const registrationStatus = async (id: string) => (await db.select().from(teamRegistrations).where(eq(teamRegistrations.id, id)))[0]!.requestStatus;
    const paymentStatus = async (id: string) => (await db.select().from(payments).where(eq(payments.id, id)))[0]!.status;

    // Stripe expires an abandoned session on its own and reports it: the solo place goes too.
    const abandoned = await entry('gone');
    const payload = JSON.stringify({
      id: 'evt_stripe_expired_2',
      object: 'event',
      type: 'checkout.session.expired',
      data: { object: { id: abandoned.checkout.sessionId, object: 'checkout.session', status: 'expired', payment_status: 'unpaid', metadata: { paymentId: abandoned.checkout.paymentId } } },
    });
    expect((await deliver(payload, stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }))).statusCode).toBe(200);
    expect(await paymentStatus(abandoned.checkout.paymentId)).toBe('CANCELLED');
    expect(await registrationStatus(abandoned.registrationId)).toBe('CANCELLED');

    // Paid at Stripe, its webhook not here yet: the cancel is refused and the place kept for the coming payment.
    const paying = await entry('paying');
    sessionStatus.set(paying.checkout.sessionId, 'complete');
    const refused = await app.inject({ method: 'POST', url: `/api/v1/payments/${paying.checkout.paymentId}/cancel`, headers: paying.player.auth });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'PAYMENT_COMPLETED' });
    expect(await paymentStatus(paying.checkout.paymentId)).toBe('PENDING');
    expect(await registrationStatus(paying.registrationId)).toBe('PENDING');
  });
});
