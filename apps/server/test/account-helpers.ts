import type { AuthResponse, RegisterResponse } from '@clutch/contract/auth';
import { expect } from 'vitest';
import type { TestApp } from './test-app.ts';
import { WEB } from './test-app.ts';

/** A clock tests can move forward; pass `now` as `createTestApp({ deps: { now } })`. */
export function testClock() {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance(ms: number) {
      offsetMs += ms;
    },
  };
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** Auth endpoints are rate limited per minute; most suites need room for many calls. */
export const ROOMY_LIMITS = { RATE_LIMIT_AUTH_MAX: '1000' };

let counter = 0;
export function uniqueAccount(prefix = 'user') {
  counter += 1;
  const nickName = `${prefix}${counter}${Math.random().toString(36).slice(2, 6)}`;
  return { nickName, email: `${nickName}@example.com`, password: 'correct horse battery' };
}

export async function register(t: TestApp, account = uniqueAccount()) {
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/register', headers: WEB, payload: account });
  expect(res.statusCode, res.body).toBe(201);
  return { ...account, user: res.json<RegisterResponse>().user };
}

/** The token of the newest verification link sent to `email`. */
export async function verificationTokenFor(t: TestApp, email: string) {
  const mail = (await t.outbox()).find((m) => m.to === email && m.subject === 'Verify your Clutch account');
  expect(mail, `no verification e-mail for ${email}`).toBeDefined();
  const match = /\/app\/confirm-account\?token=([\w-]+)/.exec(mail!.text);
  expect(match).not.toBeNull();
  return match![1]!;
}

/** The newest password-reset code sent to `email`. */
export async function resetCodeFor(t: TestApp, email: string) {
  const mail = (await t.outbox()).find((m) => m.to === email && m.subject === 'Your Clutch password reset code');
  expect(mail, `no reset e-mail for ${email}`).toBeDefined();
  const match = /^(\d{6})$/m.exec(mail!.text);
  expect(match).not.toBeNull();
  return match![1]!;
}

export async function login(t: TestApp, nickname: string, password: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: WEB, payload: { nickname, password } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AuthResponse>();
}

/** Registers, verifies and logs in a fresh account. */
export async function signedInUser(t: TestApp, prefix = 'user') {
  const account = await register(t, uniqueAccount(prefix));
  const token = await verificationTokenFor(t, account.email);
  const verified = await t.app.inject({ method: 'POST', url: `/api/v1/auth/verify-account/${token}`, headers: WEB });
  expect(verified.statusCode).toBe(200);
  const { token: sessionToken, user } = await login(t, account.nickName, account.password);
  return { ...account, user, token: sessionToken, auth: { ...WEB, authorization: `Bearer ${sessionToken}` } };
}
