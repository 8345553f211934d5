import type { AdminJob } from '@clutch/contract/jobs';
import type { RegistrationDetail } from '@clutch/contract/teams';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { matchReports, outbox, teamRegistrations } from '../src/db/schema/index.ts';
import { runInTransaction } from '../src/db/transaction.ts';
import type { MailMessage, Mailer } from '../src/platform/mail/mailer.ts';
import { MINUTE, testClock } from './account-helpers.ts';
import { gameIdOf, insertTournament, syncGames } from './competition-fixtures.ts';
import { competitionApi, isPlayable, startedTournament } from './competition-play.ts';
import { until } from './instance-helpers.ts';
import { adminUser, jobSettled, jobsNamed, QUICK_JOBS, runJob, schedulesOf } from './job-helpers.ts';
import { createdTeam, quickUser } from './team-helpers.ts';
import { createTestApp, WEB } from './test-app.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A mailer that records each delivery attempt, and refuses while `refusing` is set. */
function recordingMailer() {
  const attempts: { message: MailMessage; at: number }[] = [];
  const state = { refusing: false };
  const mailer: Mailer = {
    mode: 'smtp',
    async send(message) {
      attempts.push({ message, at: Date.now() });
      if (state.refusing) throw new Error('421 try again later (the test server refuses)');
    },
    async close() {},
  };
  const to = (address: string) => attempts.filter((a) => a.message.to === address);
  return { mailer, attempts, to, state };
}

const message = (to: string, text = 'Your code is 271828.'): MailMessage => ({ to, subject: 'Test mail', text, html: `<p>${text}</p>` });

describe('the job queue', async () => {
  const clock = testClock();
  const recorder = recordingMailer();
  const t = await createTestApp({
    deps: { now: clock.now, mailer: recorder.mailer, jobOptions: { ...QUICK_JOBS, retry: { 'mail.send': { retryLimit: 2, retryDelaySeconds: 1, retryBackoff: true } } } },
  });
  const { app } = t;
  const db = app.ctx.db;

  it('never runs a job sent in a transaction that rolled back, and runs a committed one once', async () => {
    await expect(
      runInTransaction(db, async (tx) => {
        await app.ctx.mail.enqueue(tx, message('rolled-back@example.com'));
        throw new Error('the cause failed');
      }),
    ).rejects.toThrow('the cause failed');
    await runInTransaction(db, async (tx) => app.ctx.mail.enqueue(tx, message('committed@example.com')));
    app.ctx.mail.flush();

    await until('the committed mail was delivered', async () => recorder.to('committed@example.com').length > 0);
    // Several more polls: nothing else turns up, and the delivered one is not delivered again.
    await sleep(2_000);
    expect(recorder.to('committed@example.com')).toHaveLength(1);
    expect(recorder.to('rolled-back@example.com')).toHaveLength(0);
    expect(await db.select().from(outbox).where(eq(outbox.to, 'rolled-back@example.com'))).toEqual([]);
    const [sent] = await db.select().from(outbox).where(eq(outbox.to, 'committed@example.com'));
    expect(sent).toMatchObject({ status: 'sent', error: null });
    const mailJobs = await jobsNamed(t, 'mail.send');
    expect(mailJobs.filter((j) => j.data.outboxId === sent!.id)).toMatchObject([{ state: 'completed' }]);
    expect(mailJobs).toHaveLength(1);
  });

  describe('a job whose handler keeps failing', async () => {
    const admin = await adminUser(t);
    const player = await quickUser(t, 'plain');
    const listFailed = (headers: Record<string, string>) => app.inject({ url: '/api/v1/admin/jobs?state=failed', headers });
    const retry = (id: string, headers: Record<string, string>) => app.inject({ method: 'POST', url: `/api/v1/admin/jobs/${id}/retry`, headers });

    let row: typeof outbox.$inferSelect | undefined;
    let jobId = '';

    it('is retried with a growing delay, then failed', async () => {
      recorder.state.refusing = true;
      await app.ctx.mail.send(message('unlucky@example.com', 'Your code is 314159.'));
      [row] = await db.select().from(outbox).where(eq(outbox.to, 'unlucky@example.com'));
      jobId = (await jobsNamed(t, 'mail.send')).find((j) => j.data.outboxId === row!.id)!.id;
      expect(await jobSettled(t, jobId, 20_000)).toMatchObject({ state: 'failed', attempts: 3 });
      const times = recorder.to('unlucky@example.com').map((a) => a.at);
      expect(times).toHaveLength(3);
      // retryDelay 1 s with backoff: the first wait is 1–2 s, the second 2–4 s (plus a poll).
      expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(1_000);
      expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(2_000);
      const [mail] = await db.select().from(outbox).where(eq(outbox.id, row!.id));
      expect(mail).toMatchObject({ status: 'failed', error: '421 try again later (the test server refuses)' });
    });

    it('is listed for administrators only, its payload without the message', async () => {
      expect((await listFailed(WEB)).statusCode).toBe(401);
      const refused = await listFailed(player.auth);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'ADMIN_ONLY' });

      const res = await listFailed(admin.auth);
      expect(res.statusCode, res.body).toBe(200);
      const job = res.json<AdminJob[]>().find((j) => j.id === jobId);
      expect(job).toMatchObject({
        name: 'mail.send',
        state: 'failed',
        data: { outboxId: row!.id },
        error: '421 try again later (the test server refuses)',
        attempts: 3,
        retryLimit: 2,
      });
      expect(job!.completedAt).not.toBeNull();
      expect(res.body).not.toContain('314159');
      expect(res.body).not.toContain('unlucky@example.com');
      // Other states on request; the default is failed.
      const completed = await app.inject({ url: '/api/v1/admin/jobs?state=completed&limit=200', headers: admin.auth });
      expect(completed.json<AdminJob[]>().map((j) => j.state)).toEqual(expect.arrayContaining(['completed']));
      expect(completed.json<AdminJob[]>().every((j) => j.state === 'completed')).toBe(true);
      expect((await app.inject({ url: '/api/v1/admin/jobs', headers: admin.auth })).json<AdminJob[]>().map((j) => j.id)).toContain(jobId);
      expect((await app.inject({ url: '/api/v1/admin/jobs?state=dead', headers: admin.auth })).statusCode).toBe(400);
    });

    it('gets another attempt when an administrator retries it, and the mail goes out', async () => {
      expect((await retry(jobId, WEB)).statusCode).toBe(401);
      expect((await retry(jobId, player.auth)).statusCode).toBe(403);
      recorder.state.refusing = false;
      const res = await retry(jobId, admin.auth);
      expect(res.statusCode, res.body).toBe(200);
      // Woken at once: already taken again, maybe done.
      expect(res.json<AdminJob>().id).toBe(jobId);
      expect(['retry', 'active', 'completed']).toContain(res.json<AdminJob>().state);
      expect(await jobSettled(t, jobId)).toMatchObject({ state: 'completed' });
      expect(recorder.to('unlucky@example.com')).toHaveLength(4);
      expect((await db.select().from(outbox).where(eq(outbox.id, row!.id)))[0]).toMatchObject({ status: 'sent', error: null });

      const again = await retry(jobId, admin.auth);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ code: 'JOB_NOT_FAILED', message: 'Only a failed job can be retried.' });
      const missing = await retry('00000000-0000-4000-8000-000000000000', admin.auth);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ code: 'JOB_NOT_FOUND', message: 'Job not found.' });
      expect((await app.inject({ method: 'POST', url: `/api/v1/admin/jobs/${jobId}/retry`, headers: { ...admin.auth, 'accept-language': 'pt-BR' } })).json()).toEqual({
        code: 'JOB_NOT_FAILED',
        message: 'Só uma tarefa que falhou pode ser tentada de novo.',
      });
    });
  });

  it('cancels a waiting job by its key (a reminder that moves), not one that already ran', async () => {
    const data = { registrationId: '00000000-0000-4000-8000-00000000000a', tournamentId: '00000000-0000-4000-8000-00000000000b' };
    const later = await app.ctx.jobs.send('registrations.expire-hold', data, { startAfter: 3600, singletonKey: 'moving-reminder' });
    const other = await app.ctx.jobs.send('registrations.expire-hold', data, { startAfter: 3600, singletonKey: 'another' });
    expect(await app.ctx.jobs.cancelByKey('registrations.expire-hold', 'moving-reminder')).toBe(1);
    expect(await app.ctx.jobs.find(later!)).toMatchObject({ state: 'cancelled', attempts: 0 });
    expect(await app.ctx.jobs.find(other!)).toMatchObject({ state: 'created' });
    expect(await app.ctx.jobs.cancel('registrations.expire-hold', other!)).toBe(true);
    expect(await app.ctx.jobs.find(other!)).toMatchObject({ state: 'cancelled' });
    const ran = await app.ctx.jobs.send('registrations.expire-hold', data, { singletonKey: 'ran' });
    expect(await jobSettled(t, ran!)).toMatchObject({ state: 'completed' });
    expect(await app.ctx.jobs.cancelByKey('registrations.expire-hold', 'ran')).toBe(0);
    expect(await app.ctx.jobs.cancel('registrations.expire-hold', ran!)).toBe(false);
  });

  it('expires an unpaid registration hold when it lapses, with no request touching the tournament', async () => {
    await syncGames(t);
    const organizer = await quickUser(t, 'org');
    const cup = await insertTournament(t, { organizerId: organizer.user.id, gameId: await gameIdOf(t, 'cs2'), minPlayersPerTeam: 1, maxPlayersPerTeam: 2, entryFeeCents: 1000 });
    const captain = await quickUser(t, 'cap');
    const team = await createdTeam(t, captain);
    const res = await app.inject({ method: 'POST', url: `/api/v1/team-registration/${cup.id}/${team.id}`, headers: captain.auth });
    expect(res.statusCode, res.body).toBe(201);
    const registration = res.json<RegistrationDetail>();

    const [job] = (await jobsNamed(t, 'registrations.expire-hold')).filter((j) => j.singleton_key === registration.id);
    expect(job).toMatchObject({ state: 'created', data: { registrationId: registration.id, tournamentId: cup.id } });
    // Due when the 30-minute hold runs out (by the database's clock), a second after.
    const dueIn = new Date(job!.start_after).getTime() - Date.now();
    expect(dueIn).toBeGreaterThan(29 * MINUTE);
    expect(dueIn).toBeLessThan(31 * MINUTE);

    // The database's half hour passes (the job is due), the app's clock follows.
    await t.app.ctx.database.executeSql(`update pgboss.job set start_after = now() where id = $1`, [job!.id]);
    clock.advance(31 * MINUTE);
    app.ctx.jobs.wake('registrations.expire-hold');
    expect(await jobSettled(t, job!.id)).toMatchObject({ state: 'completed' });
    const [row] = await db.select().from(teamRegistrations).where(eq(teamRegistrations.id, registration.id));
    expect(row).toMatchObject({ requestStatus: 'CANCELLED', rejectionReason: 'The entry fee was not paid within 30 minutes.' });
  });

  it('looks again later when, by the app clock, the hold has not run out yet', async () => {
    const organizer = await quickUser(t, 'org');
    const cup = await insertTournament(t, { organizerId: organizer.user.id, gameId: await gameIdOf(t, 'cs2'), minPlayersPerTeam: 1, maxPlayersPerTeam: 2, entryFeeCents: 1000 });
    const captain = await quickUser(t, 'cap');
    const team = await createdTeam(t, captain);
    const registration = (await app.inject({ method: 'POST', url: `/api/v1/team-registration/${cup.id}/${team.id}`, headers: captain.auth })).json<RegistrationDetail>();
    const [job] = (await jobsNamed(t, 'registrations.expire-hold')).filter((j) => j.singleton_key === registration.id);
    await t.app.ctx.database.executeSql(`update pgboss.job set start_after = now() where id = $1`, [job!.id]);
    app.ctx.jobs.wake('registrations.expire-hold');
    expect(await jobSettled(t, job!.id)).toMatchObject({ state: 'completed' });
    expect((await db.select().from(teamRegistrations).where(eq(teamRegistrations.id, registration.id)))[0]).toMatchObject({ requestStatus: 'PENDING' });
    const next = (await jobsNamed(t, 'registrations.expire-hold')).filter((j) => j.singleton_key === registration.id && j.state === 'created');
    expect(next).toHaveLength(1);
    expect(new Date(next[0]!.start_after).getTime() - Date.now()).toBeGreaterThan(29 * MINUTE);
  });

  it('runs the report sweep as the reports.sweep job, every minute, by the app clock', async () => {
    expect(await schedulesOf(t)).toContainEqual({ name: 'reports.sweep', cron: '* * * * *' });
    const organizer = await quickUser(t, 'org');
    const { tournament, captainOf } = await startedTournament(t, organizer, 4, { format: 'KNOCKOUT', reportConfirmMinutes: 5 });
    const match = (await competitionApi(t).matches(tournament.id)).find(isPlayable)!;
    const report = await competitionApi(t).reported(captainOf(match.results[0]!.teamRegistrationId)!, match.id, { homeScore: 1, awayScore: 0 });
    const status = async () => (await db.select().from(matchReports).where(eq(matchReports.id, report.id)))[0]!.status;

    expect(await runJob(t, 'reports.sweep')).toMatchObject({ state: 'completed' });
    expect(await status()).toBe('PENDING');
    clock.advance(6 * MINUTE);
    expect(await runJob(t, 'reports.sweep')).toMatchObject({ state: 'completed' });
    expect(await status()).toBe('AUTO_ACCEPTED');
  });

  // Last: it stops this app's queue.
  it('says in /readyz when this instance works no job, and runs none once stopped', async () => {
    expect((await app.inject('/readyz')).json()).toEqual({ status: 'ok' });
    await app.ctx.jobs.stop();
    expect((await app.inject('/readyz')).json()).toEqual({ status: 'degraded', degraded: ['jobs'] });
    // Still queued (for another instance, or this one's restart), not run.
    const id = await app.ctx.jobs.send('registrations.expire-hold', { registrationId: '00000000-0000-4000-8000-00000000000c', tournamentId: '00000000-0000-4000-8000-00000000000d' });
    await sleep(1_500);
    expect(await app.ctx.jobs.find(id!)).toMatchObject({ state: 'created', attempts: 0 });
  });
});
