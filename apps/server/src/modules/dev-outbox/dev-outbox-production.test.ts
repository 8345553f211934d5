import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { resetCodeFor, signedInUser, uniqueAccount, register, verificationTokenFor, ROOMY_LIMITS } from '../../../test/account-helpers.ts';
import { createTestApp, WEB } from '../../../test/test-app.ts';
import { runAdminCommand } from '../../cli/admin-command.ts';

/** Every line the app logs, as pino writes it. */
function capturedLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, stream, text: () => lines.join('\n') };
}

const silent = { log() {}, error() {} };

describe('the dev outbox in production without SMTP_URL', async () => {
  const log = capturedLog();
  const t = await createTestApp({
    env: { NODE_ENV: 'production', PUBLIC_URL: 'https://clutch.example.org', ...ROOMY_LIMITS },
    deps: { logger: { level: 'trace', stream: log.stream } },
  });
  const { app } = t;
  const victim = await register(t, uniqueAccount('victim'));
  const player = await signedInUser(t, 'player');
  const operator = await signedInUser(t, 'operator');
  await runAdminCommand(t.app.ctx.db, ['grant', operator.email], silent);
  const asAdmin = { authorization: `Bearer ${operator.token}` };

  it('still stores the mail: the embedded default keeps working', () => {
    expect(app.ctx.mailer.mode).toBe('outbox');
  });

  it('refuses the JSON to a visitor (401) and to a signed-in player (403)', async () => {
    const visitor = await app.inject('/api/dev/outbox');
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    const user = await app.inject({ url: '/api/dev/outbox', headers: { authorization: `Bearer ${player.token}` } });
    expect(user.statusCode).toBe(403);
    expect(user.json()).toMatchObject({ code: 'ADMIN_ONLY' });
    expect(visitor.body + user.body).not.toContain(victim.email);
  });

  it('answers the page with a sign-in page (401) to a visitor and a refusal (403) to a player, never the mails', async () => {
    const visitor = await app.inject('/dev/outbox');
    expect(visitor.statusCode).toBe(401);
    expect(visitor.headers['content-type']).toContain('text/html');
    expect(visitor.body).toContain('Sign in as an administrator');
    expect(visitor.body).toContain('href="/app/auth/login"');
    const user = await app.inject({ url: '/dev/outbox', cookies: { clutch_session: player.token } });
    expect(user.statusCode).toBe(403);
    expect(user.body).toContain('Your account is not an administrator.');
    for (const page of [visitor.body, user.body]) {
      expect(page).not.toContain(victim.email);
      expect(page).not.toContain('Verify your Clutch account');
      expect(page).not.toMatch(/<iframe/);
    }
    // Its stylesheet holds nothing private.
    expect((await app.inject('/dev/outbox/outbox.css')).statusCode).toBe(200);
  });

  it('shows every mail to an administrator, as JSON and as the page (signed in by cookie)', async () => {
    const json = await app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(victim.email)}`, headers: asAdmin });
    expect(json.statusCode).toBe(200);
    expect(json.json()[0]).toMatchObject({ to: victim.email, subject: 'Verify your Clutch account' });
    const page = await app.inject({ url: '/dev/outbox', cookies: { clutch_session: operator.token } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(victim.email);
  });

  it('stops the takeover: a visitor asks for a reset code and cannot read it', async () => {
    const sent = await app.inject({ method: 'POST', url: `/api/v1/otp/send?email=${encodeURIComponent(victim.email)}`, headers: WEB });
    expect(sent.statusCode).toBe(200);
    for (const url of [`/api/dev/outbox?to=${encodeURIComponent(victim.email)}`, '/api/dev/outbox', '/dev/outbox']) {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(401);
      expect(res.body).not.toContain('password reset code');
    }
    const code = await resetCodeFor(t, victim.email);
    expect(code).toMatch(/^\d{6}$/);
  });

  it('warns once at boot that mail is not delivered', () => {
    const warnings = log.lines.map((l) => JSON.parse(l) as { level: number; msg: string }).filter((l) => l.level === 40);
    expect(warnings.filter((w) => w.msg.includes('mail is not being delivered; set SMTP_URL'))).toHaveLength(1);
  });

  it('never writes a mail body, code or link token to the log', async () => {
    const code = await resetCodeFor(t, victim.email);
    const token = await verificationTokenFor(t, victim.email);
    const bodies = (await t.outbox()).map((m) => m.text);
    const text = log.text();
    expect(text).toContain('dev outbox: e-mail stored');
    expect(text).not.toContain(code);
    expect(text).not.toContain(token);
    for (const body of bodies) expect(text).not.toContain(body.slice(0, 80));
  });
});

describe('the dev outbox outside production', async () => {
  const log = capturedLog();
  const { app } = await createTestApp({ deps: { logger: { level: 'info', stream: log.stream } } });

  it('stays open to anyone and logs no warning about delivery', async () => {
    expect((await app.inject('/api/dev/outbox')).statusCode).toBe(200);
    expect((await app.inject('/dev/outbox')).statusCode).toBe(200);
    expect(log.text()).not.toContain('mail is not being delivered');
  });
});
