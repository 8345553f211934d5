import type { Tournament, TournamentPage } from '@clutch/contract/tournaments';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tournaments } from '../src/db/schema/index.ts';
import { gameIdOf, insertTournament, syncGames } from './competition-fixtures.ts';
import { quickUser, type QuickUser } from './team-helpers.ts';
import { createTestApp } from './test-app.ts';

// Signed-in viewers share the cached tournament reads; their own `following` is laid over them (ADR 023).
const t = await createTestApp();
await syncGames(t);
const organizer = await quickUser(t, 'org');
const fan = await quickUser(t, 'fan');
const other = await quickUser(t, 'other');

const get = (url: string, who: QuickUser | null = null, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { ...(who?.auth ?? {}), ...headers } });
const follow = (id: string, who: QuickUser, on = true) =>
  t.app.inject({ method: on ? 'POST' : 'DELETE', url: `/api/v1/tournaments/${id}/follow`, headers: who.auth });

async function published(name?: string) {
  return insertTournament(t, { organizerId: organizer.user.id, gameId: await gameIdOf(t, 'cs2'), ...(name ? { name } : {}) });
}

describe('tournament reads for signed-in viewers', () => {
  it('gives a viewer who follows none of it the shared bytes, with the shared ETag (304 again) and private caching', async () => {
    const tournament = await published();
    const visitor = await get(`/tournaments/${tournament.id}`);
    const signedIn = await get(`/tournaments/${tournament.id}`, other);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).toBe(visitor.body);
    expect(signedIn.headers.etag).toBe(visitor.headers.etag);
    expect(signedIn.headers['cache-control']).toBe('private, max-age=0, must-revalidate');
    expect(signedIn.headers.vary).toBe('cookie, authorization, accept-encoding');
    expect((await get(`/tournaments/${tournament.id}`, other, { 'if-none-match': visitor.headers.etag as string })).statusCode).toBe(304);
  });

  it('answers signed-in reads from the shared cache: a change nobody announced is not seen until one is', async () => {
    const tournament = await published('Before Cup');
    expect((await get(`/tournaments/${tournament.id}`, other)).json<Tournament>().name).toBe('Before Cup');
    await t.app.ctx.db.update(tournaments).set({ name: 'After Cup' }).where(eq(tournaments.id, tournament.id));
    expect((await get(`/tournaments/${tournament.id}`, other)).json<Tournament>().name).toBe('Before Cup');
    // A follow announces a change to the tournament: the next read has the new name.
    expect((await follow(tournament.id, fan)).statusCode).toBe(200);
    expect((await get(`/tournaments/${tournament.id}`, other)).json<Tournament>().name).toBe('After Cup');
  });

  it('marks what the viewer follows, and only for them, in the detail and every list, right after a follow and an unfollow', async () => {
    const tournament = await published('Overlay Cup');
    const reads = [
      async (who: QuickUser | null) => (await get(`/tournaments/${tournament.id}`, who)).json<Tournament>(),
      async (who: QuickUser | null) =>
        (await get('/tournaments?status=OPEN_FOR_REGISTRATION&pageSize=50', who)).json<TournamentPage>().items.find((i) => i.id === tournament.id)!,
      async (who: QuickUser | null) => (await get('/tournaments/game/cs2', who)).json<Tournament[]>().find((i) => i.id === tournament.id)!,
      async (who: QuickUser | null) => (await get('/tournaments/search/Overlay', who)).json<Tournament[]>().find((i) => i.id === tournament.id)!,
      async (who: QuickUser | null) =>
        (await get(`/tournaments/organizer?organizerId=${organizer.user.id}`, who)).json<Tournament[]>().find((i) => i.id === tournament.id)!,
    ];
    for (const read of reads) expect((await read(fan)).following).toBe(false);
    expect((await follow(tournament.id, fan)).statusCode).toBe(200);
    for (const read of reads) {
      expect((await read(fan)).following).toBe(true);
      expect((await read(other)).following).toBe(false);
      expect((await read(null)).following).toBe(false);
      expect((await read(fan)).followers).toBe(1);
    }
    expect((await follow(tournament.id, fan, false)).statusCode).toBe(200);
    for (const read of reads) expect((await read(fan)).following).toBe(false);
  });

  it('keeps the other items of a list the viewer follows one of as they are', async () => {
    const [followed, notFollowed] = [await published(), await published()];
    expect((await follow(followed.id, fan)).statusCode).toBe(200);
    const shared = (await get('/tournaments?status=OPEN_FOR_REGISTRATION&pageSize=50')).json<TournamentPage>();
    const mine = await get('/tournaments?status=OPEN_FOR_REGISTRATION&pageSize=50', fan);
    expect(mine.headers.etag).toBeUndefined();
    const page = mine.json<TournamentPage>();
    expect(page.items.map((i) => i.id)).toEqual(shared.items.map((i) => i.id));
    expect(page.items.find((i) => i.id === followed.id)!.following).toBe(true);
    expect(page.items.find((i) => i.id === notFollowed.id)).toEqual(shared.items.find((i) => i.id === notFollowed.id));
    expect({ ...page, items: [] }).toEqual({ ...shared, items: [] });
  });

  it('still shows the organizer their drafts, in their list and on its page', async () => {
    const hidden = await insertTournament(t, { organizerId: organizer.user.id, gameId: await gameIdOf(t, 'cs2'), status: 'DRAFT' });
    expect((await get(`/tournaments/${hidden.id}`, organizer)).json<Tournament>().status).toBe('DRAFT');
    expect((await get(`/tournaments/organizer?organizerId=${organizer.user.id}`, organizer)).json<Tournament[]>().some((i) => i.id === hidden.id)).toBe(true);
    expect((await get(`/tournaments/organizer?organizerId=${organizer.user.id}`, other)).json<Tournament[]>().some((i) => i.id === hidden.id)).toBe(false);
    expect((await get(`/tournaments/${hidden.id}`, other)).statusCode).toBe(404);
  });
});
