import type { PlayerListItem } from '@clutch/contract/users';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { games, teamMembers, users } from '../src/db/schema/index.ts';
import { insertRegisteredTeam, insertTournament } from './competition-fixtures.ts';
import { block, follow, insertPlayer, randomTag } from './player-helpers.ts';
import { createTestApp, WEB } from './test-app.ts';

const t = await createTestApp({ env: { RATE_LIMIT_MAX: '100000' } });
const { app } = t;
const db = app.ctx.db;

// Everybody in this suite has a nickname starting with P, so `q=P` is this suite's world; G is the game suite's
// players from elsewhere. (Describe bodies run before any test: what changes the world happens in beforeAll.)
const P = `pl${randomTag()}`;
const G = `gp${randomTag()}`;
const DAY = 86_400_000;
const base = Date.now() - 100 * DAY;

const withSession = async (row: { id: string }) => {
  const { token } = await app.ctx.sessions.open(row.id, { clientType: 'web' });
  return { ...WEB, authorization: `Bearer ${token}` };
};
const player = (suffix: string, countryCode: string | null, day: number) =>
  insertPlayer(t, `${P}${suffix}`, { countryCode, createdAt: new Date(base + day * DAY) });

const viewer = await player('_viewer', 'BR', 0);
const viewerAuth = await withSession(viewer);
const alpha = await player('_Alpha', 'BR', 1);
const bravo = await player('_bravo', 'PT', 2);
const charlie = await player('_charlie', 'BR', 3);
const delta = await player('_delta', 'US', 4);
const echo = await player('_echo', 'PT', 5);
const zulu = await player('zulu', null, 6);
// Followers: charlie 3, alpha 2 (one is the viewer), echo 1; the rest none.
const fans = await Promise.all(['fan1', 'fan2', 'fan3'].map((n, i) => insertPlayer(t, `f${randomTag()}${n}${i}`)));
await follow(t, fans[0]!.id, charlie.id);
await follow(t, fans[1]!.id, charlie.id);
await follow(t, fans[2]!.id, charlie.id);
await follow(t, viewer.id, alpha.id);
await follow(t, fans[0]!.id, alpha.id);
await follow(t, fans[0]!.id, echo.id);

const everyone = [alpha, bravo, charlie, delta, echo, zulu];

async function list(query: string, headers = viewerAuth) {
  const res = await app.inject({ url: `/api/v1/users?${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PlayerListItem[]>();
}
const nicks = (rows: PlayerListItem[]) => rows.map((r) => r.nickname);

describe('GET /users: the Players list', () => {
  it('sorts by followers (from follower_count), then nickname in any case, with the viewer’s follow flag', async () => {
    const rows = await list(`q=${P}`);
    expect(nicks(rows)).toEqual([charlie, alpha, echo, bravo, delta, zulu].map((u) => u.nickName));
    expect(rows.map((r) => r.followers)).toEqual([3, 2, 1, 0, 0, 0]);
    expect(rows.find((r) => r.id === alpha.id)).toEqual({
      id: alpha.id,
      nickname: alpha.nickName,
      photoUrl: null,
      followers: 2,
      follow: true,
      country: { id: 'BR', name: 'Brazil', urlFlag: null },
      userVerified: true,
    });
    expect(rows.filter((r) => r.follow).map((r) => r.id)).toEqual([alpha.id]);
  });

  it('takes followers from the kept count, not by counting rows', async () => {
    const other = await player('_counted', null, 7);
    await db.update(users).set({ followerCount: 1000 }).where(eq(users.id, other.id));
    expect((await list(`q=${P}`))[0]).toMatchObject({ id: other.id, followers: 1000, follow: false });
    await db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, other.id));
  });

  it('sorts by nickname (any case) and by newest', async () => {
    expect(nicks(await list(`q=${P}&sort=nickname`))).toEqual([alpha, bravo, charlie, delta, echo, zulu].map((u) => u.nickName));
    expect(nicks(await list(`q=${P}&sort=newest`))).toEqual([zulu, echo, delta, charlie, bravo, alpha].map((u) => u.nickName));
  });

  it('keeps the nicknames that start with q, in any case, wildcards taken literally', async () => {
    expect(nicks(await list(`q=${P.toUpperCase()}_A`))).toEqual([alpha.nickName]);
    expect(nicks(await list(`q=${encodeURIComponent(`  ${P}_CH  `)}`))).toEqual([charlie.nickName]);
    // "_" matches only itself: P + "zulu" has no underscore after P.
    expect(nicks(await list(`q=${P}_&sort=nickname`))).toEqual([alpha, bravo, charlie, delta, echo].map((u) => u.nickName));
    expect(await list(`q=${P}%25`)).toEqual([]);
    // A substring is not a prefix.
    expect(await list(`q=${P.slice(1)}`)).toEqual([]);
  });

  it('narrows to a country, any case', async () => {
    expect(nicks(await list(`q=${P}&country=br`))).toEqual([charlie, alpha].map((u) => u.nickName));
    expect(nicks(await list(`q=${P}&country=PT&sort=nickname`))).toEqual([bravo, echo].map((u) => u.nickName));
    expect(await list(`q=${P}&country=JP`)).toEqual([]);
  });

  it('pages with limit and offset: the pages put together are the whole list, without repeats', async () => {
    const whole = nicks(await list(`q=${P}`));
    const pages: string[] = [];
    for (let offset = 0; offset < whole.length + 2; offset += 2) pages.push(...nicks(await list(`q=${P}&limit=2&offset=${offset}`)));
    expect(pages).toEqual(whole);
    expect(await list(`q=${P}&offset=100`)).toEqual([]);
  });

  it('refuses bad parameters with 400 and a visitor with 401', async () => {
    for (const query of ['limit=0', 'limit=101', 'offset=-1', 'sort=rating', 'country=BRA', 'country=1', 'gameId=nope', `q=${'a'.repeat(33)}`]) {
      const res = await app.inject({ url: `/api/v1/users?${query}`, headers: viewerAuth });
      expect(res.statusCode, query).toBe(400);
    }
    expect((await app.inject({ url: `/api/v1/users?q=${P}` })).statusCode).toBe(401);
  });
});

describe('GET /users: who plays a game', async () => {
  const [game, otherGame] = await db
    .insert(games)
    .values(['one', 'two'].map((n) => ({ slug: `${P}-${n}`, name: `Game ${n} ${P}`, coverUrl: '/x.svg', popularity: 'LOW' })))
    .returning();
  const organizer = await insertPlayer(t, `o${randomTag()}org`);
  const open = await insertTournament(t, { organizerId: organizer.id, gameId: game!.id });
  const finished = await insertTournament(t, { organizerId: organizer.id, gameId: game!.id, status: 'FINISHED' }, { regEnd: -20, start: -15, end: -14 });
  const draft = await insertTournament(t, { organizerId: organizer.id, gameId: game!.id, status: 'DRAFT' });
  const elsewhere = await insertTournament(t, { organizerId: organizer.id, gameId: otherGame!.id });

  // alpha captains an accepted team; charlie accepted bravo's invite on a pending one (bravo captains it); echo's
  // invite there is still pending; delta's team was rejected; zulu played the finished one; the draft's and the
  // other game's players are someone else.
  await insertRegisteredTeam(t, { tournamentId: open.id, captainId: alpha.id, name: 'A team' });
  const pending = await insertRegisteredTeam(t, { tournamentId: open.id, captainId: bravo.id, name: 'B team', requestStatus: 'PENDING' });
  await db.insert(teamMembers).values([
    { teamId: pending.team.id, userId: charlie.id, role: 'MEMBER', inviteStatus: 'ACCEPTED', paymentStatus: 'NOT_REQUIRED' },
    { teamId: pending.team.id, userId: echo.id, role: 'MEMBER', inviteStatus: 'PENDING', paymentStatus: 'NOT_REQUIRED' },
  ]);
  await insertRegisteredTeam(t, { tournamentId: open.id, captainId: delta.id, name: 'D team', requestStatus: 'REJECTED' });
  await insertRegisteredTeam(t, { tournamentId: finished.id, captainId: zulu.id, name: 'Z team' });
  const drafted = await insertPlayer(t, `${G}_drafted`);
  await insertRegisteredTeam(t, { tournamentId: draft.id, captainId: drafted.id, name: 'Draft team' });
  const other = await insertPlayer(t, `${G}_other`);
  await insertRegisteredTeam(t, { tournamentId: elsewhere.id, captainId: other.id, name: 'Other team' });

  it('keeps those on a team accepted or pending in a tournament of the game, the ones that finished too', async () => {
    expect(nicks(await list(`q=${P}&gameId=${game!.id}&sort=nickname`))).toEqual([alpha, bravo, charlie, zulu].map((u) => u.nickName));
    expect(nicks(await list(`q=${P}&gameId=${otherGame!.id}`))).toEqual([]);
    expect(nicks(await list(`gameId=${otherGame!.id}`))).toEqual([other.nickName]);
    expect(await list(`gameId=00000000-0000-4000-8000-000000000000`)).toEqual([]);
  });

  it("leaves out a draft's entrants, except for its organizer", async () => {
    expect(nicks(await list(`q=${G}&gameId=${game!.id}`))).toEqual([]);
    expect(nicks(await list(`q=${G}&gameId=${game!.id}`, await withSession(organizer)))).toEqual([drafted.nickName]);
  });

  it('combines with the country and the prefix', async () => {
    expect(nicks(await list(`q=${P}&gameId=${game!.id}&country=BR`))).toEqual([charlie, alpha].map((u) => u.nickName));
    expect(nicks(await list(`q=${P}_b&gameId=${game!.id}`))).toEqual([bravo.nickName]);
  });
});

describe('GET /users and /users/search: blocks and deleted accounts', async () => {
  const third = await insertPlayer(t, `t${randomTag()}third`);
  const thirdAuth = await withSession(third);
  beforeAll(async () => {
    // The viewer blocked bravo; delta blocked the viewer and the third; echo's account is deleted.
    await block(t, viewer.id, bravo.id);
    await block(t, delta.id, viewer.id);
    await block(t, delta.id, third.id);
    await db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, echo.id));
  });

  it('leaves out whom the viewer blocked, who blocked the viewer, and deleted accounts, in the list', async () => {
    const rows = await list(`q=${P}&sort=nickname`);
    expect(nicks(rows)).toEqual([alpha, charlie, zulu].map((u) => u.nickName));
  });

  it('and in the search', async () => {
    const res = await app.inject({ url: `/api/v1/users/search/${P}`, headers: viewerAuth });
    expect(res.statusCode).toBe(200);
    expect(nicks(res.json())).toEqual([charlie, alpha, zulu].map((u) => u.nickName));
  });

  it('only for the people concerned: someone else still sees bravo (and the viewer), not delta who blocked them too', async () => {
    const rows = await list(`q=${P}&sort=nickname`, thirdAuth);
    expect(nicks(rows)).toEqual([alpha, bravo, charlie, viewer, zulu].map((u) => u.nickName));
    const search = (await app.inject({ url: `/api/v1/users/search/${P}_b`, headers: thirdAuth })).json<PlayerListItem[]>();
    expect(nicks(search)).toEqual([bravo.nickName]);
  });

  it('has every player once whatever the page size', async () => {
    const all = nicks(await list(`q=${P}&limit=100`, thirdAuth));
    expect(new Set(all).size).toBe(all.length);
    expect(all.sort()).toEqual([...everyone.filter((u) => u !== echo && u !== delta), viewer].map((u) => u.nickName).sort());
  });
});
