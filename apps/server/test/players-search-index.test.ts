import { listUsersQuery, type PlayerListItem } from '@clutch/contract/users';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { users, type UserRow } from '../src/db/schema/index.ts';
import { createSearchIndex } from '../src/modules/search/search-index.ts';
import { createUsersService } from '../src/modules/users/users.service.ts';
import { ROOMY_LIMITS, signedInUser } from './account-helpers.ts';
import { seedDemo } from './competition-fixtures.ts';
import { testDatabaseUrl } from './database-template.ts';
import { twoInstancesOverRedis } from './two-instance-setup.ts';
import { until } from './instance-helpers.ts';
import { randomTag } from './player-helpers.ts';
import { createTestApp } from './test-app.ts';

// ADR 020: the Players search (GET /users?q=, /users/search/:term) is ordered by the in-memory index and answers
// exactly as the database does, sees every write on the next search, and leaves to the database what it can not do.
const t = await createTestApp({ env: ROOMY_LIMITS });
const { app } = t;
const db = app.ctx.db;
await seedDemo(t);

// A crowd sharing a prefix, written before the build: follower counts with many ties, three countries and none,
// creation times equal to the millisecond and apart by microseconds, nicknames in mixed case.
const G = `q${randomTag(4)}`;
const countries = ['BR', 'PT', 'US', null];
const crowd = await db
  .insert(users)
  .values(
    Array.from({ length: 300 }, (_, i) => ({
      nickName: `${G}${i % 3 === 0 ? 'X' : 'x'}${(i * 7919) % 1000}_${i}`,
      email: `${G}${i}@example.com`,
      userVerified: i % 5 !== 0,
      followerCount: (i * 31) % 7,
      countryCode: countries[i % 4],
      createdAt: sql`timestamptz '2026-01-01 00:00:00+00' + make_interval(secs => ${(i % 40) * 0.000001 + Math.floor(i / 40) * 0.001})`,
    })),
  )
  .returning();
// Blocks both ways inside the crowd, written before the build too.
await db.update(users).set({ blockedUserIds: [crowd[1]!.id, crowd[2]!.id] }).where(eq(users.id, crowd[0]!.id));
await db.update(users).set({ blockedUserIds: [crowd[0]!.id] }).where(eq(users.id, crowd[3]!.id));
await db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, crowd[4]!.id));

await app.ctx.search.build();

const userRow = async (id: string): Promise<UserRow> => (await db.select().from(users).where(eq(users.id, id)))[0]!;
const memory = createUsersService(app.ctx);
/** The same service answering from the database alone (an index never built: SEARCH_INDEX=database). */
const off = createSearchIndex({ db, redis: app.ctx.redis, enabled: false, log: app.log });
const database = createUsersService({ ...app.ctx, search: off });

const nicks = (rows: PlayerListItem[]) => rows.map((r) => r.nickname);

/** Every query below, for `viewer`, on both paths: equal, and the index did answer it. */
async function expectSameAnswers(viewer: UserRow, terms: string[]) {
  const players = vi.spyOn(app.ctx.search, 'players');
  try {
    for (const q of terms) {
      for (const sort of ['followers', 'nickname', 'newest'] as const) {
        for (const extra of [{}, { country: 'BR' }, { limit: 7, offset: 3 }, { limit: 10, offset: 250 }, { limit: 100, offset: 200 }]) {
          const query = listUsersQuery.parse({ q, sort, ...extra });
          const label = JSON.stringify(query);
          expect(await memory.list(viewer, query), label).toEqual(await database.list(viewer, query));
        }
      }
      expect(await memory.search(viewer, q), q).toEqual(await database.search(viewer, q));
    }
    expect(players.mock.results.every((r) => r.value !== null)).toBe(true);
    expect(players).toHaveBeenCalledTimes(terms.length * 16);
  } finally {
    players.mockRestore();
  }
}

const TERMS = ['a', 'e', 'N', 'no', 'nova', 'ka', 'Kar', 'vil', 'zen', 'x', '_', '.', '-', 'zz', 'qqqqzzzz', 'é', G, `${G}X`, `${G}x1`, `${G}x9`, `${G.toUpperCase()}X3`];

describe('the Players search from the index', () => {
  it('answers GET /users?q= and /users/search/:term exactly as the database does, for viewers with and without blocks', async () => {
    expect(app.ctx.search.isReady()).toBe(true);
    const nova = (await db.select().from(users).where(eq(users.nickName, 'nova')))[0]!;
    for (const viewer of [nova, await userRow(crowd[0]!.id), await userRow(crowd[3]!.id), await userRow(crowd[10]!.id)]) {
      await expectSameAnswers(viewer, TERMS);
    }
  });

  it('hides the players blocked either way and the deleted account, as the database does', async () => {
    const blocker = await userRow(crowd[0]!.id);
    const bystander = await userRow(crowd[10]!.id);
    const found = async (viewer: UserRow, who: UserRow) => (await memory.list(viewer, listUsersQuery.parse({ q: who.nickName }))).map((r) => r.id);
    // crowd[0] blocked 1 and 2, crowd[3] blocked crowd[0], crowd[4] is deleted.
    for (const hidden of [crowd[1]!, crowd[2]!, crowd[3]!, crowd[4]!]) expect(await found(blocker, hidden)).not.toContain(hidden.id);
    for (const shown of [crowd[0]!, crowd[1]!, crowd[2]!, crowd[3]!]) expect(await found(bystander, shown)).toContain(shown.id);
    expect(await found(bystander, crowd[4]!)).not.toContain(crowd[4]!.id);
  });

  it('serves the HTTP routes from the index', async () => {
    const viewer = await signedInUser(t, 'hv');
    const players = vi.spyOn(app.ctx.search, 'players');
    try {
      const list = await app.inject({ url: `/api/v1/users?q=${G}x1&sort=nickname`, headers: viewer.auth });
      expect(list.statusCode, list.body).toBe(200);
      const search = await app.inject({ url: `/api/v1/users/search/${G}x1`, headers: viewer.auth });
      expect(search.statusCode, search.body).toBe(200);
      expect(players).toHaveBeenCalledTimes(2);
      expect(players.mock.results.map((r) => r.value)).toEqual([list.json<PlayerListItem[]>().map((p) => p.id), search.json<PlayerListItem[]>().map((p) => p.id)]);
      const row = await userRow(viewer.user.id);
      expect(list.json()).toEqual(await database.list(row, listUsersQuery.parse({ q: `${G}x1`, sort: 'nickname' })));
    } finally {
      players.mockRestore();
    }
  });

  it('shows a new player, a rename, a country, follows, blocks and a deletion on the next search', async () => {
    const tag = `w${randomTag(5)}`;
    const viewer = await signedInUser(t, `${tag}v`);
    const list = async (q: string, extra = '', headers = viewer.auth) => {
      const res = await app.inject({ url: `/api/v1/users?q=${q}${extra}`, headers });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<PlayerListItem[]>();
    };
    // New players: found at once (the viewer is never in their own list).
    const a = await signedInUser(t, `${tag}a`);
    const b = await signedInUser(t, `${tag}b`);
    expect(nicks(await list(tag))).toEqual([a.nickName, b.nickName]);

    // A follow puts b first, with the viewer's flag; unfollowing puts it back.
    const followed = await app.inject({ method: 'POST', url: `/api/v1/follows/${b.user.id}`, headers: viewer.auth, payload: {} });
    expect(followed.statusCode, followed.body).toBe(201);
    expect((await list(tag)).map((r) => [r.nickname, r.followers, r.follow])).toEqual([
      [b.nickName, 1, true],
      [a.nickName, 0, false],
    ]);
    const unfollowed = await app.inject({ method: 'DELETE', url: `/api/v1/follows/followee/${b.user.id}`, headers: viewer.auth });
    expect(unfollowed.statusCode, unfollowed.body).toBe(200);
    expect(nicks(await list(tag))).toEqual([a.nickName, b.nickName]);

    // A rename leaves the old prefix and takes the new one; a country narrows at once.
    const renamed = `${tag}zed`;
    const patched = await app.inject({ method: 'PATCH', url: '/api/v1/users/me', headers: a.auth, payload: { nickName: renamed, country: 'JP' } });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(nicks(await list(`${tag}a`))).toEqual([]);
    expect(nicks(await list(`${tag}z`))).toEqual([renamed]);
    expect(nicks(await list(tag, '&country=JP'))).toEqual([renamed]);

    // A block hides both ways at once; unblocking shows b again.
    const blocked = await app.inject({ method: 'POST', url: `/api/v1/users/${b.user.id}/block`, headers: viewer.auth });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(nicks(await list(tag))).toEqual([renamed]);
    expect(nicks(await list(tag, '', b.auth))).toEqual([renamed]);
    const unblocked = await app.inject({ method: 'DELETE', url: `/api/v1/users/${b.user.id}/block`, headers: viewer.auth });
    expect(unblocked.statusCode, unblocked.body).toBe(200);
    expect(nicks(await list(tag))).toEqual([b.nickName, renamed]);

    // A block ends the follows both ways: the follower count the list orders by falls with it.
    expect((await app.inject({ method: 'POST', url: `/api/v1/follows/${b.user.id}`, headers: a.auth, payload: {} })).statusCode).toBe(201);
    expect(nicks(await list(tag))).toEqual([b.nickName, renamed]);
    expect((await app.inject({ method: 'POST', url: `/api/v1/follows/${a.user.id}`, headers: b.auth, payload: {} })).statusCode).toBe(201);
    expect((await app.inject({ method: 'POST', url: `/api/v1/users/${a.user.id}/block`, headers: b.auth })).statusCode).toBe(200);
    expect((await list(tag)).map((r) => [r.nickname, r.followers])).toEqual([
      [b.nickName, 0],
      [renamed, 0],
    ]);
    expect((await app.inject({ method: 'DELETE', url: `/api/v1/users/${a.user.id}/block`, headers: b.auth })).statusCode).toBe(200);

    // A deleted account leaves the list, and the player it followed loses that follower in the order too.
    const c = await signedInUser(t, `${tag}c`);
    expect((await app.inject({ method: 'POST', url: `/api/v1/follows/${a.user.id}`, headers: c.auth, payload: {} })).statusCode).toBe(201);
    expect(nicks(await list(tag))).toEqual([renamed, b.nickName, c.nickName]);
    const deleted = await app.inject({ method: 'DELETE', url: `/api/v1/users/${c.user.id}`, headers: c.auth, payload: { password: c.password } });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(nicks(await list(tag))).toEqual([b.nickName, renamed]);

    // And after all of it, still what the database answers.
    await expectSameAnswers(await userRow(viewer.user.id), [tag, `${tag}z`, G]);
  });
});

describe('the database answers the Players search', () => {
  it('until the index is built, and always with SEARCH_INDEX=database', async () => {
    const unbuilt = createSearchIndex({ db, redis: app.ctx.redis, enabled: true, log: app.log });
    const viewer = { id: crowd[10]!.id, blockedUserIds: [] };
    const page = { sort: 'followers', limit: 20, offset: 0 } as const;
    expect(unbuilt.players(G, viewer, page)).toBeNull();
    await off.build();
    expect(off.isReady()).toBe(false);
    expect(off.players(G, viewer, page)).toBeNull();
    const row = await userRow(crowd[10]!.id);
    expect(nicks(await database.search(row, G))).toHaveLength(20);
    await unbuilt.close();
  });

  it('for terms longer than the index takes, an empty prefix and a game filter', async () => {
    const viewer = await signedInUser(t, 'fb');
    const row = await userRow(viewer.user.id);
    const players = vi.spyOn(app.ctx.search, 'players');
    try {
      expect(app.ctx.search.players('x'.repeat(33), row, { sort: 'followers', limit: 20, offset: 0 })).toBeNull();
      const long = await app.inject({ url: `/api/v1/users/search/${G}${'x'.repeat(40)}`, headers: viewer.auth });
      expect(long.statusCode, long.body).toBe(200);
      expect(long.json()).toEqual([]);
      players.mockClear();
      const everybody = await app.inject({ url: '/api/v1/users?limit=5', headers: viewer.auth });
      expect(everybody.statusCode, everybody.body).toBe(200);
      expect(everybody.json()).toEqual(await database.list(row, listUsersQuery.parse({ limit: 5 })));
      const game = await app.inject({ url: `/api/v1/users?q=${G}&gameId=00000000-0000-4000-8000-000000000000`, headers: viewer.auth });
      expect(game.statusCode, game.body).toBe(200);
      expect(game.json()).toEqual([]);
      expect(players).not.toHaveBeenCalled();
    } finally {
      players.mockRestore();
    }
  });
});

const redisUrl = process.env.REDIS_URL;
const twoInstances = Boolean(testDatabaseUrl() && redisUrl);

describe.skipIf(!twoInstances)('the Players search on two instances sharing PostgreSQL and Redis (TEST_DATABASE_URL, REDIS_URL)', async () => {
  if (!twoInstances) return;
  const { a, b } = await twoInstancesOverRedis(ROOMY_LIMITS);
  await Promise.all([a.app.ctx.search.build(), b.app.ctx.search.build()]);

  it('a new player and a follow through one instance order the list on the other', async () => {
    const tag = `m${randomTag(5)}`;
    const viewer = await signedInUser(a, `${tag}v`);
    const first = await signedInUser(a, `${tag}a`);
    const second = await signedInUser(a, `${tag}b`);
    const onB = async () =>
      (await b.app.inject({ url: `/api/v1/users?q=${tag}`, headers: viewer.auth })).json<PlayerListItem[]>().map((r) => [r.nickname, r.followers]);
    await until('the new players reach b', async () => (await onB()).length === 2, 3000);
    expect(await onB()).toEqual([
      [first.nickName, 0],
      [second.nickName, 0],
    ]);
    const followed = await a.app.inject({ method: 'POST', url: `/api/v1/follows/${second.user.id}`, headers: viewer.auth, payload: {} });
    expect(followed.statusCode, followed.body).toBe(201);
    await until('the follow reorders b', async () => (await onB())[0]?.[0] === second.nickName, 3000);
    expect(await onB()).toEqual([
      [second.nickName, 1],
      [first.nickName, 0],
    ]);
  });
});
