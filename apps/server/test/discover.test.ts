import type { DiscoverCounts } from '@clutch/contract/users';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { friendships, games, teams, users } from '../src/db/schema/index.ts';
import { insertTournament } from './competition-fixtures.ts';
import { insertPlayer, randomTag } from './player-helpers.ts';
import { quickUser } from './team-helpers.ts';
import { createTestApp, WEB } from './test-app.ts';

const t = await createTestApp();
const { app } = t;
const db = app.ctx.db;

const viewer = await quickUser(t, 'disc');
const counts = async (auth = viewer.auth) => {
  const res = await app.inject({ url: '/api/v1/discover/counts', headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<DiscoverCounts>();
};

describe('GET /discover/counts', () => {
  it('counts the public tournaments open for registration or in progress, and no other', async () => {
    const before = await counts();
    const [game] = await db.insert(games).values({ slug: `d-${randomTag()}`, name: 'D', coverUrl: '/x.svg', popularity: 'LOW' }).returning();
    const organizer = await quickUser(t, 'dorg');
    for (const status of ['OPEN_FOR_REGISTRATION', 'IN_PROGRESS', 'IN_PROGRESS', 'FINISHED', 'CANCELLED', 'DRAFT']) {
      await insertTournament(t, { organizerId: organizer.user.id, gameId: game!.id, status });
    }
    expect((await counts()).tournaments).toBe(before.tournaments + 3);
    // A draft is not open to anyone, its organizer included.
    expect((await counts(organizer.auth)).tournaments).toBe(before.tournaments + 3);
  });

  it('counts the players who still have an account', async () => {
    const before = await counts();
    const gone = await insertPlayer(t, `gone${randomTag()}`);
    await insertPlayer(t, `here${randomTag()}`);
    expect((await counts()).players).toBe(before.players + 2);
    await db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));
    expect((await counts()).players).toBe(before.players + 1);
    const result = (await db.execute(sql`select count(*)::int as n from users where deleted_at is null`)) as unknown as { rows: { n: number }[] };
    expect((await counts()).players).toBe(result.rows[0]!.n);
  });

  it('counts the teams, a draft’s only for its organizer', async () => {
    const before = await counts();
    const captain = await quickUser(t, 'dcap');
    const [game] = await db.insert(games).values({ slug: `t-${randomTag()}`, name: 'T', coverUrl: '/x.svg', popularity: 'LOW' }).returning();
    const draft = await insertTournament(t, { organizerId: captain.user.id, gameId: game!.id, status: 'DRAFT' });
    await db.insert(teams).values([
      { name: 'Free agents', captainId: captain.user.id },
      { name: 'Draft team', captainId: captain.user.id, tournamentId: draft.id },
    ]);
    expect((await counts()).teams).toBe(before.teams + 1);
    expect((await counts(captain.auth)).teams).toBe(before.teams + 2);
  });

  it("counts the viewer's friends (either direction) and the requests waiting for the viewer's answer", async () => {
    const [a, b, c, d, e] = await Promise.all(['a', 'b', 'c', 'd', 'e'].map((x) => insertPlayer(t, `fr${x}${randomTag()}`)));
    await db.insert(friendships).values([
      { requesterId: viewer.user.id, addresseeId: a!.id, status: 'ACCEPTED' },
      { requesterId: b!.id, addresseeId: viewer.user.id, status: 'ACCEPTED' },
      { requesterId: c!.id, addresseeId: viewer.user.id, status: 'PENDING' },
      // Sent by the viewer: waiting for someone else.
      { requesterId: viewer.user.id, addresseeId: d!.id, status: 'PENDING' },
      // Between others.
      { requesterId: d!.id, addresseeId: e!.id, status: 'ACCEPTED' },
    ]);
    expect(await counts()).toMatchObject({ friends: 2, pendingRequests: 1 });
    const stranger = await quickUser(t, 'dstr');
    expect(await counts(stranger.auth)).toMatchObject({ friends: 0, pendingRequests: 0 });
  });

  it('needs a session', async () => {
    const res = await app.inject({ url: '/api/v1/discover/counts', headers: WEB });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHORIZED');
  });
});
