import { SOCIAL_MESSAGES } from '@clutch/contract/social';
import { describe, expect, it } from 'vitest';
import { MINUTE, signedInUser, testClock } from './account-helpers.ts';
import { eraseAccount, followerCounts, socialApi } from './social-helpers.ts';
import { quickUser, type QuickUser } from './team-helpers.ts';
import { createTestApp } from './test-app.ts';

const clock = testClock();
const t = await createTestApp({ deps: { now: clock.now } });
const { app } = t;
const api = socialApi(t);
const MISSING = '00000000-0000-4000-8000-000000000000';

type Player = { user: { id: string }; auth: QuickUser['auth']; nickName: string };

async function followed(follower: Player, followee: Player) {
  const res = await api.follow(follower, followee.user.id, { id: follower.user.id });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
}

const exactly = async (who: Player, n: number) => expect(await followerCounts(t, who.user.id)).toEqual({ stored: n, counted: n });

describe('following', () => {
  it('creates one follow (201), answers it again when repeated (200), and counts it once', async () => {
    const [fan, star] = [await quickUser(t, 'fan'), await quickUser(t, 'star')];
    const res = await api.follow(fan, star.user.id, { id: fan.user.id, nickName: fan.nickName });
    expect(res.statusCode).toBe(201);
    const follow = res.json();
    expect(follow).toEqual({ id: expect.any(String), followerId: fan.user.id, followeeId: star.user.id, createdAt: expect.any(String) });
    await exactly(star, 1);

    const again = await api.follow(fan, star.user.id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(follow);
    await exactly(star, 1);
    await exactly(fan, 0);

    expect((await api.check(fan, fan.user.id, star.user.id)).json()).toBe(true);
    expect((await api.check(star, star.user.id, fan.user.id)).json()).toBe(false);
    expect((await api.stats(star.user.id)).json()).toMatchObject({ followers: 1, following: 0 });
    expect((await api.stats(fan.user.id)).json()).toMatchObject({ followers: 0, following: 1 });
  });

  it('lists followers and followees of anyone for a signed-in viewer, with whether the viewer follows each', async () => {
    const [star, fan1, fan2, viewer] = [await quickUser(t, 'star'), await quickUser(t, 'fan'), await quickUser(t, 'fan'), await quickUser(t, 'viewer')];
    const first = await followed(fan1, star);
    clock.advance(MINUTE);
    const second = await followed(fan2, star);
    await followed(viewer, fan2);

    const res = await api.followers(viewer, star.user.id, `?currentUserId=${viewer.user.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { userId: fan2.user.id, nickname: fan2.nickName, photoUrl: null, bio: null, followId: second, follow: true, since: expect.any(String) },
      { userId: fan1.user.id, nickname: fan1.nickName, photoUrl: null, bio: null, followId: first, follow: false, since: expect.any(String) },
    ]);
    const followees = await api.followees(viewer, fan1.user.id);
    expect(followees.json()).toEqual([expect.objectContaining({ userId: star.user.id, followId: first, follow: false })]);
    expect((await api.followees(star, star.user.id)).json()).toEqual([]);
    // As the star sees their own followers: they follow neither back.
    expect((await api.followers(star, star.user.id)).json().map((e: { follow: boolean }) => e.follow)).toEqual([false, false]);
  });
});

describe('unfollowing', () => {
  it('by the follow id (the follower only): true, the count drops, then 404', async () => {
    const [fan, star, other] = [await quickUser(t, 'fan'), await quickUser(t, 'star'), await quickUser(t, 'other')];
    const id = await followed(fan, star);
    const notMine = await api.unfollow(other, id);
    expect(notMine.statusCode).toBe(403);
    expect(notMine.json()).toEqual({ code: 'NOT_FOLLOWER', message: SOCIAL_MESSAGES.notFollower });
    const byStar = await api.unfollow(star, id);
    expect(byStar.json().code).toBe('NOT_FOLLOWER');
    await exactly(star, 1);

    const res = await api.unfollow(fan, id, { id: fan.user.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBe(true);
    await exactly(star, 0);
    expect((await api.check(fan, fan.user.id, star.user.id)).json()).toBe(false);
    const gone = await api.unfollow(fan, id);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ code: 'FOLLOW_NOT_FOUND', message: SOCIAL_MESSAGES.followNotFound });
    await exactly(star, 0);
  });

  it('by the followee id: true when there was a follow, false after (idempotent)', async () => {
    const [fan, star] = [await quickUser(t, 'fan'), await quickUser(t, 'star')];
    await followed(fan, star);
    const res = await api.unfollowUser(fan, star.user.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBe(true);
    await exactly(star, 0);
    expect((await api.unfollowUser(fan, star.user.id)).json()).toBe(false);
    expect((await api.unfollowUser(fan, fan.user.id)).json()).toBe(false);
    await exactly(star, 0);
    // Following again after unfollowing counts again.
    await followed(fan, star);
    await exactly(star, 1);
    const unknown = await api.unfollowUser(fan, MISSING);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('USER_NOT_FOUND');
  });
});

describe('who may follow', () => {
  it('not yourself (400), not an unknown player (404), not with malformed ids (400)', async () => {
    const fan = await quickUser(t, 'fan');
    const self = await api.follow(fan, fan.user.id);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ code: 'FOLLOW_SELF', message: SOCIAL_MESSAGES.followSelf });
    const unknown = await api.follow(fan, MISSING);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'USER_NOT_FOUND', message: 'User not found.' });
    expect((await api.followers(fan, MISSING)).statusCode).toBe(404);
    for (const res of [
      await api.follow(fan, 'nope'),
      await api.unfollow(fan, 'nope'),
      await api.unfollowUser(fan, 'nope'),
      await api.followers(fan, 'nope'),
      await api.followees(fan, 'nope'),
      await api.check(fan, fan.user.id, 'nope'),
      await api.followers(fan, fan.user.id, '?currentUserId=nope'),
    ]) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    await exactly(fan, 0);
  });

  it('needs a verified account ("Please verify your account to follow players.")', async () => {
    const [unverified, star] = [await quickUser(t, 'unv', { verified: false }), await quickUser(t, 'star')];
    const res = await api.follow(unverified, star.user.id);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'ACCOUNT_NOT_VERIFIED', message: 'Please verify your account to follow players.' });
    await exactly(star, 0);
    // Reading needs no verification.
    expect((await api.followers(unverified, star.user.id)).statusCode).toBe(200);
  });

  it('refuses a body, query or path naming another user (ACTOR_MISMATCH), visitors (401) and oversize bodies (413)', async () => {
    const [fan, star, other] = [await quickUser(t, 'fan'), await quickUser(t, 'star'), await quickUser(t, 'other')];
    const mismatch = { code: 'ACTOR_MISMATCH', message: 'You can only act as yourself.' };
    expect((await api.follow(fan, star.user.id, { id: other.user.id })).json()).toEqual(mismatch);
    await exactly(star, 0);
    const id = await followed(fan, star);
    expect((await api.unfollow(fan, id, { id: star.user.id })).json()).toEqual(mismatch);
    expect((await api.followers(fan, star.user.id, `?currentUserId=${other.user.id}`)).json()).toEqual(mismatch);
    expect((await api.followees(fan, star.user.id, `?currentUserId=${other.user.id}`)).json()).toEqual(mismatch);
    const check = await api.check(fan, star.user.id, fan.user.id);
    expect(check.statusCode).toBe(403);
    expect(check.json()).toEqual(mismatch);
    await exactly(star, 1);

    for (const res of [
      await api.call(null, 'POST', `/follows/${star.user.id}`),
      await api.call(null, 'GET', `/follows/followers/${star.user.id}`),
      await api.call(null, 'GET', `/follows/check/${fan.user.id}/${star.user.id}`),
      await api.call(null, 'DELETE', `/follows/${id}/follower`),
    ]) {
      expect(res.statusCode).toBe(401);
    }
    const huge = await app.inject({
      method: 'POST',
      url: `/api/v1/follows/${other.user.id}`,
      headers: { ...fan.auth, 'content-type': 'application/json' },
      payload: JSON.stringify({ id: fan.user.id, bio: 'x'.repeat(app.ctx.config.bodyLimitBytes) }),
    });
    expect(huge.statusCode).toBe(413);
    await exactly(other, 0);
  });
});

describe('an erased account', () => {
  it('leaves every follower count exact: the people it followed lose it, its followers’ rows go', async () => {
    const erased = await signedInUser(t, 'gone');
    const [star1, star2, fan] = [await quickUser(t, 'star'), await quickUser(t, 'star'), await quickUser(t, 'fan')];
    await followed(erased, star1);
    await followed(erased, star2);
    await followed(fan, star1);
    await followed(fan, erased);
    await exactly(star1, 2);
    await exactly(erased, 1);

    await eraseAccount(t, erased);
    await exactly(star1, 1);
    await exactly(star2, 0);
    await exactly(erased, 0);
    expect((await api.stats(fan.user.id)).json()).toMatchObject({ following: 1 });
    expect((await api.followees(fan, fan.user.id)).json()).toEqual([expect.objectContaining({ userId: star1.user.id })]);
    expect((await api.follow(fan, erased.user.id)).json().code).toBe('USER_NOT_FOUND');
  });
});
