import { SEARCH_GROUP_LIMIT, type SearchResults } from '@clutch/contract/search';
import type { Tournament } from '@clutch/contract/tournaments';
import { afterAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { createSearchIndex } from '../src/modules/search/search-index.ts';
import { createSearchService } from '../src/modules/search/search.service.ts';
import { createTeamsService } from '../src/modules/teams/teams.service.ts';
import { createTournamentsService } from '../src/modules/tournaments/tournaments.service.ts';
import { eq } from 'drizzle-orm';
import { ROOMY_LIMITS, signedInUser } from './account-helpers.ts';
import { seedDemo } from './competition-fixtures.ts';
import { freshSharedDatabase, testDatabaseUrl } from './database-template.ts';
import { uniquePrefix, until } from './instance-helpers.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { tournamentInput } from './tournament-input.ts';

// ADR 020: the in-memory index answers as the database does, and sees every write on the next search.
const t = await createTestApp({ env: ROOMY_LIMITS });
const { app } = t;
await seedDemo(t);
await app.ctx.search.build();

const search = async (q: string, headers: Record<string, string> = {}) => {
  const res = await app.inject({ url: `/api/v1/search?q=${encodeURIComponent(q)}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SearchResults>();
};
const userRow = async (id: string) => (await app.ctx.db.select().from(users).where(eq(users.id, id)))[0]!;

/** The same services answering from the database alone (an index never built). */
const databaseOnly = () => {
  const off = createSearchIndex({ db: app.ctx.db, redis: app.ctx.redis, enabled: false, log: app.log });
  return { search: createSearchService({ db: app.ctx.db, search: off }), tournaments: createTournamentsService({ db: app.ctx.db, readCache: app.ctx.readCache, search: off }) };
};

describe('the in-memory search index', () => {
  it('is built and answers the dropdown and the tournament search exactly as the database does', async () => {
    expect(app.ctx.search.isReady()).toBe(true);
    const db = databaseOnly();
    const memory = { search: createSearchService(app.ctx), tournaments: createTournamentsService(app.ctx) };
    const terms = ['a', 'e', 'ar', 'valo', 'valorent', 'counter', 'cs', 'rocket', 'masters', 'nova', 'league', 'sao paulo', 'tekken', 'cup', 'ace_rapt', 'NOVA', 'pubg squad survival', 'qqqqzzzz', 'x-', 'open'];
    for (const term of terms) {
      expect(await memory.search.search(term, null), term).toEqual(await db.search.search(term, null));
      const ids = (list: Tournament[]) => list.map((x) => x.id);
      expect(ids(await memory.tournaments.search(term, null)), term).toEqual(ids(await db.tournaments.search(term, null)));
    }
  });

  it('leaves long terms to the database', () => {
    expect(app.ctx.search.dropdown('x'.repeat(33), null)).toBeNull();
    expect(app.ctx.search.dropdown('x'.repeat(32), null)).not.toBeNull();
  });

  it('shows a new tournament once it is published, keeps a cancelled one, and never a draft', async () => {
    const organizer = await signedInUser(t, 'org');
    const name = `Zephyrine Invitational ${uniquePrefix()}`;
    const created = await app.inject({ method: 'POST', url: '/api/v1/tournaments', headers: organizer.auth, payload: tournamentInput(Date.now(), { name }) });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<Tournament>().id;
    expect((await search('zephyrine')).tournaments).toEqual([]);
    const published = await app.inject({ method: 'POST', url: `/api/v1/tournaments/${id}/publish`, headers: organizer.auth });
    expect(published.statusCode, published.body).toBe(200);
    expect((await search('zephyrine')).tournaments.map((x) => [x.id, x.status])).toEqual([[id, 'OPEN_FOR_REGISTRATION']]);
    expect((await app.inject({ url: `/api/v1/tournaments/search/zephyrine` })).json<Tournament[]>().map((x) => x.id)).toEqual([id]);

    const renamed = await app.inject({ method: 'PUT', url: `/api/v1/tournaments/${id}`, headers: organizer.auth, payload: tournamentInput(Date.now(), { name: `Quillon Open ${uniquePrefix()}` }) });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await search('zephyrine')).tournaments).toEqual([]);
    expect((await search('quillon')).tournaments.map((x) => x.id)).toEqual([id]);

    const cancelled = await app.inject({ method: 'POST', url: `/api/v1/tournaments/${id}/cancel`, headers: organizer.auth, payload: { reason: 'rain' } });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await search('quillon')).tournaments.map((x) => [x.id, x.status])).toEqual([[id, 'CANCELLED']]);
  });

  it('finds a renamed player by the new nickname only, and forgets a deleted account', async () => {
    const player = await signedInUser(t, 'ren');
    expect((await search(player.nickName)).players.map((p) => p.id)).toEqual([player.user.id]);
    const nickName = `Marzipanda${Math.random().toString(36).slice(2, 6)}`;
    const res = await app.inject({ method: 'PATCH', url: '/api/v1/users/me', headers: player.auth, payload: { nickName } });
    expect(res.statusCode, res.body).toBe(200);
    expect((await search(player.nickName)).players.map((p) => p.id)).not.toContain(player.user.id);
    expect((await search(nickName)).players.map((p) => p.id)).toEqual([player.user.id]);

    const deleted = await app.inject({ method: 'DELETE', url: `/api/v1/users/${player.user.id}`, headers: player.auth, payload: { password: player.password } });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await search(nickName)).players).toEqual([]);
  });

  it('finds a new and a renamed team at once', async () => {
    const captain = await signedInUser(t, 'cap');
    const teamsService = createTeamsService(app.ctx);
    const team = await teamsService.create(await userRow(captain.user.id), { name: 'Obsidian Herons', bio: null, captainId: captain.user.id, users: [] } as never, null);
    expect((await search('obsidian herons')).teams[0]?.id).toBe(team.id);
    await teamsService.update(team.id, await userRow(captain.user.id), { name: 'Cobalt Herons', bio: null });
    expect((await search('obsidian')).teams.map((x) => x.id)).not.toContain(team.id);
    expect((await search('cobalt herons')).teams[0]?.id).toBe(team.id);
  });

  it('never shows players blocked either way to a signed-in viewer', async () => {
    const viewer = await signedInUser(t, 'vw');
    const tag = Math.random().toString(36).slice(2, 6);
    const blockedByViewer = await signedInUser(t, `grum${tag}a`);
    const blockerOfViewer = await signedInUser(t, `grum${tag}b`);
    const bystander = await signedInUser(t, `grum${tag}c`);
    expect((await app.inject({ method: 'POST', url: `/api/v1/users/${blockedByViewer.user.id}/block`, headers: viewer.auth })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: `/api/v1/users/${viewer.user.id}/block`, headers: blockerOfViewer.auth })).statusCode).toBe(200);
    const seen = async (headers: Record<string, string>) => (await search(`grum${tag}`, headers)).players.map((p) => p.id);
    const viewerSees = await seen(viewer.auth);
    expect(viewerSees).toContain(bystander.user.id);
    expect(viewerSees).not.toContain(blockedByViewer.user.id);
    expect(viewerSees).not.toContain(blockerOfViewer.user.id);
    expect(await seen(blockerOfViewer.auth)).not.toContain(viewer.user.id);
    // The database answers the same.
    const viewerRow = await userRow(viewer.user.id);
    expect(await databaseOnly().search.search(`grum${tag}`, viewerRow)).toEqual(await createSearchService(app.ctx).search(`grum${tag}`, viewerRow));
    // Unblocked: visible again; a visitor sees everybody.
    expect((await app.inject({ method: 'DELETE', url: `/api/v1/users/${blockedByViewer.user.id}/block`, headers: viewer.auth })).statusCode).toBe(200);
    expect(await seen(viewer.auth)).toContain(blockedByViewer.user.id);
    expect(await seen({})).toEqual(expect.arrayContaining([blockedByViewer.user.id, blockerOfViewer.user.id, bystander.user.id]));
  });

  it('caps every group at five', async () => {
    const res = await search('a');
    for (const group of [res.tournaments, res.teams, res.games, res.players]) expect(group.length).toBeLessThanOrEqual(SEARCH_GROUP_LIMIT);
    expect(res.players).toHaveLength(SEARCH_GROUP_LIMIT);
  });
});

const redisUrl = process.env.REDIS_URL;
const twoInstances = Boolean(testDatabaseUrl() && redisUrl);

describe.skipIf(!twoInstances)('the search index on two instances sharing PostgreSQL and Redis (TEST_DATABASE_URL, REDIS_URL)', async () => {
  if (!twoInstances) return;
  const { primary, connect } = await freshSharedDatabase();
  const secondary = connect();
  const env = { REDIS_URL: redisUrl!, REDIS_KEY_PREFIX: uniquePrefix(), ...ROOMY_LIMITS };
  const a: TestApp = await createTestApp({ env, database: primary });
  const b: TestApp = await createTestApp({ env, database: secondary });
  afterAll(async () => {
    await Promise.all([a.close(), b.close()]);
    await secondary.close();
    await primary.close();
  });
  await Promise.all([a.app.ctx.search.build(), b.app.ctx.search.build()]);
  const playersOn = async (x: TestApp, q: string) =>
    (await x.app.inject({ url: `/api/v1/search?q=${encodeURIComponent(q)}` })).json<SearchResults>().players.map((p) => p.nickname);

  it('a rename on one instance reaches the other', async () => {
    const player = await signedInUser(a, 'two');
    await until('the new player is searchable on b', async () => (await playersOn(b, player.nickName)).includes(player.nickName), 3000);
    const nickName = `Tangerinox${Math.random().toString(36).slice(2, 6)}`;
    const res = await a.app.inject({ method: 'PATCH', url: '/api/v1/users/me', headers: player.auth, payload: { nickName } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await playersOn(a, nickName)).toEqual([nickName]);
    await until('the rename reaches b', async () => (await playersOn(b, nickName)).includes(nickName), 3000);
    expect(await playersOn(b, player.nickName)).not.toContain(player.nickName);
  });
});
