import { describe, expect, it } from 'vitest';
import { uniqueAccount } from './account-helpers.ts';
import { createTestApp, WEB } from './test-app.ts';

const AUTH_MAX = 3;
const { app } = await createTestApp({ env: { RATE_LIMIT_AUTH_MAX: String(AUTH_MAX) } });

const post = (url: string, payload?: object, ip = '203.0.113.1') =>
  app.inject({ method: 'POST', url, headers: WEB, remoteAddress: ip, ...(payload ? { payload } : {}) });
const RATE_LIMITED = { message: 'Too many requests. Please wait a moment and try again.', code: 'RATE_LIMITED' };

describe('strict limits on the account endpoints', () => {
  it('limits login per address and account, whatever the case of the identifier', async () => {
    const ids = ['Target', 'target', 'TARGET'];
    for (const nickname of ids) expect((await post('/api/v1/auth/login', { nickname, password: 'guess' })).statusCode).toBe(401);
    const blocked = await post('/api/v1/auth/login', { nickname: 'tarGet', password: 'guess' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(RATE_LIMITED);
    // Another account from the same address, and the same account from another address, still get answers.
    expect((await post('/api/v1/auth/login', { nickname: 'someone-else', password: 'guess' })).statusCode).toBe(401);
    expect((await post('/api/v1/auth/login', { nickname: 'target', password: 'guess' }, '203.0.113.2')).statusCode).toBe(401);
  });

  it('counts every form of one account together: nickname, e-mail and their spellings share RATE_LIMIT_AUTH_MAX', async () => {
    const account = uniqueAccount('Keyed');
    expect((await post('/api/v1/auth/register', account, '198.51.100.60')).statusCode).toBe(201);
    const forms = [account.nickName, account.email.toUpperCase(), ` ${account.nickName.toLowerCase()} `];
    for (const nickname of forms.slice(0, AUTH_MAX)) {
      expect((await post('/api/v1/auth/login', { nickname, password: 'wrong guess' }, '203.0.113.60')).statusCode).toBe(401);
    }
    // Even the right password, in yet another form, waits out the minute from that address.
    const blocked = await post('/api/v1/auth/login', { nickname: account.email, password: account.password }, '203.0.113.60');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(RATE_LIMITED);
    // The account's owner elsewhere still signs in.
    expect((await post('/api/v1/auth/login', { nickname: account.email, password: account.password }, '203.0.113.61')).statusCode).toBe(200);
  });

  it.each([
    ['register', (i: number) => post('/api/v1/auth/register', uniqueAccount(`rl${i}`), '198.51.100.1')],
    ['otp send', () => post('/api/v1/otp/send?email=a%40example.com', undefined, '198.51.100.2')],
    ['otp resend', () => post('/api/v1/otp/resend?email=b%40example.com', undefined, '198.51.100.3')],
    ['otp validate', () => post('/api/v1/otp/validate-otp?email=a%40example.com&otp=123456', undefined, '198.51.100.4')],
    ['reset-password', () => post('/api/v1/auth/reset-password', { email: 'a@example.com', otp: '123456', newPassword: 'long enough 1' }, '198.51.100.5')],
    ['resend-confirmation', () => post('/api/v1/users/resend-confirmation?email=c%40example.com', undefined, '198.51.100.6')],
    ['google', () => post('/api/v1/auth/google', { idToken: 'x' }, '198.51.100.7')],
  ])('limits %s per address', async (_name, call) => {
    for (let i = 0; i < AUTH_MAX; i++) expect((await call(i)).statusCode).not.toBe(429);
    const res = await call(AUTH_MAX);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual(RATE_LIMITED);
  });
});

describe('login per address', async () => {
  const spray = await createTestApp({ env: { RATE_LIMIT_AUTH_MAX: '1000', RATE_LIMIT_MAX: '4' } });

  it('stops one address trying many accounts at the global limit', async () => {
    const attempt = (i: number) =>
      spray.app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: WEB, remoteAddress: '192.0.2.9', payload: { nickname: `acct${i}`, password: 'guess' } });
    for (let i = 0; i < 4; i++) expect((await attempt(i)).statusCode).toBe(401);
    expect((await attempt(4)).statusCode).toBe(429);
  });
});
