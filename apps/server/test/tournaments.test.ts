import type { FollowState, RankingRow, Tournament, TournamentPage } from '@clutch/contract/tournaments';
import { describe, expect, it } from 'vitest';
import { tournamentFollows, tournamentPrizes } from '../src/db/schema/index.ts';
import { signedInUser, ROOMY_LIMITS } from './account-helpers.ts';
import { gameIdOf, insertMatch, insertRegisteredTeam, insertTournament, syncGames } from './competition-fixtures.ts';
import { createTestApp, WEB } from './test-app.ts';

const t = await createTestApp({ env: ROOMY_LIMITS });
const { app } = t;
await syncGames(t);
const cs2 = await gameIdOf(t, 'cs2');
const valorant = await gameIdOf(t, 'valorant');
const lol = await gameIdOf(t, 'lol');
const organizer = await signedInUser(t, 'org');
const other = await signedInUser(t, 'other');
const orgId = organizer.user.id;

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });
const page = async (query: string, headers: Record<string, string> = {}) => {
  const res = await get(`/api/v1/tournaments?${query}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TournamentPage>();
};
const names = (items: { name: string }[]) => items.map((x) => x.name);

describe('GET /tournaments', async () => {
  const open1 = await insertTournament(t, { organizerId: orgId, gameId: cs2, name: 'Orion Late Cup' }, { regEnd: 9, start: 12 });
  const open2 = await insertTournament(t, { organizerId: orgId, gameId: valorant, name: 'Orion Early Cup' }, { regEnd: 2, start: 20 });
  await insertTournament(t, { organizerId: orgId, gameId: cs2, name: 'Orion Live', status: 'IN_PROGRESS' }, { regEnd: -3, start: -1 });
  await insertTournament(t, { organizerId: orgId, gameId: cs2, name: 'Orion Old Final', status: 'FINISHED' }, { regEnd: -30, start: -20, end: -18 });
  await insertTournament(t, { organizerId: orgId, gameId: cs2, name: 'Orion Recent Final', status: 'FINISHED' }, { regEnd: -12, start: -10, end: -8 });
  await insertTournament(t, { organizerId: orgId, gameId: cs2, name: 'Orion Secret', status: 'DRAFT' });
  await insertTournament(t, { organizerId: orgId, gameId: lol, name: 'Orion Called Off', status: 'CANCELLED' });

  it('never lists drafts, and orders mixed statuses: open by registration end, live, finished by end (latest first), cancelled', async () => {
    for (const headers of [{}, organizer.auth]) {
      const res = await page('search=orion', headers);
      expect(res.appliedStatus).toBeNull();
      expect(names(res.items)).toEqual(['Orion Early Cup', 'Orion Late Cup', 'Orion Live', 'Orion Recent Final', 'Orion Old Final', 'Orion Called Off']);
      expect(res.total).toBe(6);
    }
  });

  it('filters by status and by game slug or id', async () => {
    expect(names((await page('search=orion&status=FINISHED')).items)).toEqual(['Orion Recent Final', 'Orion Old Final']);
    expect(names((await page('search=orion&game=valorant')).items)).toEqual(['Orion Early Cup']);
    expect(names((await page(`search=orion&game=${valorant}`)).items)).toEqual(['Orion Early Cup']);
    expect(names((await page('search=orion&game=VALORANT&status=OPEN_FOR_REGISTRATION')).items)).toEqual(['Orion Early Cup']);
    expect((await page('search=orion&game=no-such-game')).total).toBe(0);
    expect((await get('/api/v1/tournaments?status=DRAFT')).statusCode).toBe(400);
  });

  it('searches names, game names and descriptions, ignoring case and accents, tolerating typos', async () => {
    await insertTournament(t, { organizerId: orgId, gameId: lol, name: 'Copa São Tomé', description: 'Pelada de campeões.' });
    await insertTournament(t, { organizerId: orgId, gameId: lol, name: 'Quiet Evening', description: 'A relaxed Brighthollow gathering.' });
    expect(names((await page('search=SAO TOME')).items)).toEqual(['Copa São Tomé']);
    expect(names((await page('search=campeoes')).items)).toEqual(['Copa São Tomé']);
    expect(names((await page('search=brighthollow')).items)).toEqual(['Quiet Evening']);
    expect(names((await page('search=orionn')).items)).toContain('Orion Live');
    const byGame = await page('search=valorent');
    expect(byGame.items.map((x) => x.game.slug)).toEqual(byGame.items.map(() => 'valorant'));
    expect(names(byGame.items)).toContain('Orion Early Cup');
  });

  it('walks the fallback chain: open, else in progress, else finished, else every public status', async () => {
    await insertTournament(t, { organizerId: orgId, gameId: cs2, name: 'Zephyr Live', status: 'IN_PROGRESS' }, { start: -1 });
    await insertTournament(t, { organizerId: orgId, gameId: cs2, name: 'Zephyr Done', status: 'FINISHED' }, { start: -9, end: -7 });
    await insertTournament(t, { organizerId: orgId, gameId: cs2, name: 'Quasar Done', status: 'FINISHED' }, { start: -9, end: -7 });
    await insertTournament(t, { organizerId: orgId, gameId: cs2, name: 'Quasar Called Off', status: 'CANCELLED' });
    await insertTournament(t, { organizerId: orgId, gameId: cs2, name: 'Nebula Called Off', status: 'CANCELLED' });
    await insertTournament(t, { organizerId: orgId, gameId: cs2, name: 'Nebula Draft', status: 'DRAFT' });

    const openStep = await page('search=orion&fallback=true');
    expect([openStep.appliedStatus, openStep.total, names(openStep.items)]).toEqual(['OPEN_FOR_REGISTRATION', 2, ['Orion Early Cup', 'Orion Late Cup']]);
    const liveStep = await page('search=zephyr&fallback=true');
    expect([liveStep.appliedStatus, names(liveStep.items)]).toEqual(['IN_PROGRESS', ['Zephyr Live']]);
    const finishedStep = await page('search=quasar&fallback=true');
    expect([finishedStep.appliedStatus, names(finishedStep.items)]).toEqual(['FINISHED', ['Quasar Done']]);
    const everything = await page('search=nebula&fallback=true');
    expect([everything.appliedStatus, names(everything.items)]).toEqual([null, ['Nebula Called Off']]);
    const nothing = await page('search=xylophone-nothing&fallback=true');
    expect([nothing.appliedStatus, nothing.total, nothing.items]).toEqual([null, 0, []]);
    // An explicit status wins over the chain.
    expect((await page('search=zephyr&fallback=true&status=FINISHED')).appliedStatus).toBe('FINISHED');
  });

  it('pages within bounds and refuses out-of-range pages', async () => {
    const first = await page('search=orion&pageSize=2&page=1');
    const second = await page('search=orion&pageSize=2&page=2');
    const far = await page('search=orion&pageSize=2&page=99');
    expect([first.total, first.page, first.pageSize]).toEqual([6, 1, 2]);
    expect(names([...first.items, ...second.items])).toEqual(['Orion Early Cup', 'Orion Late Cup', 'Orion Live', 'Orion Recent Final']);
    expect([far.items, far.total]).toEqual([[], 6]);
    expect((await page('search=orion')).pageSize).toBe(12);
    for (const q of ['page=0', 'page=10001', 'pageSize=0', 'pageSize=51', 'page=abc', `search=${'x'.repeat(101)}`]) {
      const res = await get(`/api/v1/tournaments?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    expect(open1.id).not.toBe(open2.id);
  });
});

describe('GET /tournaments/:id', async () => {
  const full = await insertTournament(t, {
    organizerId: orgId,
    gameId: valorant,
    name: 'Detail Cup',
    description: 'Everything filled in.',
    entryFeeCents: 1250,
    currency: 'EUR',
    photoUrls: ['/media/tournaments/detail-cup-1.svg', '/media/tournaments/detail-cup-2.svg'],
    format: 'KNOCKOUT',
    category: 'Pro',
    level: 'Advanced',
    minPlayersPerTeam: 5,
    maxPlayersPerTeam: 6,
    platforms: ['PC'],
    rules: ['Be nice.'],
    streamUrl: 'https://www.twitch.tv/clutch',
    discordUrl: 'https://discord.gg/clutch',
    location: 'Lisbon, Portugal',
  });
  await t.app.ctx.db.insert(tournamentPrizes).values([
    { tournamentId: full.id, position: 2, amountCents: 50_050, description: 'Runner-up' },
    { tournamentId: full.id, position: 1, amountCents: 100_000, description: 'Champion' },
    { tournamentId: full.id, position: 3, amountCents: null, description: null },
  ]);
  const draft = await insertTournament(t, { organizerId: orgId, gameId: cs2, name: 'Hidden Draft', status: 'DRAFT' });

  it('answers the spec names: money in major units, starDate, first photo, prizes in order with TBD as null', async () => {
    const res = await get(`/api/v1/tournaments/${full.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json<Tournament>();
    expect(body).toMatchObject({
      id: full.id,
      name: 'Detail Cup',
      status: 'OPEN_FOR_REGISTRATION',
      entryFee: 12.5,
      currency: 'EUR',
      tournamentPhotoUrl: '/media/tournaments/detail-cup-1.svg',
      urlPhotos: ['/media/tournaments/detail-cup-1.svg', '/media/tournaments/detail-cup-2.svg'],
      game: { id: valorant, slug: 'valorant', name: expect.any(String), background_image: expect.any(String) },
      tournamentFormat: 'KNOCKOUT',
      tournamentCategory: 'Pro',
      tournamentLevel: 'Advanced',
      minPlayersPerTeam: 5,
      maxPlayerPerTeam: 6,
      organizer: { id: orgId, nickName: organizer.nickName, profilePicUrl: null },
      platform: ['PC'],
      rules: ['Be nice.'],
      videoStreamingUrl: 'https://www.twitch.tv/clutch',
      discordUrl: 'https://discord.gg/clutch',
      location: 'Lisbon, Portugal',
      registeredTeams: 0,
      followers: 0,
      following: false,
    });
    expect(body.starDate).toBe(body.tournamentStartDate);
    expect(body.tournamentStartDate).toBe(full.startAt.toISOString());
    expect(body.prizes).toEqual([
      { position: 1, amount: 1000, description: 'Champion' },
      { position: 2, amount: 500.5, description: 'Runner-up' },
      { position: 3, amount: null, description: null },
    ]);
    const bare = await insertTournament(t, { organizerId: orgId, gameId: cs2 });
    expect((await get(`/api/v1/tournaments/${bare.id}`)).json()).toMatchObject({ tournamentPhotoUrl: null, urlPhotos: [], prizes: [], entryFee: 0 });
  });

  it('shows a draft to its organizer only; everybody else gets the unknown-id 404', async () => {
    expect((await get(`/api/v1/tournaments/${draft.id}`, organizer.auth)).json()).toMatchObject({ id: draft.id, status: 'DRAFT' });
    for (const headers of [other.auth, {}]) {
      const res = await get(`/api/v1/tournaments/${draft.id}`, headers);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Tournament not found.', code: 'TOURNAMENT_NOT_FOUND' });
    }
  });

  it('answers 400 for a malformed id and 404 for an unknown one', async () => {
    expect((await get('/api/v1/tournaments/not-a-uuid')).statusCode).toBe(400);
    expect((await get('/api/v1/tournaments/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get('/api/v1/tournaments/not-a-uuid/ranking')).statusCode).toBe(400);
  });
});

describe('game, search and organizer lists', async () => {
  const lolOld = await insertTournament(t, { organizerId: orgId, gameId: lol, name: 'Rift Old' }, { start: 3 });
  const lolNew = await insertTournament(t, { organizerId: orgId, gameId: lol, name: 'Rift New' }, { start: 40 });
  const lolDraft = await insertTournament(t, { organizerId: orgId, gameId: lol, name: 'Rift Draft', status: 'DRAFT' });

  it('lists a game’s public tournaments by slug or id, newest start first; unknown games are 404', async () => {
    for (const ref of ['lol', lol]) {
      const list = (await get(`/api/v1/tournaments/game/${ref}`)).json<Tournament[]>();
      const rift = list.filter((x) => x.name.startsWith('Rift'));
      expect(names(rift)).toEqual(['Rift New', 'Rift Old']);
      expect(list.every((x) => x.game.slug === 'lol' && x.status !== 'DRAFT')).toBe(true);
      const starts = list.map((x) => x.tournamentStartDate);
      expect(starts).toEqual([...starts].sort().reverse());
    }
    const missing = await get('/api/v1/tournaments/game/no-such-game');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('GAME_NOT_FOUND');
  });

  it('searches by text: exact name first, then prefix, then similar; drafts never', async () => {
    await insertTournament(t, { organizerId: orgId, gameId: cs2, name: 'Kestrel Invitational' });
    await insertTournament(t, { organizerId: orgId, gameId: cs2, name: 'Kestrel' });
    await insertTournament(t, { organizerId: orgId, gameId: cs2, name: 'The Kestrels Open' });
    await insertTournament(t, { organizerId: orgId, gameId: cs2, name: 'Kestrel Hidden', status: 'DRAFT' });
    const list = (await get('/api/v1/tournaments/search/kestrel')).json<Tournament[]>();
    expect(names(list).slice(0, 3)).toEqual(['Kestrel', 'Kestrel Invitational', 'The Kestrels Open']);
    expect(names(list)).not.toContain('Kestrel Hidden');
    expect(names((await get('/api/v1/tournaments/search/kestrl')).json<Tournament[]>())).toContain('Kestrel');
    for (let i = 0; i < 22; i++) await insertTournament(t, { organizerId: orgId, gameId: cs2, name: `Harrier ${i}` });
    expect((await get('/api/v1/tournaments/search/harrier')).json<Tournament[]>()).toHaveLength(20);
  });

  it("lists an organizer's tournaments: drafts only for the organizer, never a 403 for others", async () => {
    const own = (await get(`/api/v1/tournaments/organizer?organizerId=${orgId}`, organizer.auth)).json<Tournament[]>();
    expect(own.map((x) => x.id)).toEqual(expect.arrayContaining([lolOld.id, lolNew.id, lolDraft.id]));
    for (const headers of [other.auth, {}]) {
      const res = await get(`/api/v1/tournaments/organizer?organizerId=${orgId}`, headers);
      expect(res.statusCode).toBe(200);
      const seen = res.json<Tournament[]>();
      expect(seen.map((x) => x.id)).toContain(lolNew.id);
      expect(seen.some((x) => x.status === 'DRAFT')).toBe(false);
    }
    const drafts = (await get(`/api/v1/tournaments/organizer?organizerId=${orgId}&status=DRAFT`, organizer.auth)).json<Tournament[]>();
    expect(drafts.length).toBeGreaterThan(0);
    expect(drafts.every((x) => x.status === 'DRAFT')).toBe(true);
    expect((await get(`/api/v1/tournaments/organizer?organizerId=${orgId}&status=DRAFT`, other.auth)).json()).toEqual([]);
    expect((await get(`/api/v1/tournaments/organizer?organizerId=${other.user.id}`)).json()).toEqual([]);
    expect((await get('/api/v1/tournaments/organizer?organizerId=nope')).statusCode).toBe(400);
    expect((await get('/api/v1/tournaments/organizer')).statusCode).toBe(400);
  });
});

describe('follow', async () => {
  const cup = await insertTournament(t, { organizerId: orgId, gameId: cs2, name: 'Follow Cup' });
  const ownDraft = await insertTournament(t, { organizerId: orgId, gameId: cs2, name: 'Follow Own Draft', status: 'DRAFT' });
  const url = `/api/v1/tournaments/${cup.id}/follow`;
  const send = (method: 'POST' | 'DELETE', target: string, headers: Record<string, string>) =>
    app.inject({ method, url: target, headers });

  it('needs a session', async () => {
    for (const method of ['POST', 'DELETE'] as const) expect((await send(method, url, WEB)).statusCode).toBe(401);
    expect((await get('/api/v1/tournaments/followed')).statusCode).toBe(401);
  });

  it('follows and unfollows idempotently, and the detail shows it to the follower only', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await send('POST', url, other.auth);
      expect(res.statusCode).toBe(200);
      expect(res.json<FollowState>()).toEqual({ following: true, followers: 1 });
    }
    expect((await send('POST', url, organizer.auth)).json()).toEqual({ following: true, followers: 2 });
    expect((await get(`/api/v1/tournaments/${cup.id}`, other.auth)).json()).toMatchObject({ following: true, followers: 2 });
    expect((await get(`/api/v1/tournaments/${cup.id}`)).json()).toMatchObject({ following: false, followers: 2 });
    const listed = (await page('search=follow%20cup', other.auth)).items.find((x) => x.id === cup.id);
    expect(listed?.following).toBe(true);
    expect(names((await get('/api/v1/tournaments/followed', other.auth)).json())).toEqual(['Follow Cup']);

    for (let i = 0; i < 2; i++) expect((await send('DELETE', url, other.auth)).json()).toEqual({ following: false, followers: 1 });
    expect((await get(`/api/v1/tournaments/${cup.id}`, other.auth)).json()).toMatchObject({ following: false, followers: 1 });
    expect((await get('/api/v1/tournaments/followed', other.auth)).json()).toEqual([]);
  });

  it("lists the viewer's own followed drafts, and hides others' drafts (404 to follow)", async () => {
    expect((await send('POST', `/api/v1/tournaments/${ownDraft.id}/follow`, other.auth)).statusCode).toBe(404);
    expect((await send('POST', `/api/v1/tournaments/${ownDraft.id}/follow`, organizer.auth)).statusCode).toBe(200);
    const followed = names((await get('/api/v1/tournaments/followed', organizer.auth)).json());
    expect(followed).toEqual(expect.arrayContaining(['Follow Cup', 'Follow Own Draft']));
    // A follow that predates the tournament going back to draft is not shown to others.
    await t.app.ctx.db.insert(tournamentFollows).values({ userId: other.user.id, tournamentId: ownDraft.id });
    expect(names((await get('/api/v1/tournaments/followed', other.auth)).json())).not.toContain('Follow Own Draft');
    expect((await send('POST', '/api/v1/tournaments/00000000-0000-4000-8000-000000000000/follow', other.auth)).statusCode).toBe(404);
    expect((await send('POST', '/api/v1/tournaments/bad/follow', other.auth)).statusCode).toBe(400);
  });
});

describe('GET /tournaments/:id/ranking', async () => {
  const league = await insertTournament(t, { organizerId: orgId, gameId: cs2, name: 'Ranking League', status: 'IN_PROGRESS', format: 'LEAGUE_TABLE' });
  const reg = async (name: string) => (await insertRegisteredTeam(t, { tournamentId: league.id, captainId: other.user.id, name })).registration.id;
  const [alpha, bravo, charlie, delta] = [await reg('Alpha'), await reg('Bravo'), await reg('Charlie'), await reg('Delta')];
  const played: [string, number, number, string][] = [
    [alpha, 2, 1, bravo],
    [charlie, 0, 0, delta],
    [alpha, 1, 1, charlie],
    [bravo, 3, 0, delta],
    [alpha, 0, 2, delta],
    [bravo, 1, 1, charlie],
  ];
  let n = 0;
  for (const [home, hs, as, away] of played) {
    n += 1;
    await insertMatch(t, { tournamentId: league.id, round: Math.ceil(n / 2), number: ((n - 1) % 2) + 1, home, away, score: [hs, as] });
  }
  // Not finished yet: ignored by the table.
  await insertMatch(t, { tournamentId: league.id, round: 4, number: 1, home: alpha, away: bravo, status: 'IN_PROGRESS' });
  await insertMatch(t, { tournamentId: league.id, stage: 'KNOCKOUT', round: 1, number: 1, home: alpha, away: bravo, score: [9, 0] });

  it('computes the league table from finished league matches (hand-computed)', async () => {
    const rows = (await get(`/api/v1/tournaments/${league.id}/ranking`)).json<RankingRow[]>();
    expect(rows.map((r) => [r.position, r.teamName, r.matchesPlayed, r.wins, r.draws, r.losses, r.goalsFor, r.goalsAgainst, r.goalDifference, r.totalPoints, r.group])).toEqual([
      [1, 'Bravo', 3, 1, 1, 1, 5, 3, 2, 4, null],
      [2, 'Alpha', 3, 1, 1, 1, 3, 4, -1, 4, null],
      [3, 'Delta', 3, 1, 1, 1, 2, 3, -1, 4, null],
      [4, 'Charlie', 3, 0, 3, 0, 2, 2, 0, 3, null],
    ]);
    expect(rows[0]!.teamRegistrationId).toBe(bravo);
  });

  it('ranks groups separately and is empty for a knockout-only tournament', async () => {
    const groups = await insertTournament(t, { organizerId: orgId, gameId: cs2, name: 'Ranking Groups', status: 'FINISHED', format: 'league_and_knockout' });
    const g = async (name: string) => (await insertRegisteredTeam(t, { tournamentId: groups.id, captainId: other.user.id, name })).registration.id;
    const [a1, a2, b1, b2] = [await g('A one'), await g('A two'), await g('B one'), await g('B two')];
    await insertMatch(t, { tournamentId: groups.id, stage: 'GROUP', group: 'A', home: a1, away: a2, score: [0, 1] });
    await insertMatch(t, { tournamentId: groups.id, stage: 'GROUP', group: 'B', home: b1, away: b2, score: [2, 2] });
    const rows = (await get(`/api/v1/tournaments/${groups.id}/ranking`)).json<RankingRow[]>();
    expect(rows.map((r) => [r.group, r.position, r.teamName, r.totalPoints])).toEqual([
      ['A', 1, 'A two', 3],
      ['A', 2, 'A one', 0],
      ['B', 1, 'B one', 1],
      ['B', 2, 'B two', 1],
    ]);
    const knockout = await insertTournament(t, { organizerId: orgId, gameId: cs2, name: 'Ranking KO', status: 'FINISHED', format: 'KNOCKOUT' });
    expect((await get(`/api/v1/tournaments/${knockout.id}/ranking`)).json()).toEqual([]);
  });

  it("hides a draft's ranking from everybody but its organizer", async () => {
    const draft = await insertTournament(t, { organizerId: orgId, gameId: cs2, name: 'Ranking Draft', status: 'DRAFT' });
    expect((await get(`/api/v1/tournaments/${draft.id}/ranking`, other.auth)).statusCode).toBe(404);
    expect((await get(`/api/v1/tournaments/${draft.id}/ranking`, organizer.auth)).statusCode).toBe(200);
    expect((await get('/api/v1/tournaments/00000000-0000-4000-8000-000000000000/ranking')).statusCode).toBe(404);
  });
});
