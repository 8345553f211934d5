import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { listOutbox } from '../src/platform/mail/outbox.repository.ts';
import { register, ROOMY_LIMITS, uniqueAccount } from './account-helpers.ts';
import { until } from './instance-helpers.ts';
import { jobsNamed, QUICK_JOBS } from './job-helpers.ts';
import { createTestApp, WEB } from './test-app.ts';

/** A local SMTP server that turns every connection away with 421 while `refusing`, and records what it accepts. */
async function flakySmtpServer() {
  const received: { to: string[]; raw: string }[] = [];
  const state = { refusing: true, refusals: 0 };
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect(_session, callback) {
      if (!state.refusing) return callback();
      state.refusals += 1;
      callback(Object.assign(new Error('Service not available, try again later'), { responseCode: 421 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url: `smtp://127.0.0.1:${port}`, received, state };
}

describe('e-mail through the job queue while the SMTP server is away', async () => {
  const smtp = await flakySmtpServer();
  // A short backoff (1 s, 2 s, 4 s…) so the test does not wait out the production one (30 s, 1 min…).
  const t = await createTestApp({
    env: { SMTP_URL: smtp.url, ...ROOMY_LIMITS },
    deps: { jobOptions: { ...QUICK_JOBS, retry: { 'mail.send': { retryDelaySeconds: 1, retryBackoff: true } } } },
  });

  it('delays the mail and loses none: each goes out once the server accepts again', async () => {
    const account = await register(t, uniqueAccount('outage'));
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/otp/send', headers: WEB, payload: { email: account.email } });
    expect(res.statusCode, res.body).toBe(200);
    const mails = () => listOutbox(t.app.ctx.db, { to: account.email });
    expect((await mails()).map((m) => m.subject).sort()).toEqual(['Verify your Clutch account', 'Your Clutch password reset code']);

    // Refused, and refused again after a backoff.
    await until('both mails were refused twice', async () => smtp.state.refusals >= 4, 20_000);
    expect((await mails()).map((m) => m.status)).toEqual(['failed', 'failed']);
    expect((await mails())[0]!.error).toMatch(/try again later/);
    expect(smtp.received).toEqual([]);

    smtp.state.refusing = false;
    await until('both mails were delivered', async () => smtp.received.length >= 2, 20_000);
    // The server has the message before the job records it sent: wait for the rows, then look at them.
    await until('both mails were recorded', async () => (await mails()).every((m) => m.status !== 'failed'), 20_000);
    expect((await mails()).map((m) => ({ status: m.status, error: m.error }))).toEqual([
      { status: 'sent', error: null },
      { status: 'sent', error: null },
    ]);
    expect(smtp.received.every((m) => m.to.length === 1 && m.to[0] === account.email)).toBe(true);
    const subjects = smtp.received.map((m) => /^Subject: (.*)$/m.exec(m.raw)![1]).sort();
    expect(subjects).toEqual(['Verify your Clutch account', 'Your Clutch password reset code']);
    const jobs = await jobsNamed(t, 'mail.send');
    expect(jobs.map((j) => j.state)).toEqual(['completed', 'completed']);

    // Once each: nothing more arrives on later polls.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(smtp.received).toHaveLength(2);
  });
});
