import type { AuthResponse, RegisterResponse } from '@clutch/contract/auth';
import { expect, type APIRequestContext } from '@playwright/test';
import { verificationLink, waitForEmail } from './outbox.ts';

/** What every mutating request of the web client carries (DESIGN.md §4.2). */
export const WEB_HEADERS = { 'x-client-type': 'web' } as const;

export const DEMO_PASSWORD = 'clutch-demo';

export interface TestUser {
  nickName: string;
  email: string;
  password: string;
}

/** A user nobody else in the run has: safe with parallel workers on one server. */
export function uniqueUser(prefix = 'player'): TestUser {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { nickName: `${prefix}_${id}`.slice(0, 32), email: `${prefix}-${id}@e2e.test`, password: 'correct-horse-battery' };
}

export async function register(request: APIRequestContext, user: TestUser = uniqueUser()) {
  const res = await request.post('/api/v1/auth/register', { headers: WEB_HEADERS, data: user });
  expect(res.status(), `register ${user.email}: ${await res.text()}`).toBe(201);
  return { ...user, ...((await res.json()) as RegisterResponse) };
}

/** Opens the verification link of the newest verification e-mail to this address. */
export async function verifyEmail(request: APIRequestContext, email: string) {
  const entry = await waitForEmail(request, email);
  const token = new URL(verificationLink(entry)).searchParams.get('token');
  expect(token, 'verification token').toBeTruthy();
  const res = await request.post(`/api/v1/auth/verify-account/${encodeURIComponent(token!)}`, { headers: WEB_HEADERS });
  expect(res.ok(), `verify ${email}: ${await res.text()}`).toBe(true);
}

/**
 * Logs in through the API as the web client. The session cookie lands in this request context's storage:
 * pass `page.request` (or `context.request`) and the browser pages of that context are signed in too.
 */
export async function login(request: APIRequestContext, nicknameOrEmail: string, password: string) {
  const res = await request.post('/api/v1/auth/login', { headers: WEB_HEADERS, data: { nickname: nicknameOrEmail, password } });
  expect(res.status(), `login ${nicknameOrEmail}: ${await res.text()}`).toBe(200);
  return (await res.json()) as AuthResponse;
}

/** A fresh, verified, signed-in user. */
export async function signedInUser(request: APIRequestContext, prefix?: string) {
  const user = await register(request, uniqueUser(prefix));
  await verifyEmail(request, user.email);
  const session = await login(request, user.email, user.password);
  return { ...user, token: session.token, id: session.user.id };
}
