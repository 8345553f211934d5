import type { CheckoutResponse } from '@clutch/contract/payments';
import type { RegistrationDetail } from '@clutch/contract/teams';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerEntries, payments, teamRegistrations } from '../src/db/schema/index.ts';
import { ROOMY_LIMITS, testClock } from './account-helpers.ts';
import { gameIdOf, insertTournament, syncGames } from './competition-fixtures.ts';
import { jobSettled, jobsNamed, QUICK_JOBS } from './job-helpers.ts';
import { createdTeam, quickUser, type QuickUser } from './team-helpers.ts';
import { createTestApp } from './test-app.ts';

/**
 * Issue #14 item 1: the refund of a rejected or withdrawn paid registration is a `payments.refund-registration`
 * job sent in the transaction of the decision, retried while the provider fails, and never refunds twice.
 */
const REFUND = 'payments.refund-registration';
const clock = testClock();
const t = await createTestApp({
  env: ROOMY_LIMITS,
  deps: { now: clock.now, jobOptions: { ...QUICK_JOBS, retry: { [REFUND]: { retryLimit: 20, retryDelaySeconds: 1, retryBackoff: false } } } },
});
const { app } = t;
const db = app.ctx.db;
await syncGames(t);
const cs2 = await gameIdOf(t, 'cs2');
const organizer = await quickUser(t, 'org');

/** The sandbox provider, with refunds that can fail: while it is `down`, or `answerLost` times after refunding. */
const provider = app.ctx.paymentProvider;
const sandboxRefund = provider.refund.bind(provider);
const faults = { down: false, answerLost: 0 };
const refundCalls: { key: string; refundId?: string }[] = [];
provider.refund = async (providerPaymentId, amountCents, idempotencyKey) => {
  const call: (typeof refundCalls)[number] = { key: idempotencyKey };
  refundCalls.push(call);
  if (faults.down) throw new Error('503 the payment provider is unavailable (test)');
  const refund = await sandboxRefund(providerPaymentId, amountCents, idempotencyKey);
  call.refundId = refund.refundId;
  if (faults.answerLost > 0) {
    faults.answerLost -= 1;
    throw new Error('socket hang up after the refund was made (test)');
  }
  return refund;
};

const patch = (who: QuickUser, url: string) => app.inject({ method: 'PATCH', url: `/api/v1${url}`, headers: who.auth });
const registrationOf = async (id: string) => (await db.select().from(teamRegistrations).where(eq(teamRegistrations.id, id)))[0]!;
const paymentOf = async (id: string) => (await db.select().from(payments).where(eq(payments.id, id)))[0]!;
const refundsOf = (paymentId: string) => db.select().from(payments).where(eq(payments.refundOf, paymentId));
const refundJobsOf = async (registrationId: string) => (await jobsNamed(t, REFUND)).filter((j) => j.singleton_key === registrationId);

/** The captain registers the team and pays the fee through the sandbox checkout. */
async function pays(captain: QuickUser, tournamentId: string, teamId: string) {
  const registered = await app.inject({ method: 'POST', url: `/api/v1/team-registration/${tournamentId}/${teamId}`, headers: captain.auth });
  expect(registered.statusCode, registered.body).toBe(201);
  const registration = registered.json<RegistrationDetail>();
  const started = await app.inject({ method: 'POST', url: `/api/v1/team-registrations/${registration.id}/pay-team-registration`, headers: captain.auth });
  expect(started.statusCode, started.body).toBe(200);
  const checkout = started.json<CheckoutResponse>();
  const paid = await app.inject({
    method: 'POST',
    url: new URL(checkout.url!).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ action: 'pay', number: '4242424242424242', expiry: '12/40', cvc: '123' }).toString(),
  });
  expect(paid.statusCode).toBe(303);
  expect(await registrationOf(registration.id)).toMatchObject({ requestStatus: 'PENDING', paymentStatus: 'PAID' });
  return { registration, paymentId: checkout.paymentId };
}

async function paidRegistration() {
  const tournament = await insertTournament(t, { organizerId: organizer.user.id, gameId: cs2, entryFeeCents: 2500, minPlayersPerTeam: 1, maxPlayersPerTeam: 3 });
  const captain = await quickUser(t, 'cap');
  const team = await createdTeam(t, captain);
  return { tournament, captain, team, ...(await pays(captain, tournament.id, team.id)) };
}

const reject = (registrationId: string, reason: string) => patch(organizer, `/team-registrations/${registrationId}/reject?reason=${encodeURIComponent(reason)}`);

describe('the refund of a rejected or withdrawn paid registration', () => {
  it('is retried while the provider is down, and refunds exactly once when it is back', async () => {
    const { registration, paymentId } = await paidRegistration();
    faults.down = true;
    const calls = refundCalls.length;
    const res = await reject(registration.id, 'Roster incomplete.');
    expect(res.statusCode, res.body).toBe(200);
    const [job] = await refundJobsOf(registration.id);
    // Tried, failed, waiting for its next attempt; the money has not moved.
    await expect.poll(async () => (await app.ctx.jobs.find(job!.id))!.state, { timeout: 10_000 }).toBe('retry');
    expect(await paymentOf(paymentId)).toMatchObject({ status: 'COMPLETED' });
    expect(await refundsOf(paymentId)).toEqual([]);

    faults.down = false;
    const done = await jobSettled(t, job!.id);
    expect(done).toMatchObject({ state: 'completed' });
    expect(done.attempts).toBeGreaterThanOrEqual(2);
    expect(await paymentOf(paymentId)).toMatchObject({ status: 'REFUNDED' });
    const [refund, ...more] = await refundsOf(paymentId);
    expect(more).toEqual([]);
    expect(refund).toMatchObject({ kind: 'REFUND', status: 'COMPLETED', amountCents: 2500 });
    expect(await db.select().from(ledgerEntries).where(eq(ledgerEntries.paymentId, refund!.id))).toHaveLength(2);
    expect(await registrationOf(registration.id)).toMatchObject({ requestStatus: 'REJECTED', paymentStatus: 'REFUNDED' });
    // Every attempt asked the provider with the same idempotency key; the last one refunded.
    const attempts = refundCalls.slice(calls);
    expect(new Set(attempts.map((c) => c.key))).toEqual(new Set([`refund-${paymentId}`]));
    expect(attempts.at(-1)!.refundId).toBe(refund!.providerPaymentId);
  });

  it('whose answer was lost after the provider refunded: the retry is that same refund, recorded once', async () => {
    const { captain, registration, paymentId } = await paidRegistration();
    faults.answerLost = 1;
    const calls = refundCalls.length;
    expect((await patch(captain, `/team-registrations/${registration.id}/withdraw`)).statusCode).toBe(200);
    const [job] = await refundJobsOf(registration.id);
    expect(await jobSettled(t, job!.id)).toMatchObject({ state: 'completed', attempts: 2 });
    const [lost, retried] = refundCalls.slice(calls);
    expect(retried!.refundId).toBe(lost!.refundId);
    const rows = await refundsOf(paymentId);
    expect(rows.map((r) => r.providerPaymentId)).toEqual([lost!.refundId]);
    expect(await registrationOf(registration.id)).toMatchObject({ requestStatus: 'CANCELLED', paymentStatus: 'REFUNDED' });
    // The job run once more (its completion lost, say) finds nothing left to refund.
    expect(await app.ctx.payments.refundRegistration(registration.id)).toBe(0);
    expect(await refundsOf(paymentId)).toHaveLength(1);
  });

  it('is not sent when the rejection rolls back', async () => {
    const { registration, paymentId } = await paidRegistration();
    // The commit itself fails: a deferred check that refuses this one rejection.
    await app.ctx.database.executeSql(`
      create function refuse_test_rejection() returns trigger language plpgsql as $$
      begin raise exception 'the commit failed (test)'; end $$;
      create constraint trigger refuse_test_rejection after update on team_registrations
        deferrable initially deferred for each row when (new.rejection_reason = 'Rolled back.')
        execute function refuse_test_rejection();`);
    try {
      const res = await reject(registration.id, 'Rolled back.');
      expect(res.statusCode).toBe(500);
    } finally {
      await app.ctx.database.executeSql(`drop trigger refuse_test_rejection on team_registrations; drop function refuse_test_rejection();`);
    }
    expect(await refundJobsOf(registration.id)).toEqual([]);
    expect(await registrationOf(registration.id)).toMatchObject({ requestStatus: 'PENDING', paymentStatus: 'PAID' });
    expect(await paymentOf(paymentId)).toMatchObject({ status: 'COMPLETED' });

    // The same rejection committed: its job, and the refund.
    expect((await reject(registration.id, 'Roster incomplete.')).statusCode).toBe(200);
    const jobs = await refundJobsOf(registration.id);
    expect(jobs).toHaveLength(1);
    expect(await jobSettled(t, jobs[0]!.id)).toMatchObject({ state: 'completed' });
    expect(await paymentOf(paymentId)).toMatchObject({ status: 'REFUNDED' });
  });

  it('leaves the fee of a new entry alone when the team registered again before the refund went through', async () => {
    const { tournament, captain, team, registration, paymentId: first } = await paidRegistration();
    faults.down = true;
    expect((await patch(captain, `/team-registrations/${registration.id}/withdraw`)).statusCode).toBe(200);
    const [job] = await refundJobsOf(registration.id);
    // While the refund waits for the provider, the team enters again (the same registration, revived) and pays again.
    const again = await pays(captain, tournament.id, team.id);
    expect(again.registration.id).toBe(registration.id);
    faults.down = false;
    expect(await jobSettled(t, job!.id)).toMatchObject({ state: 'completed' });

    expect(await paymentOf(first)).toMatchObject({ status: 'REFUNDED' });
    expect(await refundsOf(first)).toHaveLength(1);
    expect(await paymentOf(again.paymentId)).toMatchObject({ status: 'COMPLETED' });
    expect(await refundsOf(again.paymentId)).toEqual([]);
    expect(await registrationOf(registration.id)).toMatchObject({ requestStatus: 'PENDING', paymentStatus: 'PAID' });
  });
});
