import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { register, uniqueAccount } from '../../../test/account-helpers.ts';
import { freshDatabase } from '../../../test/database-template.ts';
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

const silentLog = { error() {}, warn() {}, info() {}, debug() {}, trace() {}, fatal() {}, child: () => silentLog, level: 'silent', silent() {} };

describe('SMTP mailer', async () => {
  const smtp = await startSmtpServer();
  const database = await freshDatabase();
  const mailer = createSmtpMailer({
    smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
    from: 'Clutch <no-reply@clutch.test>',
    db: database.db,
    log: silentLog,
  });
  afterAll(async () => {
    await mailer.close();
    await smtp.close();
    await database.close();
  });

  it('delivers the message and logs it as sent', async () => {
    await mailer.send({ to: 'player@example.com', subject: 'Welcome to Clutch', text: 'Plain hello', html: '<p>HTML hello</p>' });
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.from).toBe('no-reply@clutch.test');
    expect(mail!.to).toEqual(['player@example.com']);
    expect(mail!.raw).toContain('Subject: Welcome to Clutch');
    expect(mail!.raw).toContain('Plain hello');
    expect(mail!.raw).toContain('<p>HTML hello</p>');

    const [row] = await listOutbox(database.db, { to: 'player@example.com' });
    expect(row).toMatchObject({ subject: 'Welcome to Clutch', status: 'sent', error: null });
  });

  it('logs a refused message as failed and lets the error propagate', async () => {
    const message = { to: 'ghost@refuse.test', subject: 'Lost', text: 'x', html: '<p>x</p>' };
    await expect(mailer.send(message)).rejects.toThrow(/Mailbox unavailable/);
    expect(smtp.received.map((m) => m.to[0])).not.toContain('ghost@refuse.test');
    const [row] = await listOutbox(database.db, { to: 'ghost@refuse.test' });
    expect(row!.status).toBe('failed');
    expect(row!.error).toMatch(/Mailbox unavailable/);
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
  const database = await freshDatabase();
  const mailer = createSmtpMailer({ smtpUrl: `smtp://127.0.0.1:${silent.port}`, from: 'x@clutch.test', db: database.db, log: silentLog, timeouts: QUICK });
  afterAll(async () => {
    await mailer.close();
    await silent.close();
    await database.close();
  });

  it('gives up with a timeout error instead of hanging, and logs the e-mail as failed', async () => {
    const message = { to: 'waiting@example.com', subject: 'Hello?', text: 'x', html: '<p>x</p>' };
    await expect(mailer.send(message)).rejects.toMatchObject({ code: 'ETIMEDOUT' });
    const [row] = await listOutbox(database.db, { to: 'waiting@example.com' });
    expect(row!.status).toBe('failed');
    expect(row!.error).toMatch(/greeting never received|timeout/i);
  });
});

describe('a password code while the SMTP server never answers', async () => {
  const silent = await startSilentSmtpServer();
  const database = await freshDatabase();
  const mailer = createSmtpMailer({ smtpUrl: `smtp://127.0.0.1:${silent.port}`, from: 'x@clutch.test', db: database.db, log: silentLog, timeouts: QUICK });
  const t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${silent.port}`, RATE_LIMIT_AUTH_MAX: '1000' }, deps: { mailer } });
  afterAll(async () => {
    await silent.close();
    await database.close();
  });

  it('answers 503 with a message the user can act on, and registration says the link was not sent', async () => {
    const account = await register(t, uniqueAccount('nosmtp'));
    const registered = await t.app.inject({ method: 'POST', url: '/api/v1/auth/register', headers: WEB, payload: uniqueAccount('nosmtp') });
    expect(registered.statusCode).toBe(201);
    expect(registered.json().message).toContain('we could not send the verification e-mail right now');
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/otp/send', headers: WEB, payload: { email: account.email } });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ code: 'MAIL_UNAVAILABLE', message: 'We could not send the e-mail right now. Please try again in a few minutes.' });
  });
});
