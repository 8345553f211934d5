import { SOCIAL_MESSAGES } from '@clutch/contract/social';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { friendships } from '../src/db/schema/index.ts';
import { signedInUser } from './account-helpers.ts';
import { eraseAccount, socialApi } from './social-helpers.ts';
import { quickUser, type QuickUser } from './team-helpers.ts';
import { createTestApp } from './test-app.ts';

const t = await createTestApp();
const { app } = t;
const db = app.ctx.db;
const api = socialApi(t);
const MISSING = '00000000-0000-4000-8000-000000000000';

const rowsBetween = async (a: QuickUser, b: QuickUser) =>
  (await db.select().from(friendships)).filter(
    (f) => (f.requesterId === a.user.id && f.addresseeId === b.user.id) || (f.requesterId === b.user.id && f.addresseeId === a.user.id),
  );
type Player = { user: { id: string }; auth: QuickUser['auth']; nickName: string };
const statusOf = async (a: QuickUser, b: QuickUser) => (await api.status(a, a.user.id, b.user.id)).json();
const person = (u: Player) => ({ id: u.user.id, nickName: u.nickName, bio: null, profilePicUrl: null });

/** A pending request from `a` to `b`; its id. */
async function requested(a: Player, b: Player) {
  const res = await api.request(a, b.user.id, { id: a.user.id, nickName: a.nickName });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
}

describe('a friend request, from NOTHING to ACCEPTED', () => {
  it('is PENDING for both, seen as CANCEL by the requester and ACCEPT by the addressee, listed on both sides', async () => {
    const [a, b] = [await quickUser(t, 'fra'), await quickUser(t, 'frb')];
    expect(await statusOf(a, b)).toEqual({ status: 'NOTHING', id: null });

    const res = await api.request(a, b.user.id, { id: a.user.id });
    expect(res.statusCode).toBe(201);
    const request = res.json();
    expect(request).toEqual({
      id: expect.any(String),
      status: 'PENDING',
      requester: person(a),
      addressee: person(b),
      createdAt: expect.any(String),
      respondedAt: null,
    });
    expect(await statusOf(a, b)).toEqual({ status: 'CANCEL', id: request.id });
    expect(await statusOf(b, a)).toEqual({ status: 'ACCEPT', id: request.id });

    const outgoing = (await api.pendingOf(a, a.user.id)).json();
    expect(outgoing).toEqual([{ ...request, direction: 'OUTGOING' }]);
    const incoming = (await api.pendingOf(b, b.user.id)).json();
    expect(incoming).toEqual([{ ...request, direction: 'INCOMING' }]);
    // Not friends yet.
    expect((await api.friendsOf(a, a.user.id)).json()).toEqual([]);
  });

  it('asking again while pending is refused with a clear message, and the pair keeps one row', async () => {
    const [a, b] = [await quickUser(t, 'fra'), await quickUser(t, 'frb')];
    await requested(a, b);
    const again = await api.request(a, b.user.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'FRIEND_REQUEST_EXISTS', message: SOCIAL_MESSAGES.friendRequestExists });
    expect(await rowsBetween(a, b)).toHaveLength(1);
  });

  it('the addressee accepts: both are friends, listed with the friendship id, counted in stats', async () => {
    const [a, b, reader] = [await quickUser(t, 'fra'), await quickUser(t, 'frb'), await quickUser(t, 'reader')];
    const id = await requested(a, b);
    const accepted = await api.accept(b, id, { id: b.user.id });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ id, status: 'ACCEPTED', requester: person(a), addressee: person(b), respondedAt: expect.any(String) });
    expect(await statusOf(a, b)).toEqual({ status: 'ACCEPTED', id });
    expect(await statusOf(b, a)).toEqual({ status: 'ACCEPTED', id });

    // Any signed-in user reads anyone's friends (the profile's counters dialog).
    const friendsOfA = await api.friendsOf(reader, a.user.id);
    expect(friendsOfA.statusCode).toBe(200);
    expect(friendsOfA.json()).toEqual([{ userId: b.user.id, nickname: b.nickName, photoUrl: null, bio: null, friendshipId: id, since: accepted.json().respondedAt }]);
    expect((await api.friendsOf(reader, b.user.id)).json()).toEqual([expect.objectContaining({ userId: a.user.id, friendshipId: id })]);
    expect((await api.stats(a.user.id)).json()).toMatchObject({ friends: 1 });
    expect((await api.pendingOf(b, b.user.id)).json()).toEqual([]);

    // Accepting again answers the friendship as it is (a retried click); asking again says they are friends.
    const twice = await api.accept(b, id);
    expect(twice.statusCode).toBe(200);
    expect(twice.json()).toMatchObject({ id, status: 'ACCEPTED' });
    for (const [from, to] of [[a, b], [b, a]] as const) {
      const res = await api.request(from, to.user.id);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ code: 'ALREADY_FRIENDS', message: SOCIAL_MESSAGES.alreadyFriends });
    }
    // A friendship is not a request any more: rejecting it is refused (unfriending is DELETE).
    const reject = await api.reject(b, id);
    expect(reject.statusCode).toBe(409);
    expect(reject.json()).toEqual({ code: 'FRIENDSHIP_NOT_PENDING', message: SOCIAL_MESSAGES.notPending });
    expect(await rowsBetween(a, b)).toHaveLength(1);
  });

  it('asking someone who already asked you accepts their request (200, same row), as on FACEIT or Discord', async () => {
    const [a, b] = [await quickUser(t, 'fra'), await quickUser(t, 'frb')];
    const id = await requested(b, a);
    const res = await api.request(a, b.user.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, status: 'ACCEPTED', requester: person(b), addressee: person(a) });
    expect(await rowsBetween(a, b)).toEqual([expect.objectContaining({ id, status: 'ACCEPTED' })]);
    expect(await statusOf(a, b)).toEqual({ status: 'ACCEPTED', id });
  });
});

describe('ending a request or a friendship', () => {
  it('the addressee rejects: the row is deleted, both see NOTHING, and the requester may ask again', async () => {
    const [a, b] = [await quickUser(t, 'fra'), await quickUser(t, 'frb')];
    const id = await requested(a, b);
    const res = await api.reject(b, id, { id: b.user.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'NOTHING', id: null });
    expect(await rowsBetween(a, b)).toEqual([]);
    expect(await statusOf(a, b)).toEqual({ status: 'NOTHING', id: null });
    expect((await api.pendingOf(a, a.user.id)).json()).toEqual([]);
    // The row is gone: answering it again is a 404.
    const gone = await api.accept(b, id);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ code: 'FRIENDSHIP_NOT_FOUND', message: SOCIAL_MESSAGES.friendshipNotFound });
    await requested(a, b);
  });

  it('the requester cancels an outgoing request with DELETE', async () => {
    const [a, b] = [await quickUser(t, 'fra'), await quickUser(t, 'frb')];
    const id = await requested(a, b);
    const res = await api.remove(a, id, { addressee: { id: a.user.id }, friendshipId: id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'NOTHING', id: null });
    expect(await rowsBetween(a, b)).toEqual([]);
    expect((await api.pendingOf(b, b.user.id)).json()).toEqual([]);
  });

  it('the addressee may also decline with DELETE (the row goes, as with reject)', async () => {
    const [a, b] = [await quickUser(t, 'fra'), await quickUser(t, 'frb')];
    const id = await requested(a, b);
    const res = await api.remove(b, id, { addressee: { id: b.user.id } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'NOTHING', id: null });
    expect(await rowsBetween(a, b)).toEqual([]);
  });

  it('either friend unfriends with DELETE: the row really goes, both lists empty', async () => {
    for (const ender of ['requester', 'addressee'] as const) {
      const [a, b] = [await quickUser(t, 'fra'), await quickUser(t, 'frb')];
      const id = await requested(a, b);
      expect((await api.accept(b, id)).statusCode).toBe(200);
      const res = await api.remove(ender === 'requester' ? a : b, id);
      expect(res.statusCode, ender).toBe(200);
      expect(res.json()).toEqual({ status: 'NOTHING', id: null });
      expect(await rowsBetween(a, b)).toEqual([]);
      expect((await api.friendsOf(a, a.user.id)).json()).toEqual([]);
      expect((await api.friendsOf(a, b.user.id)).json()).toEqual([]);
      expect((await api.stats(b.user.id)).json()).toMatchObject({ friends: 0 });
    }
  });
});

describe('who may do what', () => {
  it('only the addressee answers: the requester hears NOT_ADDRESSEE, a stranger NOT_FRIENDSHIP_PARTY', async () => {
    const [a, b, stranger] = [await quickUser(t, 'fra'), await quickUser(t, 'frb'), await quickUser(t, 'strange')];
    const id = await requested(a, b);
    for (const answer of [api.accept, api.reject]) {
      const own = await answer(a, id);
      expect(own.statusCode).toBe(403);
      expect(own.json()).toEqual({ code: 'NOT_ADDRESSEE', message: SOCIAL_MESSAGES.notAddressee });
      const other = await answer(stranger, id);
      expect(other.statusCode).toBe(403);
      expect(other.json().code).toBe('NOT_FRIENDSHIP_PARTY');
    }
    const removed = await api.remove(stranger, id);
    expect(removed.statusCode).toBe(403);
    expect(removed.json()).toEqual({ code: 'NOT_FRIENDSHIP_PARTY', message: SOCIAL_MESSAGES.notFriendshipParty });
    expect(await rowsBetween(a, b)).toEqual([expect.objectContaining({ id, status: 'PENDING' })]);
  });

  it('sending and answering need a verified account, with the dialog’s action words', async () => {
    const unverified = await quickUser(t, 'unv', { verified: false });
    const other = await quickUser(t, 'frb');
    const send = await api.request(unverified, other.user.id);
    expect(send.statusCode).toBe(403);
    expect(send.json()).toEqual({ code: 'ACCOUNT_NOT_VERIFIED', message: 'Please verify your account to send friend requests.' });
    const id = await requested(other, unverified);
    for (const answer of [api.accept, api.reject]) {
      const res = await answer(unverified, id);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 'ACCOUNT_NOT_VERIFIED', message: 'Please verify your account to answer friend requests.' });
    }
    // Reading, and cancelling or ending, need no verification.
    expect((await api.pendingOf(unverified, unverified.user.id)).json()).toHaveLength(1);
    expect((await api.remove(unverified, id)).statusCode).toBe(200);
  });

  it('a body, a path or a query naming another user is refused with ACTOR_MISMATCH', async () => {
    const [a, b, c] = [await quickUser(t, 'fra'), await quickUser(t, 'frb'), await quickUser(t, 'frc')];
    const mismatch = { code: 'ACTOR_MISMATCH', message: 'You can only act as yourself.' };
    const asOther = await api.request(a, b.user.id, { id: c.user.id });
    expect(asOther.statusCode).toBe(403);
    expect(asOther.json()).toEqual(mismatch);
    expect(await rowsBetween(a, b)).toEqual([]);

    const id = await requested(a, b);
    for (const res of [await api.accept(b, id, { id: a.user.id }), await api.reject(b, id, { id: c.user.id }), await api.remove(a, id, { addressee: { id: b.user.id } })]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(mismatch);
    }
    expect((await api.pendingOf(a, b.user.id)).json()).toEqual(mismatch);
    expect((await api.status(a, b.user.id, a.user.id)).json()).toEqual(mismatch);

    const otherRow = await api.remove(a, id, { friendshipId: MISSING });
    expect(otherRow.statusCode).toBe(400);
    expect(otherRow.json()).toEqual({ code: 'BAD_REQUEST', message: 'The friendship in the body is not the one in the path.' });
    expect(await rowsBetween(a, b)).toHaveLength(1);
  });

  it('asking yourself is a 400, an unknown player a 404, malformed ids a 400, an unknown row a 404', async () => {
    const a = await quickUser(t, 'fra');
    const self = await api.request(a, a.user.id);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ code: 'FRIEND_REQUEST_SELF', message: SOCIAL_MESSAGES.friendRequestSelf });
    const unknown = await api.request(a, MISSING);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'USER_NOT_FOUND', message: 'User not found.' });
    expect((await api.friendsOf(a, MISSING)).statusCode).toBe(404);

    for (const res of [
      await api.request(a, 'nope'),
      await api.accept(a, 'nope'),
      await api.reject(a, 'nope'),
      await api.remove(a, 'nope'),
      await api.friendsOf(a, 'nope'),
      await api.status(a, a.user.id, 'nope'),
    ]) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    for (const res of [await api.accept(a, MISSING), await api.reject(a, MISSING), await api.remove(a, MISSING)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('FRIENDSHIP_NOT_FOUND');
    }
  });

  it('visitors are asked to sign in; a body over the limit is a 413; a body of the wrong shape a 400', async () => {
    const [a, b] = [await quickUser(t, 'fra'), await quickUser(t, 'frb')];
    for (const res of [await api.friendsOf(null, a.user.id), await api.call(null, 'POST', `/friendships/request/${b.user.id}`)]) {
      expect(res.statusCode).toBe(401);
    }
    const huge = await app.inject({
      method: 'POST',
      url: `/api/v1/friendships/request/${b.user.id}`,
      headers: { ...a.auth, 'content-type': 'application/json' },
      payload: JSON.stringify({ id: a.user.id, bio: 'x'.repeat(app.ctx.config.bodyLimitBytes) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe('PAYLOAD_TOO_LARGE');
    const wrong = await api.request(a, b.user.id, { id: 'not-a-uuid' });
    expect(wrong.statusCode).toBe(400);
    expect(await rowsBetween(a, b)).toEqual([]);
  });

  it('speaks the request’s language', async () => {
    const a = await quickUser(t, 'fra');
    const res = await app.inject({ method: 'POST', url: `/api/v1/friendships/request/${a.user.id}`, headers: { ...a.auth, 'accept-language': 'pt-BR' } });
    expect(res.json()).toEqual({ code: 'FRIEND_REQUEST_SELF', message: 'Você não pode enviar um pedido de amizade para si mesmo.' });
  });
});

describe('an erased account', () => {
  it('takes its requests and friendships with it', async () => {
    const erased = await signedInUser(t, 'gone');
    const [b, c] = [await quickUser(t, 'frb'), await quickUser(t, 'frc')];
    const friendship = await requested(erased, b);
    await api.accept(b, friendship);
    await requested(c, erased);
    await eraseAccount(t, erased);
    expect(await db.select().from(friendships).where(eq(friendships.requesterId, erased.user.id))).toEqual([]);
    expect(await db.select().from(friendships).where(eq(friendships.addresseeId, erased.user.id))).toEqual([]);
    expect((await api.friendsOf(b, b.user.id)).json()).toEqual([]);
    expect((await api.pendingOf(c, c.user.id)).json()).toEqual([]);
    // Nobody can ask the erased account any more.
    expect((await api.request(b, erased.user.id)).json().code).toBe('USER_NOT_FOUND');
  });
});
