import type { CheckoutResponse } from '@clutch/contract/payments';
import { and, eq } from 'drizzle-orm';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { ledgerEntries, payments, teamRegistrations } from '../src/db/schema/index.ts';
import { createStripeProvider } from '../src/platform/payments/stripe/stripe-provider.ts';
import { ROOMY_LIMITS, signedInUser } from './account-helpers.ts';
import { gameIdOf, insertRegisteredTeam, insertTournament, syncGames } from './competition-fixtures.ts';
import { createTestApp } from './test-app.ts';

/**
 * Issue 10, item 12: Stripe slow or down. The adapter times out, retries a bounded number of times with the
 * same idempotency key (derived from our own row id), and the user gets a clear 503; no payment is left
 * half-made and none is made twice. Against a local fake of Stripe's API that a test makes slow or failing.
 */
type Behaviour = 'ok' | 'slow' | 'error';
const plan: Behaviour[] = [];
const TIMEOUT_MS = 300;

interface Seen {
  path: string;
  idempotencyKey: string | undefined;
  behaviour: Behaviour;
}
const seen: Seen[] = [];
/** Like Stripe: a key seen before answers what it answered the first time (the object is made once). */
const byKey = new Map<string, unknown>();
const objectsMade: string[] = [];
let counter = 0;

const fake = http.createServer((req, res) => {
  let body = '';
  req.on('data', (c: Buffer) => (body += c.toString()));
  req.on('end', () => {
    const form = new URLSearchParams(body);
    const path = (req.url ?? '').split('?')[0]!;
    const key = req.headers['idempotency-key'] as string | undefined;
    const moneyCall = path === '/v1/checkout/sessions' || path === '/v1/refunds';
    const behaviour: Behaviour = moneyCall ? (plan.shift() ?? 'ok') : 'ok';
    seen.push({ path, idempotencyKey: key, behaviour });
    const send = (status: number, json: unknown) => {
      if (res.destroyed) return;
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${++counter}` });
      res.end(JSON.stringify(json));
    };
    if (behaviour === 'error') return send(500, { error: { type: 'api_error', message: 'Stripe had a problem.' } });
    const make = (): unknown => {
      if (key && byKey.has(key)) return byKey.get(key);
      let made: { id: string };
      if (path === '/v1/customers') made = { id: `cus_fake${++counter}`, object: 'customer' } as never;
      else if (path === '/v1/checkout/sessions') {
        const id = `cs_test_fake${++counter}`;
        made = { id, object: 'checkout.session', url: `https://checkout.stripe.com/c/pay/${id}`, client_secret: null, metadata: { paymentId: form.get('metadata[paymentId]') } } as never;
      } else if (path === '/v1/refunds') made = { id: `re_fake${++counter}`, object: 'refund', status: 'succeeded', amount: Number(form.get('amount')) } as never;
      else return null;
      objectsMade.push(made.id);
      if (key) byKey.set(key, made);
      return made;
    };
    const made = make();
    if (!made) return send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${path})` } });
    // Slow: the object is made at once, the answer arrives after the client gave up (the worst case for a retry).
    if (behaviour === 'slow') setTimeout(() => send(200, made), TIMEOUT_MS * 3);
    else send(200, made);
  });
});
await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => fake.close(() => resolve())));
const apiUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;

const WEBHOOK_SECRET = 'whsec_test_fake_faults';
const t = await createTestApp({
  env: { ...ROOMY_LIMITS, STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: apiUrl },
  deps: {
    paymentProvider: createStripeProvider({ secretKey: 'sk_test_fake', webhookSecret: WEBHOOK_SECRET, apiUrl, now: () => new Date(), timeoutMs: TIMEOUT_MS, maxNetworkRetries: 2 }),
  },
});
const { app } = t;
const db = app.ctx.db;
await syncGames(t);
const cs2 = await gameIdOf(t, 'cs2');
const organizer = await signedInUser(t, 'org');
const captain = await signedInUser(t, 'cap');

async function pendingRegistration(name: string) {
  const tournament = await insertTournament(t, { organizerId: organizer.user.id, gameId: cs2, entryFeeCents: 1500 });
  const { registration } = await insertRegisteredTeam(t, { tournamentId: tournament.id, captainId: captain.user.id, name, requestStatus: 'ACCEPTED' });
  await db.update(teamRegistrations).set({ feeCents: 1500, paymentStatus: 'PENDING' }).where(eq(teamRegistrations.id, registration.id));
  return registration;
}

const pay = (registrationId: string) =>
  app.inject({ method: 'POST', url: `/api/v1/team-registrations/${registrationId}/pay-team-registration`, headers: captain.auth });
const checkoutCalls = () => seen.filter((s) => s.path === '/v1/checkout/sessions');
const paymentsOf = (registrationId: string) => db.select().from(payments).where(eq(payments.teamRegistrationId, registrationId));

beforeEach(() => {
  plan.length = 0;
  seen.length = 0;
});

describe('Stripe slow or down', () => {
  it('a checkout that timed out is retried under the same idempotency key, and only one session exists', async () => {
    const registration = await pendingRegistration('Slow Team');
    await pay(registration.id).then((r) => expect(r.statusCode, r.body).toBe(200)); // the customer exists from here on
    seen.length = 0;
    const before = objectsMade.length;
    plan.push('slow', 'ok');
    const res = await pay(registration.id);
    expect(res.statusCode, res.body).toBe(200);
    const checkout = res.json<CheckoutResponse>();
    const calls = checkoutCalls();
    expect(calls.map((c) => c.behaviour)).toEqual(['slow', 'ok']);
    expect(calls.map((c) => c.idempotencyKey)).toEqual([`checkout-${checkout.paymentId}`, `checkout-${checkout.paymentId}`]);
    expect(objectsMade.length - before).toBe(1);
    expect(objectsMade.at(-1)).toBe(checkout.sessionId);
    const row = (await db.select().from(payments).where(eq(payments.id, checkout.paymentId)))[0]!;
    expect(row).toMatchObject({ status: 'PENDING', providerSessionId: checkout.sessionId });
  });

  it('Stripe down: a clear 503 after the bounded retries; the attempt is recorded FAILED, nothing pending, nothing in the ledger', async () => {
    const registration = await pendingRegistration('Down Team');
    await pay(registration.id); // customer
    seen.length = 0;
    plan.push('slow', 'error', 'slow');
    const res = await pay(registration.id);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: expect.stringMatching(/payment provider/i), code: 'PAYMENT_PROVIDER_UNAVAILABLE' });
    const calls = checkoutCalls();
    expect(calls).toHaveLength(3);
    expect(new Set(calls.map((c) => c.idempotencyKey)).size).toBe(1);
    const rows = await paymentsOf(registration.id);
    const failed = rows.filter((r) => r.status === 'FAILED');
    expect(failed).toHaveLength(1);
    expect(calls[0]!.idempotencyKey).toBe(`checkout-${failed[0]!.id}`);
    expect((await db.select().from(teamRegistrations).where(eq(teamRegistrations.id, registration.id)))[0]).toMatchObject({ paymentStatus: 'PENDING' });
    expect(await db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, captain.user.id))).toEqual([]);

    // Stripe is back: the user's retry is a fresh checkout of its own.
    const again = await pay(registration.id);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<CheckoutResponse>().paymentId).not.toBe(failed[0]!.id);
  });

  it('a refund that timed out is retried under refund-<payment id>: the money goes back once', async () => {
    const registration = await pendingRegistration('Refund Team');
    const res = await pay(registration.id);
    const checkout = res.json<CheckoutResponse>();
    const payload = JSON.stringify({
      id: `evt_faults_${checkout.paymentId}`,
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { id: checkout.sessionId, object: 'checkout.session', payment_status: 'paid', payment_intent: 'pi_faults_1', metadata: { paymentId: checkout.paymentId } } },
    });
    const header = new Stripe('sk_test_fake').webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const delivered = await app.inject({ method: 'POST', url: '/api/v1/stripe/webhook', headers: { 'content-type': 'application/json', 'stripe-signature': header }, payload });
    expect(delivered.statusCode, delivered.body).toBe(200);
    seen.length = 0;
    const before = objectsMade.length;
    plan.push('slow', 'ok');
    // The captain withdrew: the refund job's work, run here in the test's hands.
    await db.update(teamRegistrations).set({ requestStatus: 'CANCELLED' }).where(eq(teamRegistrations.id, registration.id));
    expect(await app.ctx.payments.refundRegistration(registration.id)).toBe(1);
    const refunds = seen.filter((s) => s.path === '/v1/refunds');
    expect(refunds.map((r) => r.idempotencyKey)).toEqual([`refund-${checkout.paymentId}`, `refund-${checkout.paymentId}`]);
    expect(objectsMade.length - before).toBe(1);
    // Run again (a retried job): nothing left to refund, no provider call.
    expect(await app.ctx.payments.refundRegistration(registration.id)).toBe(0);
    expect(seen.filter((s) => s.path === '/v1/refunds')).toHaveLength(2);
    const refundRows = (await paymentsOf(registration.id)).filter((r) => r.kind === 'REFUND');
    expect(refundRows).toHaveLength(1);
    const ledger = await db.select().from(ledgerEntries).where(and(eq(ledgerEntries.userId, captain.user.id), eq(ledgerEntries.paymentId, refundRows[0]!.id)));
    expect(ledger.map((l) => [l.kind, l.amountCents]).sort()).toEqual([
      ['CARD_REFUND', -1500],
      ['REFUND', 1500],
    ]);
  });
});
