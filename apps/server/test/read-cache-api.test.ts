import type { Match } from '@clutch/contract/competition';
import type { Game } from '@clutch/contract/games';
import type { Tournament, TournamentPage } from '@clutch/contract/tournaments';
import { describe, expect, it, vi } from 'vitest';
import { gameIdOf, insertTournament, syncGames } from './competition-fixtures.ts';
import { competitionApi, isPlayable, playOut, startedTournament, tournamentWithTeams } from './competition-play.ts';
import { quickUser, type QuickUser } from './team-helpers.ts';
import { createTestApp, WEB, type TestApp } from './test-app.ts';

const t = await createTestApp();
const api = competitionApi(t);
await syncGames(t);
const organizer = await quickUser(t, 'org');
const fan = await quickUser(t, 'fan');

const get = (app: TestApp, url: string, who: QuickUser | null = null, headers: Record<string, string> = {}) =>
  app.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { ...(who?.auth ?? {}), ...headers } });
const post = (app: TestApp, url: string, who: QuickUser, payload?: object) =>
  app.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: who.auth, ...(payload ? { payload } : {}) });

async function draft() {
  return insertTournament(t, { organizerId: organizer.user.id, gameId: await gameIdOf(t, 'cs2'), status: 'DRAFT' });
}

describe('the read cache behind public reads', () => {
  it('answers a tournament with an ETag and max-age=0, must-revalidate, and a bodiless 304 for the same ETag', async () => {
    const tournament = await insertTournament(t, { organizerId: organizer.user.id, gameId: await gameIdOf(t, 'cs2') });
    const first = await get(t, `/tournaments/${tournament.id}`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('max-age=0, must-revalidate');
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get(t, `/tournaments/${tournament.id}`);
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(etag);
    const revalidated = await get(t, `/tournaments/${tournament.id}`, null, { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers.etag).toBe(etag);
    // After a change the old ETag no longer matches: the new body comes back.
    expect((await post(t, `/tournaments/${tournament.id}/follow`, fan)).statusCode).toBe(200);
    const changed = await get(t, `/tournaments/${tournament.id}`, null, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<Tournament>().followers).toBe(1);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('shows a publish on the next read of the detail, the list and the games counts', async () => {
    const tournament = await draft();
    const gamesBefore = (await get(t, '/games/all')).json<Game[]>().find((g) => g.slug === 'cs2')!.tournamentsCount;
    const listUrl = '/tournaments?status=OPEN_FOR_REGISTRATION&pageSize=50';
    const listed = async () => (await get(t, listUrl)).json<TournamentPage>().items.some((i) => i.id === tournament.id);
    expect(await listed()).toBe(false);
    expect((await get(t, `/tournaments/${tournament.id}`)).statusCode).toBe(404);

    const published = await post(t, `/tournaments/${tournament.id}/publish`, organizer);
    expect(published.statusCode, published.body).toBe(200);

    expect((await get(t, `/tournaments/${tournament.id}`)).json<Tournament>().status).toBe('OPEN_FOR_REGISTRATION');
    expect(await listed()).toBe(true);
    expect((await get(t, '/games/all')).json<Game[]>().find((g) => g.slug === 'cs2')!.tournamentsCount).toBe(gamesBefore + 1);
  });

  it('shows a result on the next read of the bracket and the standings', async () => {
    const { tournament } = await startedTournament(t, organizer, 3, { format: 'LEAGUE_TABLE' });
    const before = await api.matches(tournament.id);
    const standingsBefore = await api.ranking(tournament.id);
    expect(standingsBefore.every((row) => row.matchesPlayed === 0)).toBe(true);
    const match = before.find((m) => !m.bye && m.results.length === 2 && m.results.every((r) => r.teamRegistrationId))!;
    const res = await api.result(organizer, match.id, { homeScore: 3, awayScore: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect((await api.matches(tournament.id)).find((m) => m.id === match.id)!.status).toBe('FINISHED');
    expect((await api.ranking(tournament.id)).some((row) => row.matchesPlayed === 1)).toBe(true);
  });

  it('keeps the lists and the games counts through a result, and moves them when the tournament starts and finishes', async () => {
    const { tournament } = await tournamentWithTeams(t, organizer, 2, { format: 'LEAGUE_TABLE' });
    const statusInList = async (status: string) =>
      (await get(t, `/tournaments?status=${status}&pageSize=50`)).json<TournamentPage>().items.find((i) => i.id === tournament.id)?.status ?? null;
    expect(await statusInList('IN_PROGRESS')).toBeNull();
    expect((await api.start(organizer, tournament.id)).statusCode).toBe(200);
    expect(await statusInList('IN_PROGRESS')).toBe('IN_PROGRESS');
    expect(await statusInList('FINISHED')).toBeNull();

    const match = (await api.matches(tournament.id)).find(isPlayable)!;
    const spy = vi.spyOn(t.app.ctx.readCache, 'invalidate');
    const res = await api.result(organizer, match.id, { homeScore: 2, awayScore: 0 });
    expect(res.statusCode, res.body).toBe(200);
    const invalidated = spy.mock.calls.flatMap(([tags]) => [...tags]);
    spy.mockRestore();
    // The tournament's own reads go; its cards (status, counts) and the games' counts cannot have moved.
    expect(invalidated).toContain(`tournament:${tournament.id}`);
    expect(invalidated).not.toContain('tournaments');
    expect(invalidated).not.toContain('games');
    expect((await api.matches(tournament.id)).find((m) => m.id === match.id)!.status).toBe('FINISHED');

    await playOut(t, organizer, tournament.id, () => ({ homeScore: 1, awayScore: 0 }));
    expect((await api.finish(organizer, tournament.id)).statusCode).toBe(200);
    expect(await statusInList('FINISHED')).toBe('FINISHED');
    expect(await statusInList('IN_PROGRESS')).toBeNull();
  });

  it("never gives one viewer's tournament to another: `following` and a draft, in either order", async () => {
    const tournament = await insertTournament(t, { organizerId: organizer.user.id, gameId: await gameIdOf(t, 'cs2') });
    expect((await post(t, `/tournaments/${tournament.id}/follow`, fan)).statusCode).toBe(200);
    // Visitor first, then the follower, then the visitor again.
    expect((await get(t, `/tournaments/${tournament.id}`)).json<Tournament>().following).toBe(false);
    const mine = await get(t, `/tournaments/${tournament.id}`, fan);
    expect(mine.json<Tournament>().following).toBe(true);
    expect(mine.headers.etag).toBeUndefined();
    expect((await get(t, `/tournaments/${tournament.id}`)).json<Tournament>().following).toBe(false);
    const page = async (who: QuickUser | null) =>
      (await get(t, '/tournaments?status=OPEN_FOR_REGISTRATION&pageSize=50', who)).json<TournamentPage>().items.find((i) => i.id === tournament.id)!;
    expect((await page(fan)).following).toBe(true);
    expect((await page(null)).following).toBe(false);
    expect((await page(fan)).following).toBe(true);

    // A draft: the organizer first, then a visitor and someone else; then a visitor first, then the organizer.
    for (const order of [[organizer, null, fan], [null, fan, organizer]] as const) {
      const hidden = await draft();
      for (const who of order) {
        const detail = await get(t, `/tournaments/${hidden.id}`, who);
        const matches = await get(t, `/matches/tournament/${hidden.id}`, who);
        if (who === organizer) {
          expect(detail.json<Tournament>().status).toBe('DRAFT');
          expect(matches.statusCode).toBe(200);
        } else {
          expect(detail.statusCode).toBe(404);
          expect(matches.statusCode).toBe(404);
        }
      }
    }
  });

  it("serves a public tournament's matches alike to visitors and signed-in viewers", async () => {
    const { tournament } = await startedTournament(t, organizer, 2, { format: 'KNOCKOUT' });
    const visitor = await get(t, `/matches/tournament/${tournament.id}`);
    const signedIn = await get(t, `/matches/tournament/${tournament.id}`, fan, WEB);
    expect(signedIn.body).toBe(visitor.body);
    expect(signedIn.headers.etag).toBe(visitor.headers.etag);
    expect(visitor.json<Match[]>()).toHaveLength(1);
  });
});
