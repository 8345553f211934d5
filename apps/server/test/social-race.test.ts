import { and, eq, or, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { follows, friendships } from '../src/db/schema/index.ts';
import { testDatabaseUrl } from './database-template.ts';
import { followerCounts, socialApi } from './social-helpers.ts';
import { quickUser } from './team-helpers.ts';
import { createTestApp } from './test-app.ts';

/**
 * Social writes at the same moment, through the HTTP routes. On PostgreSQL (TEST_DATABASE_URL) they really
 * interleave, which is what the pair locks and the unique pair index are for; on PGlite, which runs one
 * transaction at a time, the same assertions check the outcome of the serial order.
 */
describe(`social races (${testDatabaseUrl() ? 'PostgreSQL' : 'PGlite'})`, async () => {
  const t = await createTestApp({ env: { RATE_LIMIT_MAX: '100000' } });
  const { app } = t;
  const db = app.ctx.db;
  const api = socialApi(t);
  const crowd = (n: number, prefix: string) => Promise.all(Array.from({ length: n }, () => quickUser(t, prefix)));

  it('50 follows of one user at once: follower_count = 50 = the rows = the stats', async () => {
    const star = await quickUser(t, 'star');
    const fans = await crowd(50, 'fan');
    const answers = await Promise.all(fans.map((fan) => api.follow(fan, star.user.id)));
    expect(answers.map((r) => r.statusCode)).toEqual(fans.map(() => 201));
    expect(await followerCounts(t, star.user.id)).toEqual({ stored: 50, counted: 50 });
    expect((await api.stats(star.user.id)).json()).toMatchObject({ followers: 50 });

    // Everyone again (idempotent) while half of them unfollow: whatever the order, the count is the rows.
    const mixed = await Promise.all(
      fans.flatMap((fan, i) => (i % 2 === 0 ? [api.follow(fan, star.user.id), api.unfollowUser(fan, star.user.id)] : [api.follow(fan, star.user.id)])),
    );
    expect(mixed.filter((r) => r.statusCode >= 300)).toEqual([]);
    const after = await followerCounts(t, star.user.id);
    expect(after.stored).toBe(after.counted);
    expect(after.counted).toBeGreaterThanOrEqual(25);
    expect((await api.stats(star.user.id)).json()).toMatchObject({ followers: after.counted });
  });

  it('20 friend requests between one pair at once, both directions: one row, one 201, one acceptance, the rest 409', async () => {
    const [a, b] = [await quickUser(t, 'pair'), await quickUser(t, 'pair')];
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? api.request(a, b.user.id) : api.request(b, a.user.id))));
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(18);
    for (const r of answers.filter((r) => r.statusCode === 409)) expect(['FRIEND_REQUEST_EXISTS', 'ALREADY_FRIENDS']).toContain(r.json().code);
    const rows = await db
      .select()
      .from(friendships)
      .where(
        or(
          and(eq(friendships.requesterId, a.user.id), eq(friendships.addresseeId, b.user.id)),
          and(eq(friendships.requesterId, b.user.id), eq(friendships.addresseeId, a.user.id)),
        ),
      );
    expect(rows).toEqual([expect.objectContaining({ status: 'ACCEPTED' })]);
  });

  it('two players asking each other at the same moment become friends: one 201, one 200, one ACCEPTED row', async () => {
    const players = await crowd(20, 'mutual');
    const pairs = Array.from({ length: 10 }, (_, i) => [players[2 * i]!, players[2 * i + 1]!] as const);
    const answers = await Promise.all(pairs.map(([a, b]) => Promise.all([api.request(a, b.user.id), api.request(b, a.user.id)])));
    for (const [i, [ab, ba]] of answers.entries()) {
      expect([ab.statusCode, ba.statusCode].sort(), `pair ${i}: ${ab.body} ${ba.body}`).toEqual([200, 201]);
      expect(ab.json().id).toBe(ba.json().id);
      const [a] = pairs[i]!;
      expect((await api.status(a, a.user.id, pairs[i]![1].user.id)).json()).toEqual({ status: 'ACCEPTED', id: ab.json().id });
    }
  });

  it('blocks racing follows and requests between the same pairs: nothing survives a block, counts stay exact', async () => {
    const players = await crowd(20, 'bl');
    const pairs = Array.from({ length: 10 }, (_, i) => [players[2 * i]!, players[2 * i + 1]!] as const);
    const answers = await Promise.all(
      pairs.flatMap(([x, y]) => [
        api.follow(y, x.user.id),
        api.follow(x, y.user.id),
        api.request(y, x.user.id),
        api.block(x, y.user.id),
        api.request(x, y.user.id),
      ]),
    );
    expect(answers.filter((r) => r.statusCode >= 500)).toEqual([]);
    for (const r of answers.filter((r) => r.statusCode >= 400)) expect(['USER_BLOCKED', 'FRIEND_REQUEST_EXISTS']).toContain(r.json().code);
    for (const [x, y] of pairs) {
      const between = (a: string, b: string) => or(and(eq(follows.followerId, a), eq(follows.followeeId, b)), and(eq(follows.followerId, b), eq(follows.followeeId, a)));
      expect(await db.select().from(follows).where(between(x.user.id, y.user.id))).toEqual([]);
      const friendRows = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(friendships)
        .where(sql`least(${friendships.requesterId}, ${friendships.addresseeId}) = least(${x.user.id}::uuid, ${y.user.id}::uuid)
          and greatest(${friendships.requesterId}, ${friendships.addresseeId}) = greatest(${x.user.id}::uuid, ${y.user.id}::uuid)`);
      expect(friendRows[0]!.n).toBe(0);
      expect(await followerCounts(t, x.user.id)).toEqual({ stored: 0, counted: 0 });
      expect(await followerCounts(t, y.user.id)).toEqual({ stored: 0, counted: 0 });
    }
  });
});
