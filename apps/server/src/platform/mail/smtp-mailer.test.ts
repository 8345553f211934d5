import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { register, uniqueAccount } from '../../../test/account-helpers.ts';
import { until } from '../../../test/instance-helpers.ts';
import { jobsNamed, QUICK_JOBS } from '../../../test/job-helpers.ts';
import { createTestApp, WEB } from '../../../test/test-app.ts';
import { listOutbox } from './outbox.repository.ts';
import { createSmtpMailer } from './smtp-mailer.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A local SMTP server; recipients at `refuse.test` are rejected with a permanent error. */
async function startSmtpServer() {
  const received: Received[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.endsWith('@refuse.test')) {
        const err = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
        return callback(err);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('SMTP mailer', async () => {
  const smtp = await startSmtpServer();
  const mailer = createSmtpMailer({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, from: 'Clutch <no-reply@clutch.test>' });
  afterAll(async () => {
    await mailer.close();
    await smtp.close();
  });

  it('delivers the message', async () => {
    await mailer.send({ to: 'player@example.com', subject: 'Welcome to Clutch', text: 'Plain hello', html: '<p>HTML hello</p>' });
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.from).toBe('no-reply@clutch.test');
    expect(mail!.to).toEqual(['player@example.com']);
    expect(mail!.raw).toContain('Subject: Welcome to Clutch');
    expect(mail!.raw).toContain('Plain hello');
    expect(mail!.raw).toContain('<p>HTML hello</p>');
  });

  it('offers a notification e-mail’s one-click unsubscribe to mail clients (RFC 8058 headers)', async () => {
    const unsubscribeUrl = 'https://clutch.example/api/v1/notifications/unsubscribe?token=abc.def';
    await mailer.send({ to: 'fan@example.com', subject: 'Match starting soon', text: 'x', html: '<p>x</p>', unsubscribeUrl });
    // Long header lines come folded (RFC 5322): unfold before reading them.
    const headers = smtp.received.find((m) => m.to[0] === 'fan@example.com')!.raw.replace(/\r\n[ \t]+/g, ' ');
    expect(headers).toContain(`List-Unsubscribe: <${unsubscribeUrl}>`);
    expect(headers).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    // Other mail has none.
    expect(smtp.received.find((m) => m.to[0] === 'player@example.com')!.raw).not.toContain('List-Unsubscribe');
  });

  it('lets a refusal propagate (the mail.send job records it and retries)', async () => {
    const message = { to: 'ghost@refuse.test', subject: 'Lost', text: 'x', html: '<p>x</p>' };
    await expect(mailer.send(message)).rejects.toThrow(/Mailbox unavailable/);
    expect(smtp.received.map((m) => m.to[0])).not.toContain('ghost@refuse.test');
  });
});

/** Accepts the TCP connection and never says a word: smtp-server greets only once onConnect calls back. */
async function startSilentSmtpServer() {
  const server = new SMTPServer({ logger: false, disabledCommands: ['STARTTLS', 'AUTH'], onConnect() {} });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return { port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Short limits so the test does not wait out the production ones (SMTP_TIMEOUTS). */
const QUICK = { connectionTimeout: 300, greetingTimeout: 300, socketTimeout: 1000 };

describe('SMTP mailer against a server that never answers', async () => {
  const silent = await startSilentSmtpServer();
  const mailer = createSmtpMailer({ smtpUrl: `smtp://127.0.0.1:${silent.port}`, from: 'x@clutch.test', timeouts: QUICK });
  afterAll(async () => {
    await mailer.close();
    await silent.close();
  });

  it('gives up with a timeout error instead of hanging', async () => {
    const message = { to: 'waiting@example.com', subject: 'Hello?', text: 'x', html: '<p>x</p>' };
    await expect(mailer.send(message)).rejects.toMatchObject({ code: 'ETIMEDOUT' });
  });
});

describe('a password code while the SMTP server never answers', async () => {
  const silent = await startSilentSmtpServer();
  const mailer = createSmtpMailer({ smtpUrl: `smtp://127.0.0.1:${silent.port}`, from: 'x@clutch.test', timeouts: QUICK });
  const t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${silent.port}`, RATE_LIMIT_AUTH_MAX: '1000' }, deps: { mailer, jobOptions: QUICK_JOBS } });
  afterAll(async () => {
    await silent.close();
  });

  it('answers as usual: the e-mail waits in the queue, its failed attempt recorded, for a retry', async () => {
    const account = await register(t, uniqueAccount('nosmtp'));
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/otp/send', headers: WEB, payload: { email: account.email } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'If an account exists for this e-mail, we sent a code to it.' });
    const codeMail = async () => (await listOutbox(t.app.ctx.db, { to: account.email })).find((m) => m.subject === 'Your Clutch password reset code');
    await until('the first attempt failed', async () => (await codeMail())?.status === 'failed');
    const mail = (await codeMail())!;
    expect(mail.error).toMatch(/greeting never received|timeout/i);
    const job = (await jobsNamed(t, 'mail.send')).find((j) => j.data.outboxId === mail.id);
    expect(job).toMatchObject({ state: 'retry' });
  });
});
