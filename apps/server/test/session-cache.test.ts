import type { User } from '@clutch/contract/users';
import { eq } from 'drizzle-orm';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { login, register, ROOMY_LIMITS, signedInUser, testClock, uniqueAccount, verificationTokenFor } from './account-helpers.ts';
import { createTestApp, WEB, type TestApp } from './test-app.ts';

// The sessions and their user rows are answered from memory (ADR 023): every one of these writes must be seen
// by the very next request of a session that was cached before it.
const clock = testClock();
const t = await createTestApp({ env: { ...ROOMY_LIMITS, SESSION_CACHE_TTL_SECONDS: '5' }, deps: { now: clock.now } });
const bearer = (token: string) => ({ ...WEB, authorization: `Bearer ${token}` });
const me = async (app: TestApp, token: string) => app.app.inject({ url: '/api/v1/auth/me', headers: bearer(token) });
const self = async (token: string) => {
  const res = await me(t, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ user: User }>().user;
};

describe('the session cache', () => {
  it('refuses a session on the request right after its logout', async () => {
    const { token } = await signedInUser(t);
    await self(token);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(token) })).statusCode).toBe(200);
    expect((await me(t, token)).statusCode).toBe(401);
  });

  it('refuses the other sessions right after a password change, and the kept one checks the new password next time', async () => {
    const account = await signedInUser(t);
    const other = await login(t, account.nickName, account.password);
    await self(account.token);
    await self(other.token);
    const change = (currentPassword: string, newPassword: string) =>
      t.app.inject({ method: 'PATCH', url: '/api/v1/auth/change-password', headers: account.auth, payload: { currentPassword, newPassword } });
    expect((await change(account.password, 'a brand new secret')).statusCode).toBe(200);
    expect((await me(t, other.token)).statusCode).toBe(401);
    // The kept session's cached user row held the old password hash: the next change must check the new one.
    expect((await change('a brand new secret', 'and another one again')).statusCode).toBe(200);
    expect((await change('a brand new secret', 'a third new secret')).statusCode).toBe(400);
  });

  it('shows a language change on the next request', async () => {
    const { token } = await signedInUser(t);
    expect((await self(token)).locale ?? null).not.toBe('pt-BR');
    const res = await t.app.inject({ method: 'PUT', url: '/api/v1/users/me/locale', headers: bearer(token), payload: { locale: 'pt-BR' } });
    expect(res.statusCode, res.body).toBe(200);
    expect((await self(token)).locale).toBe('pt-BR');
  });

  it('shows a verification made from another browser (no session) on the signed-in session’s next request', async () => {
    const account = await register(t, uniqueAccount('verify'));
    const { token } = await login(t, account.nickName, account.password);
    expect((await self(token)).userVerified).toBe(false);
    const link = await verificationTokenFor(t, account.email);
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/auth/verify-account/${link}`, headers: WEB })).statusCode).toBe(200);
    expect((await self(token)).userVerified).toBe(true);
  });

  it('shows a block in the blocker’s own row on the next request', async () => {
    const blocker = await signedInUser(t, 'blocker');
    const blocked = await signedInUser(t, 'blocked');
    expect((await self(blocker.token)).blockedUserIds).toEqual([]);
    const res = await t.app.inject({ method: 'POST', url: `/api/v1/users/${blocked.user.id}/block`, headers: blocker.auth });
    expect(res.statusCode, res.body).toBe(200);
    expect((await self(blocker.token)).blockedUserIds).toEqual([blocked.user.id]);
  });

  it('keeps a write made outside the app (another process, plain SQL) at most the cache TTL', async () => {
    const { token, user } = await signedInUser(t);
    expect((await self(token)).roles).toEqual(['USER']);
    await t.app.ctx.db.update(users).set({ roles: ['USER', 'ADMIN'] }).where(eq(users.id, user.id));
    // Nothing told this instance: the cached row still answers...
    expect((await self(token)).roles).toEqual(['USER']);
    clock.advance(t.config.session.cacheTtlMs + 1);
    // ...until its TTL.
    expect((await self(token)).roles).toEqual(['USER', 'ADMIN']);
  });

  it('hands out a frozen user row, so no request can change what the next one sees', async () => {
    const { token } = await signedInUser(t);
    const auth = await t.app.ctx.sessions.resolve(token);
    expect(Object.isFrozen(auth!.user)).toBe(true);
    expect(Object.isFrozen(auth!.user.roles)).toBe(true);
  });

  it('reads the database every time with SESSION_CACHE_TTL_SECONDS=0', async () => {
    const uncached = await createTestApp({ env: { ...ROOMY_LIMITS, SESSION_CACHE_TTL_SECONDS: '0' } });
    const { token, user } = await signedInUser(uncached);
    await me(uncached, token);
    await uncached.app.ctx.db.update(users).set({ roles: ['USER', 'ADMIN'] }).where(eq(users.id, user.id));
    expect((await me(uncached, token)).json<{ user: User }>().user.roles).toEqual(['USER', 'ADMIN']);
  });
});

describe('writes to users rows', () => {
  it('tell the session cache, in every repository that updates the users table', () => {
    const root = path.resolve(import.meta.dirname, '../src/modules');
    const files = fs.readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    const writers = files.filter((f) => /\.update\(users\)/.test(fs.readFileSync(path.join(root, f), 'utf8')));
    expect(writers.length).toBeGreaterThan(5);
    for (const file of writers) {
      const source = fs.readFileSync(path.join(root, file), 'utf8');
      const updates = source.match(/\.update\(users\)/g)!.length;
      const told = source.match(/userRowsChanged\(/g)?.length ?? 0;
      expect(told, `${file}: ${updates} update(s) of users, ${told} userRowsChanged call(s)`).toBeGreaterThanOrEqual(updates);
    }
  });
});
