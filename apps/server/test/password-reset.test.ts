import { describe, expect, it } from 'vitest';
import { login, MINUTE, register, resetCodeFor, ROOMY_LIMITS, signedInUser, testClock } from './account-helpers.ts';
import { createTestApp, WEB } from './test-app.ts';

const clock = testClock();
const t = await createTestApp({ env: ROOMY_LIMITS, deps: { now: clock.now } });
const { app } = t;

const post = (url: string, payload?: object, headers: Record<string, string> = WEB) =>
  app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
const send = (email: string, kind: 'send' | 'resend' = 'send') => post(`/api/v1/otp/${kind}?email=${encodeURIComponent(email)}`);
const validate = (email: string, otp: string) =>
  post(`/api/v1/otp/validate-otp?email=${encodeURIComponent(email)}&otp=${encodeURIComponent(otp)}`);
const reset = (email: string, otp: string, newPassword = 'fresh password 1') => post('/api/v1/auth/reset-password', { email, otp, newPassword });
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

const INVALID_OTP = { message: 'Please, enter the 6-digit code', code: 'INVALID_OTP' };

describe('otp send and resend', () => {
  it('answer known and unknown e-mails identically, and only e-mail the known one', async () => {
    const account = await register(t);
    for (const kind of ['send', 'resend'] as const) {
      const before = (await t.outbox()).length;
      const known = await send(account.email, kind);
      const unknown = await send(`nobody-${kind}@example.com`, kind);
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(known.statusCode);
      expect(unknown.body).toBe(known.body);
      expect(known.json()).toEqual({ message: 'If an account exists for this e-mail, we sent a code to it.', expiresInSeconds: 600 });
      const mails = await t.outbox();
      expect(mails.length).toBe(before + 1);
      expect(mails[0]).toMatchObject({ to: account.email, subject: 'Your Clutch password reset code' });
    }
  });

  it('refuses a malformed e-mail', async () => {
    expect((await send('not-an-email')).statusCode).toBe(400);
  });

  it('a new code makes the previous one stop working', async () => {
    const account = await register(t);
    await send(account.email);
    const first = await resetCodeFor(t, account.email);
    await send(account.email, 'resend');
    const second = await resetCodeFor(t, account.email);
    if (first !== second) expect((await validate(account.email, first)).statusCode).toBe(400);
    expect((await validate(account.email, second)).statusCode).toBe(200);
  });
});

describe('otp validate', () => {
  it('accepts the right code without using it up', async () => {
    const account = await register(t);
    await send(account.email);
    const code = await resetCodeFor(t, account.email);
    for (let i = 0; i < 2; i++) {
      const res = await validate(account.email, code);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ valid: true });
    }
  });

  it('answers a wrong code, a malformed code and an unknown e-mail the same way', async () => {
    const account = await register(t);
    await send(account.email);
    const code = await resetCodeFor(t, account.email);
    for (const res of [await validate(account.email, wrongCode(code)), await validate(account.email, '12ab'), await validate('ghost@example.com', code)]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(INVALID_OTP);
    }
  });

  it('kills the code after 5 wrong tries, even for the right code afterwards', async () => {
    const account = await register(t);
    await send(account.email);
    const code = await resetCodeFor(t, account.email);
    for (let i = 0; i < 4; i++) expect((await validate(account.email, wrongCode(code))).statusCode).toBe(400);
    expect((await validate(account.email, code)).statusCode).toBe(200);
    expect((await validate(account.email, wrongCode(code))).statusCode).toBe(400);
    expect((await validate(account.email, code)).json()).toEqual(INVALID_OTP);
    expect((await reset(account.email, code)).statusCode).toBe(400);
  });

  it('expires codes after 10 minutes', async () => {
    const account = await register(t);
    await send(account.email);
    const code = await resetCodeFor(t, account.email);
    clock.advance(10 * MINUTE + 1000);
    expect((await validate(account.email, code)).json()).toEqual(INVALID_OTP);
    expect((await reset(account.email, code)).json()).toEqual(INVALID_OTP);
  });
});

describe('reset-password', () => {
  it('sets the password, works exactly once, verifies the e-mail and ends every session', async () => {
    const account = await register(t);
    const sessionA = await login(t, account.nickName, account.password);
    const sessionB = await login(t, account.email, account.password);
    await send(account.email);
    const code = await resetCodeFor(t, account.email);

    const res = await reset(account.email, code, 'fresh password 1');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/reset/);

    for (const s of [sessionA, sessionB]) {
      expect((await app.inject({ url: '/api/v1/auth/me', headers: { authorization: `Bearer ${s.token}` } })).statusCode).toBe(401);
    }
    expect((await post('/api/v1/auth/login', { nickname: account.nickName, password: account.password })).statusCode).toBe(401);
    const { user } = await login(t, account.nickName, 'fresh password 1');
    expect(user.userVerified).toBe(true);

    const reuse = await reset(account.email, code, 'another password');
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json()).toEqual(INVALID_OTP);
  });

  it('refuses a wrong code and counts it as a try', async () => {
    const me = await signedInUser(t);
    await send(me.email);
    const code = await resetCodeFor(t, me.email);
    for (let i = 0; i < 5; i++) expect((await reset(me.email, wrongCode(code))).json()).toEqual(INVALID_OTP);
    expect((await reset(me.email, code)).statusCode).toBe(400);
    expect((await app.inject({ url: '/api/v1/auth/me', headers: me.auth })).statusCode).toBe(200);
  });

  it('uses a code once when two resets race', async () => {
    const account = await register(t);
    await send(account.email);
    const code = await resetCodeFor(t, account.email);
    const results = await Promise.all([reset(account.email, code, 'first password 1'), reset(account.email, code, 'second password 2')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('still asks for 8 characters', async () => {
    const res = await reset('someone@example.com', '123456', 'short');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Password must be at least 8 characters');
  });
});
