import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { MAIL_QUOTA } from '../src/platform/mail/mail-quota.ts';
import { DAY, MINUTE, register, ROOMY_LIMITS, testClock, uniqueAccount } from './account-helpers.ts';
import { freshDatabase } from './database-template.ts';
import { createTestApp, WEB } from './test-app.ts';

const clock = testClock();
const t = await createTestApp({ env: ROOMY_LIMITS, deps: { now: clock.now } });
const { app } = t;

let address = 0;
/** Each call from another address, so only the per-recipient cap can refuse it. */
const ask = (kind: 'send' | 'resend' | 'confirm', email: string, instance = app) =>
  instance.inject({
    method: 'POST',
    url: kind === 'confirm' ? `/api/v1/users/resend-confirmation?email=${encodeURIComponent(email)}` : `/api/v1/otp/${kind}`,
    headers: WEB,
    remoteAddress: `10.9.${Math.floor(++address / 250)}.${address % 250}`,
    ...(kind === 'confirm' ? {} : { payload: { email } }),
  });
const mailsTo = async (email: string) => (await t.outbox()).filter((m) => m.to === email).length;

describe('the per-recipient cap on account e-mails', () => {
  it('allows 3 e-mails in 10 minutes across send, resend and resend-confirmation, then answers 429 with a message', async () => {
    const account = await register(t, uniqueAccount('capped'));
    const before = await mailsTo(account.email);
    for (const kind of ['send', 'resend', 'confirm'] as const) expect((await ask(kind, account.email)).statusCode).toBe(200);
    for (const kind of ['send', 'resend', 'confirm'] as const) {
      const refused = await ask(kind, account.email.toUpperCase());
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        code: 'MAIL_LIMIT_REACHED',
        message: 'We have already sent several e-mails to this address. Check your inbox and spam folder, or try again in 10 minutes.',
      });
    }
    expect(await mailsTo(account.email)).toBe(before + MAIL_QUOTA.burst);

    clock.advance(10 * MINUTE + 1000);
    expect((await ask('send', account.email)).statusCode).toBe(200);
    expect(await mailsTo(account.email)).toBe(before + MAIL_QUOTA.burst + 1);
  });

  it('answers an address without an account exactly as one with, so the cap tells nothing', async () => {
    const known = await register(t, uniqueAccount('known'));
    const unknown = `nobody-${Date.now()}@example.com`;
    const statuses = async (email: string) => {
      const out: Array<[number, string]> = [];
      for (const kind of ['send', 'resend', 'send', 'confirm'] as const) {
        const res = await ask(kind, email);
        out.push([res.statusCode, res.json().code ?? 'OK']);
      }
      return out;
    };
    const expected = [[200, 'OK'], [200, 'OK'], [200, 'OK'], [429, 'MAIL_LIMIT_REACHED']];
    expect(await statuses(known.email)).toEqual(expected);
    expect(await statuses(unknown)).toEqual(expected);
  });

  it('allows at most 10 a day, however they are spread', async () => {
    const account = await register(t, uniqueAccount('daily'));
    const before = await mailsTo(account.email);
    for (let i = 0; i < MAIL_QUOTA.daily; i++) {
      expect((await ask(i % 2 ? 'resend' : 'send', account.email)).statusCode).toBe(200);
      clock.advance(11 * MINUTE);
    }
    const refused = await ask('send', account.email);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/try again in \d+ minutes/);
    expect(await mailsTo(account.email)).toBe(before + MAIL_QUOTA.daily);
    clock.advance(DAY);
    expect((await ask('send', account.email)).statusCode).toBe(200);
  });

  it('hands out the last e-mails once when requests race', async () => {
    const account = await register(t, uniqueAccount('racing'));
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => ask(i % 2 ? 'resend' : 'send', account.email)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 429, 429, 429]);
  });
});

describe('the cap across instances', async () => {
  const database = await freshDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    DATA_DIR: '/tmp/clutch-test-data',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    ...ROOMY_LIMITS,
  });
  const [one, two] = [await buildApp({ config, database, logger: false }), await buildApp({ config, database, logger: false })];

  it('holds when the requests reach different instances sharing the database', async () => {
    const email = 'shared-inbox@example.com';
    try {
      expect((await ask('send', email, one)).statusCode).toBe(200);
      expect((await ask('send', email, two)).statusCode).toBe(200);
      expect((await ask('resend', email, one)).statusCode).toBe(200);
      expect((await ask('resend', email, two)).statusCode).toBe(429);
    } finally {
      await one.close();
      await two.close();
      await database.close();
    }
  });
});
