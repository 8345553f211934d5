import { describe, expect, it } from 'vitest';
import { follows, friendships } from '../src/db/schema/index.ts';
import { insertUser, uniqueViolationOf } from '../src/modules/users/users.repository.ts';
import { register, ROOMY_LIMITS, signedInUser, uniqueAccount, verificationTokenFor } from './account-helpers.ts';
import { follow, insertPlayer, randomTag } from './player-helpers.ts';
import { quickUser } from './team-helpers.ts';
import { createTestApp, WEB } from './test-app.ts';

const t = await createTestApp({ env: ROOMY_LIMITS });
const { app } = t;
const db = app.ctx.db;

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });
const PRIVATE_FIELDS = ['email', 'numberPhone', 'blockedUserIds', 'stripeCustomerId'];

describe('GET /users/:id', () => {
  it('shows private fields to the user themself only', async () => {
    const me = await signedInUser(t, 'self');
    const other = await signedInUser(t, 'other');
    const own = (await get(`/api/v1/users/${me.user.id}`, me.auth)).json();
    expect(own).toMatchObject({ id: me.user.id, email: me.email, numberPhone: null, blockedUserIds: [], stripeCustomerId: null });
    for (const headers of [other.auth, {}]) {
      const seen = await get(`/api/v1/users/${me.user.id}`, headers);
      expect(seen.statusCode).toBe(200);
      const body = seen.json();
      expect(body).toMatchObject({ id: me.user.id, nickName: me.nickName, userVerified: true, roles: ['USER'], country: null });
      for (const field of PRIVATE_FIELDS) expect(body).not.toHaveProperty(field);
    }
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const missing = await get('/api/v1/users/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'User not found.', code: 'USER_NOT_FOUND' });
    expect((await get('/api/v1/users/not-a-uuid')).statusCode).toBe(400);
  });
});

describe('Players list and search', async () => {
  const viewer = await signedInUser(t, 'viewer');
  const star = await register(t, uniqueAccount('zstar'));
  const mid = await register(t, uniqueAccount('mmid'));
  const fan = await register(t, uniqueAccount('afan'));
  await follow(t, viewer.user.id, star.user.id);
  await follow(t, fan.user.id, star.user.id);
  await follow(t, fan.user.id, mid.user.id);

  it('lists everybody but the viewer, most followed first, with follow flags', async () => {
    const res = await get(`/api/v1/users?currentUserId=${viewer.user.id}`, viewer.auth);
    expect(res.statusCode).toBe(200);
    const list = res.json() as { id: string; nickname: string; followers: number; follow: boolean; photoUrl: string | null }[];
    expect(list.map((p) => p.id)).not.toContain(viewer.user.id);
    expect(list[0]).toEqual({ id: star.user.id, nickname: star.nickName, photoUrl: null, followers: 2, follow: true, country: null, userVerified: false });
    expect(list[1]).toMatchObject({ id: mid.user.id, followers: 1, follow: false });
    const rest = list.slice(2);
    expect(rest.every((p) => p.followers === 0)).toBe(true);
    const names = rest.map((p) => p.nickname.toLowerCase());
    expect(names).toEqual([...names].sort());
  });

  it('pages with limit and offset', async () => {
    const page = (await get('/api/v1/users?limit=1&offset=1', viewer.auth)).json();
    expect(page).toHaveLength(1);
    expect(page[0].id).toBe(mid.user.id);
    expect((await get('/api/v1/users?limit=101', viewer.auth)).statusCode).toBe(400);
  });

  it('needs a session and refuses a currentUserId naming someone else', async () => {
    expect((await get('/api/v1/users')).statusCode).toBe(401);
    const res = await get(`/api/v1/users?currentUserId=${star.user.id}`, viewer.auth);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('ACTOR_MISMATCH');
    expect((await get(`/api/v1/users/search/a?currentUserId=${star.user.id}`, viewer.auth)).statusCode).toBe(403);
  });

  it('searches nicknames by prefix in any case (the indexed form the issue asks for), not by substring', async () => {
    const term = star.nickName.slice(0, 6).toUpperCase();
    const res = await get(`/api/v1/users/search/${term}?currentUserId=${viewer.user.id}`, viewer.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ id: star.user.id, nickname: star.nickName, photoUrl: null, followers: 2, follow: true, country: null, userVerified: false }]);
    const inside = await get(`/api/v1/users/search/${star.nickName.slice(2, 8)}`, viewer.auth);
    expect(inside.json()).toEqual([]);
  });

  it('answers at most 20, most followed first, and never the viewer', async () => {
    const tag = `srch${randomTag()}`;
    const many = [];
    for (let i = 0; i < 22; i++) many.push(await insertPlayer(t, `${tag}${String(i).padStart(2, '0')}`));
    await follow(t, many[0]!.id, many[21]!.id);
    const me = await insertPlayer(t, `${tag}me`);
    const { token } = await app.ctx.sessions.open(me.id, { clientType: 'web' });
    const list = (await get(`/api/v1/users/search/${tag}`, { ...WEB, authorization: `Bearer ${token}` })).json() as { id: string; nickname: string }[];
    expect(list).toHaveLength(20);
    expect(list[0]!.id).toBe(many[21]!.id);
    expect(list.map((p) => p.nickname).slice(1)).toEqual(many.slice(0, 19).map((p) => p.nickName));
    expect(list.map((p) => p.id)).not.toContain(me.id);
  });

  it('treats LIKE wildcards in the term literally', async () => {
    const everyone = (await get('/api/v1/users/search/%25', viewer.auth)).json();
    expect(everyone).toEqual([]);
    const underscore = (await get('/api/v1/users/search/_', viewer.auth)).json();
    expect(underscore).toEqual([]);
  });
});

describe("another user's private fields", async () => {
  const viewer = await quickUser(t, 'peek');
  const tag = `priv${randomTag()}`;
  const target = await insertPlayer(t, `${tag}target`, {
    numberPhone: '+351 910 000 000',
    stripeCustomerId: 'cus_private_1',
    blockedUserIds: ['00000000-0000-4000-8000-000000000001'],
    countryCode: 'PT',
    locale: 'pt-BR',
  });
  const SECRETS = [target.email, '+351 910 000 000', 'cus_private_1', '00000000-0000-4000-8000-000000000001', 'pt-BR'];
  const noSecrets = (body: string) => {
    for (const secret of SECRETS) expect(body).not.toContain(secret);
  };

  it('GET /users never carries them: each row has exactly the list fields', async () => {
    const res = await get(`/api/v1/users?q=${tag}`, viewer.auth);
    expect(res.statusCode).toBe(200);
    const rows = res.json() as Record<string, unknown>[];
    expect(rows.map((r) => r.id)).toEqual([target.id]);
    expect(Object.keys(rows[0]!).sort()).toEqual(['country', 'follow', 'followers', 'id', 'nickname', 'photoUrl', 'userVerified']);
    noSecrets(res.body);
  });

  it('GET /users/search/:term never carries them', async () => {
    const res = await get(`/api/v1/users/search/${tag}`, viewer.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((r: { id: string }) => r.id)).toEqual([target.id]);
    expect(Object.keys(res.json()[0]).sort()).toEqual(['country', 'follow', 'followers', 'id', 'nickname', 'photoUrl', 'userVerified']);
    noSecrets(res.body);
  });

  it('GET /users/:id never carries them, signed in or not', async () => {
    for (const headers of [viewer.auth, {}]) {
      const res = await get(`/api/v1/users/${target.id}`, headers);
      expect(res.statusCode).toBe(200);
      for (const field of [...PRIVATE_FIELDS, 'locale', 'passwordHash', 'googleId', 'followerCount', 'deletedAt']) expect(res.json()).not.toHaveProperty(field);
      noSecrets(res.body);
    }
  });
});

describe('GET /users/:id/stats', () => {
  it('counts followers, following and accepted friendships only', async () => {
    const a = await register(t);
    const b = await register(t);
    const c = await register(t);
    await db.insert(follows).values([
      { followerId: b.user.id, followeeId: a.user.id },
      { followerId: c.user.id, followeeId: a.user.id },
      { followerId: a.user.id, followeeId: b.user.id },
    ]);
    await db.insert(friendships).values([
      { requesterId: a.user.id, addresseeId: b.user.id, status: 'ACCEPTED' },
      { requesterId: c.user.id, addresseeId: a.user.id, status: 'PENDING' },
    ]);
    expect((await get(`/api/v1/users/${a.user.id}/stats`)).json()).toEqual({ followers: 2, following: 1, friends: 1 });
    expect((await get(`/api/v1/users/${c.user.id}/stats`)).json()).toEqual({ followers: 0, following: 1, friends: 0 });
    expect((await get('/api/v1/users/00000000-0000-4000-8000-000000000000/stats')).statusCode).toBe(404);
  });
});

describe('POST /users/resend-confirmation', () => {
  const resend = (email: string) => app.inject({ method: 'POST', url: `/api/v1/users/resend-confirmation?email=${encodeURIComponent(email)}`, headers: WEB });

  it('answers unknown, verified and unverified e-mails identically; only the unverified one gets a link', async () => {
    const verified = await signedInUser(t);
    const unverified = await register(t);
    const oldToken = await verificationTokenFor(t, unverified.email);
    const before = (await t.outbox()).length;

    const responses = [await resend('ghost@example.com'), await resend(verified.email), await resend(unverified.email)];
    for (const res of responses) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(responses[0]!.body);
    }
    const mails = await t.outbox();
    expect(mails.length).toBe(before + 1);
    expect(mails[0]!.to).toBe(unverified.email);

    const newToken = await verificationTokenFor(t, unverified.email);
    expect(newToken).not.toBe(oldToken);
    const old = await app.inject({ method: 'POST', url: `/api/v1/auth/verify-account/${oldToken}`, headers: WEB });
    expect(old.statusCode).toBe(400);
    const fresh = await app.inject({ method: 'POST', url: `/api/v1/auth/verify-account/${newToken}`, headers: WEB });
    expect(fresh.statusCode).toBe(200);
  });
});

describe('DELETE /users/:id', () => {
  const del = (id: string, headers: Record<string, string>, payload: object) =>
    app.inject({ method: 'DELETE', url: `/api/v1/users/${id}`, headers, payload });

  it('refuses someone else, by path or by body, with 403', async () => {
    const me = await signedInUser(t);
    const other = await register(t);
    expect((await del(other.user.id, me.auth, { password: me.password })).statusCode).toBe(403);
    const res = await del(me.user.id, me.auth, { userId: other.user.id, password: me.password });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('ACTOR_MISMATCH');
    expect((await get(`/api/v1/users/${other.user.id}`)).statusCode).toBe(200);
  });

  it('refuses a wrong password with the spec message', async () => {
    const me = await signedInUser(t);
    const res = await del(me.user.id, me.auth, { userId: me.user.id, password: 'not my password' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Failed to delete account', code: 'INVALID_PASSWORD' });
  });

  it('deletes the account and its personal records, ends its sessions and clears the cookie', async () => {
    const me = await signedInUser(t);
    const friend = await register(t);
    await db.insert(follows).values({ followerId: me.user.id, followeeId: friend.user.id });
    await db.insert(friendships).values({ requesterId: friend.user.id, addresseeId: me.user.id, status: 'ACCEPTED' });

    const res = await del(me.user.id, me.auth, { userId: me.user.id, password: me.password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Your account has been permanently deleted.' });
    expect(res.cookies.find((c) => c.name === 'clutch_session')?.value).toBe('');

    expect((await get(`/api/v1/users/${me.user.id}`)).statusCode).toBe(404);
    expect((await get('/api/v1/auth/me', me.auth)).statusCode).toBe(401);
    expect((await get(`/api/v1/users/${friend.user.id}/stats`)).json()).toEqual({ followers: 0, following: 0, friends: 0 });
    const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: WEB, payload: { nickname: me.email, password: me.password } });
    expect(login.statusCode).toBe(401);
    // The nickname and e-mail are free again.
    await register(t, { nickName: me.nickName, email: me.email, password: me.password });
  });

  it('needs a session', async () => {
    const other = await register(t);
    expect((await del(other.user.id, WEB, { password: other.password })).statusCode).toBe(401);
  });
});

describe('unique keys', () => {
  it('are recognised from the driver error, whatever the driver', async () => {
    const taken = await register(t);
    const violation = (values: { nickName: string; email: string }) => insertUser(db, values).then(() => null, uniqueViolationOf);
    expect(await violation({ nickName: taken.nickName.toUpperCase(), email: 'fresh-unique@example.com' })).toBe('nickName');
    expect(await violation({ nickName: 'fresh_unique', email: taken.email })).toBe('email');
    expect(uniqueViolationOf(new Error('boom'))).toBeNull();
  });
});
