import { eq, sql } from 'drizzle-orm';
import { follows, users } from '../src/db/schema/index.ts';
import type { QuickUser } from './team-helpers.ts';
import type { TestApp } from './test-app.ts';
import { expect } from 'vitest';

type Who = Pick<QuickUser, 'auth'>;

/** The social endpoints as a signed-in user calls them; answers Fastify's injected responses. */
export function socialApi(t: TestApp) {
  const { app } = t;
  const call = (who: Who | null, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    app.inject({ method, url: `/api/v1${url}`, headers: who?.auth ?? { 'x-client-type': 'web' }, ...(payload === undefined ? {} : { payload: payload as object }) });
  return {
    call,
    request: (who: Who, addresseeId: string, body?: unknown) => call(who, 'POST', `/friendships/request/${addresseeId}`, body),
    accept: (who: Who, id: string, body?: unknown) => call(who, 'PATCH', `/friendships/${id}/accept`, body),
    reject: (who: Who, id: string, body?: unknown) => call(who, 'PATCH', `/friendships/${id}/reject`, body),
    remove: (who: Who, id: string, body?: unknown) => call(who, 'DELETE', `/friendships/${id}`, body),
    status: (who: Who, a: string, b: string) => call(who, 'GET', `/friendships/status/${a}/${b}`),
    friendsOf: (who: Who | null, userId: string) => call(who, 'GET', `/friendships/user/${userId}`),
    pendingOf: (who: Who, userId: string) => call(who, 'GET', `/friendships/user/${userId}/pending`),
    follow: (who: Who, followeeId: string, body?: unknown) => call(who, 'POST', `/follows/${followeeId}`, body),
    unfollow: (who: Who, followId: string, body?: unknown) => call(who, 'DELETE', `/follows/${followId}/follower`, body),
    unfollowUser: (who: Who, followeeId: string) => call(who, 'DELETE', `/follows/followee/${followeeId}`),
    followers: (who: Who, userId: string, query = '') => call(who, 'GET', `/follows/followers/${userId}${query}`),
    followees: (who: Who, userId: string, query = '') => call(who, 'GET', `/follows/followees/${userId}${query}`),
    check: (who: Who, a: string, b: string) => call(who, 'GET', `/follows/check/${a}/${b}`),
    block: (who: Who, userId: string) => call(who, 'POST', `/users/${userId}/block`),
    unblock: (who: Who, userId: string) => call(who, 'DELETE', `/users/${userId}/block`),
    blocks: (who: Who) => call(who, 'GET', '/users/me/blocks'),
    stats: (userId: string) => call(null, 'GET', `/users/${userId}/stats`),
  };
}

/** The stored follower_count beside the follow rows it must equal. */
export async function followerCounts(t: TestApp, userId: string) {
  const db = t.app.ctx.db;
  const [row] = await db.select({ stored: users.followerCount }).from(users).where(eq(users.id, userId));
  const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(follows).where(eq(follows.followeeId, userId));
  return { stored: row!.stored, counted: counted!.n };
}

/** Deletes the account through DELETE /users/:id, confirmed by its password (ADR 007). */
export async function eraseAccount(t: TestApp, who: { user: { id: string }; password: string; auth: Record<string, string> }) {
  const res = await t.app.inject({ method: 'DELETE', url: `/api/v1/users/${who.user.id}`, headers: who.auth, payload: { password: who.password } });
  expect(res.statusCode, res.body).toBe(200);
}
