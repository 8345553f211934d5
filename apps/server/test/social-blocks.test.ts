import { SOCIAL_MESSAGES } from '@clutch/contract/social';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { friendships, users } from '../src/db/schema/index.ts';
import { assertNotBlocked, isBlockedBetween } from '../src/modules/social/social.service.ts';
import { signedInUser } from './account-helpers.ts';
import { eraseAccount, followerCounts, socialApi } from './social-helpers.ts';
import { quickUser, type QuickUser } from './team-helpers.ts';
import { createTestApp } from './test-app.ts';

const t = await createTestApp();
const { app } = t;
const db = app.ctx.db;
const api = socialApi(t);
const MISSING = '00000000-0000-4000-8000-000000000000';
const BLOCKED = { code: 'USER_BLOCKED', message: SOCIAL_MESSAGES.blocked };

type Player = { user: { id: string }; auth: QuickUser['auth']; nickName: string };
const exactly = async (who: Player, n: number) => expect(await followerCounts(t, who.user.id)).toEqual({ stored: n, counted: n });
const blockListOf = async (who: Player) => (await db.select({ ids: users.blockedUserIds }).from(users).where(eq(users.id, who.user.id)))[0]!.ids;
const rowsBetween = async (a: Player, b: Player) =>
  (await db.select().from(friendships)).filter((f) => [f.requesterId, f.addresseeId].sort().join() === [a.user.id, b.user.id].sort().join());

async function blocked(blocker: Player, target: Player) {
  const res = await api.block(blocker, target.user.id);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ blockedUserIds: string[] }>().blockedUserIds;
}

describe('blocking', () => {
  it('adds the user to my list once, in the order I blocked, shown in Settings and on my own profile only', async () => {
    const [me, x, y] = [await quickUser(t, 'me'), await quickUser(t, 'bx'), await quickUser(t, 'by')];
    expect(await blocked(me, x)).toEqual([x.user.id]);
    expect(await blocked(me, y)).toEqual([x.user.id, y.user.id]);
    expect(await blocked(me, x)).toEqual([x.user.id, y.user.id]);
    const mine = await api.blocks(me);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual([
      { userId: x.user.id, nickname: x.nickName, photoUrl: null },
      { userId: y.user.id, nickname: y.nickName, photoUrl: null },
    ]);
    expect((await api.call(me, 'GET', `/users/${me.user.id}`)).json().blockedUserIds).toEqual([x.user.id, y.user.id]);
    expect((await api.call(x, 'GET', `/users/${me.user.id}`)).json()).not.toHaveProperty('blockedUserIds');
    expect((await api.blocks(x)).json()).toEqual([]);
  });

  it('ends the friendship and the follows both ways, with exact follower counts', async () => {
    const [a, b, fan] = [await quickUser(t, 'ba'), await quickUser(t, 'bb'), await quickUser(t, 'fan')];
    const request = (await api.request(a, b.user.id)).json<{ id: string }>().id;
    expect((await api.accept(b, request)).statusCode).toBe(200);
    expect((await api.follow(a, b.user.id)).statusCode).toBe(201);
    expect((await api.follow(b, a.user.id)).statusCode).toBe(201);
    expect((await api.follow(fan, a.user.id)).statusCode).toBe(201);
    await exactly(a, 2);
    await exactly(b, 1);

    await blocked(b, a);
    expect(await rowsBetween(a, b)).toEqual([]);
    await exactly(a, 1);
    await exactly(b, 0);
    expect((await api.check(a, a.user.id, b.user.id)).json()).toBe(false);
    expect((await api.check(b, b.user.id, a.user.id)).json()).toBe(false);
    expect((await api.stats(a.user.id)).json()).toEqual({ followers: 1, following: 0, friends: 0 });
    // The old friendship id is gone.
    expect((await api.remove(a, request)).statusCode).toBe(404);
  });

  it('ends a pending request: answering it afterwards is a 404', async () => {
    const [a, b] = [await quickUser(t, 'ba'), await quickUser(t, 'bb')];
    const request = (await api.request(a, b.user.id)).json<{ id: string }>().id;
    await blocked(a, b);
    expect(await rowsBetween(a, b)).toEqual([]);
    const res = await api.accept(b, request);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('FRIENDSHIP_NOT_FOUND');
  });

  it('keeps both sides from asking or following the other (403 USER_BLOCKED) until unblocked', async () => {
    const [blocker, target] = [await quickUser(t, 'ba'), await quickUser(t, 'bb')];
    await blocked(blocker, target);
    for (const [from, to] of [[blocker, target], [target, blocker]] as const) {
      for (const res of [await api.request(from, to.user.id), await api.follow(from, to.user.id)]) {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual(BLOCKED);
      }
    }
    expect(await rowsBetween(blocker, target)).toEqual([]);
    await exactly(target, 0);
    expect(await isBlockedBetween(db, blocker.user.id, target.user.id)).toBe(true);
    expect(await isBlockedBetween(db, target.user.id, blocker.user.id)).toBe(true);
    await expect(assertNotBlocked(db, target.user.id, blocker.user.id)).rejects.toMatchObject({ statusCode: 403, code: 'USER_BLOCKED' });

    const res = await api.unblock(blocker, target.user.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ blockedUserIds: [] });
    expect(await isBlockedBetween(db, blocker.user.id, target.user.id)).toBe(false);
    await expect(assertNotBlocked(db, blocker.user.id, target.user.id)).resolves.toBeUndefined();
    // Nothing comes back by itself; both may start over.
    expect((await api.status(target, target.user.id, blocker.user.id)).json()).toEqual({ status: 'NOTHING', id: null });
    expect((await api.follow(target, blocker.user.id)).statusCode).toBe(201);
    expect((await api.request(target, blocker.user.id)).statusCode).toBe(201);
    await exactly(blocker, 1);
  });

  it('the translated refusal reads in Portuguese', async () => {
    const [blocker, target] = [await quickUser(t, 'ba'), await quickUser(t, 'bb')];
    await blocked(blocker, target);
    const res = await app.inject({ method: 'POST', url: `/api/v1/follows/${blocker.user.id}`, headers: { ...target.auth, 'accept-language': 'pt-BR' } });
    expect(res.json()).toEqual({ code: 'USER_BLOCKED', message: 'Você não pode interagir com este jogador.' });
  });
});

describe('unblocking', () => {
  it('removes only that user, and is idempotent', async () => {
    const [me, x, y] = [await quickUser(t, 'me'), await quickUser(t, 'bx'), await quickUser(t, 'by')];
    await blocked(me, x);
    await blocked(me, y);
    expect((await api.unblock(me, x.user.id)).json()).toEqual({ blockedUserIds: [y.user.id] });
    expect((await api.unblock(me, x.user.id)).json()).toEqual({ blockedUserIds: [y.user.id] });
    expect((await api.blocks(me)).json()).toEqual([{ userId: y.user.id, nickname: y.nickName, photoUrl: null }]);
  });
});

describe('refusals', () => {
  it('not yourself (400 BLOCK_SELF), not an unknown user (404), not a malformed id (400), not a visitor (401)', async () => {
    const me = await quickUser(t, 'me');
    for (const res of [await api.block(me, me.user.id), await api.unblock(me, me.user.id)]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'BLOCK_SELF', message: SOCIAL_MESSAGES.blockSelf });
    }
    for (const res of [await api.block(me, MISSING), await api.unblock(me, MISSING)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('USER_NOT_FOUND');
    }
    for (const res of [await api.block(me, 'nope'), await api.unblock(me, 'nope')]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    for (const res of [await api.call(null, 'GET', '/users/me/blocks'), await api.call(null, 'POST', `/users/${me.user.id}/block`)]) {
      expect(res.statusCode).toBe(401);
    }
    expect(await blockListOf(me)).toEqual([]);
  });

  it('an unverified account may block (a safety tool, not a social action)', async () => {
    const [unverified, pest] = [await quickUser(t, 'unv', { verified: false }), await quickUser(t, 'pest')];
    expect(await blocked(unverified, pest)).toEqual([pest.user.id]);
  });

  it('the block routes sit beside /users/:id without shadowing it', async () => {
    const [me, other] = [await quickUser(t, 'me'), await quickUser(t, 'other')];
    expect((await api.call(me, 'GET', `/users/${other.user.id}`)).json()).toMatchObject({ id: other.user.id });
    expect((await api.call(me, 'GET', `/users/${other.user.id}/stats`)).statusCode).toBe(200);
    expect((await api.blocks(me)).statusCode).toBe(200);
  });
});

describe('an erased account', () => {
  it('leaves the lists it was on, and its own list goes with it', async () => {
    const erased = await signedInUser(t, 'gone');
    const [blocker, target] = [await quickUser(t, 'ba'), await quickUser(t, 'bb')];
    await blocked(blocker, erased);
    await blocked(erased, target);
    await eraseAccount(t, erased);
    expect(await blockListOf(blocker)).toEqual([]);
    expect(await blockListOf(erased)).toEqual([]);
    expect(await isBlockedBetween(db, erased.user.id, target.user.id)).toBe(false);
  });
});
