import type { OrganizerTournament, SeedingResponse, TournamentInput } from '@clutch/contract/organizer';
import type { Tournament } from '@clutch/contract/tournaments';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { teamRegistrations, tournamentPrizes, tournaments, users } from '../src/db/schema/index.ts';
import { gameIdOf, insertRegisteredTeam, insertTournament, syncGames } from './competition-fixtures.ts';
import { multipart, quickUser, type QuickUser } from './team-helpers.ts';
import { createTestApp, WEB } from './test-app.ts';

const t = await createTestApp();
const { app } = t;
const db = app.ctx.db;
await syncGames(t);
const cs2 = await gameIdOf(t, 'cs2');
const organizer = await quickUser(t, 'org');
const stranger = await quickUser(t, 'str');

const DAY = 86_400_000;
const at = (ms: number) => new Date(ms).toISOString();

/** A valid create/edit body: registration opens tomorrow, the tournament starts in six days. */
function body(overrides: Partial<TournamentInput> = {}): TournamentInput {
  const now = Date.now();
  return {
    name: 'Spring Clash',
    description: 'A friendly cup for everyone.',
    gameId: 'cs2',
    tournamentCategory: 'Open',
    tournamentLevel: 'Beginner',
    tournamentFormat: 'KNOCKOUT',
    entryFee: 12.5,
    currency: 'USD',
    timeZone: 'Europe/Lisbon',
    registrationStartDate: at(now + 1 * DAY),
    registrationEndDate: at(now + 5 * DAY),
    tournamentStartDate: at(now + 6 * DAY),
    tournamentEndDate: at(now + 8 * DAY),
    minTeams: 2,
    maxTeams: 8,
    minPlayersPerTeam: 1,
    maxPlayerPerTeam: 5,
    prizes: [
      { position: 1, amount: 100, description: 'Gold' },
      { position: 2, amount: null, description: null },
    ],
    rules: ['No cheating.'],
    platform: ['PC'],
    urlPhotos: [],
    videoStreamingUrl: 'https://www.twitch.tv/clutch',
    discordUrl: null,
    location: 'Online',
    competition: { bracketType: 'DOUBLE_ELIMINATION', thirdPlaceMatch: true, seeding: 'MANUAL' },
    ...overrides,
  };
}

const create = (who: QuickUser | null, payload: TournamentInput) =>
  app.inject({ method: 'POST', url: '/api/v1/tournaments', headers: who?.auth ?? WEB, payload });
const edit = (who: QuickUser | null, id: string, payload: TournamentInput) =>
  app.inject({ method: 'PUT', url: `/api/v1/tournaments/${id}`, headers: who?.auth ?? WEB, payload });
const post = (who: QuickUser | null, url: string, payload?: object) =>
  app.inject({ method: 'POST', url: `/api/v1${url}`, headers: who?.auth ?? WEB, ...(payload === undefined ? {} : { payload }) });

async function created(who: QuickUser, payload = body()) {
  const res = await create(who, payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Tournament>();
}

async function uploadedPhoto(who: QuickUser) {
  const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#7354f5' } }).png().toBuffer();
  const form = multipart({}, { name: 'cover.png', type: 'image/png', bytes: png });
  const res = await app.inject({ method: 'POST', url: '/api/v1/uploads/images', headers: { ...who.auth, ...form.headers }, payload: form.payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ url: string }>().url;
}

const tournamentRow = async (id: string) => (await db.select().from(tournaments).where(eq(tournaments.id, id)))[0]!;
const ownedCount = async (organizerId: string) => (await db.select().from(tournaments).where(eq(tournaments.organizerId, organizerId))).length;

describe('POST /tournaments', () => {
  it('creates a DRAFT owned by the session user: fee in cents, prizes, competition settings, and the ORGANIZER role', async () => {
    const creator = await quickUser(t, 'new');
    expect(creator.user.roles).toEqual(['USER']);
    const photo = await uploadedPhoto(creator);
    const userEvents = vi.spyOn(app.ctx.realtime, 'emitToUser');
    const view = await created(creator, body({ urlPhotos: [photo] }));
    expect(view).toMatchObject({
      status: 'DRAFT',
      name: 'Spring Clash',
      game: { id: cs2, slug: 'cs2' },
      entryFee: 12.5,
      currency: 'USD',
      timeZone: 'Europe/Lisbon',
      organizer: { id: creator.user.id },
      urlPhotos: [photo],
      tournamentPhotoUrl: photo,
      minPlayers: 2,
      maxPlayers: 40,
      maxPlayerPerTeam: 5,
      prizes: [
        { position: 1, amount: 100, description: 'Gold' },
        { position: 2, amount: null, description: null },
      ],
      competition: { bracketType: 'DOUBLE_ELIMINATION', thirdPlaceMatch: true, seeding: 'MANUAL', grandFinalReset: true, pointsWin: 3, defaultBestOf: 1 },
    });
    const row = await tournamentRow(view.id);
    expect(row).toMatchObject({ entryFeeCents: 1250, organizerId: creator.user.id, bracketType: 'DOUBLE_ELIMINATION', publishedAt: null });
    const [user] = await db.select().from(users).where(eq(users.id, creator.user.id));
    expect(user!.roles).toEqual(['USER', 'ORGANIZER']);
    // The client holds the user with its roles: its tabs are told to refetch it.
    expect(userEvents.mock.calls).toEqual([[creator.user.id, 'user:updated', { userId: creator.user.id }]]);

    // A second tournament does not add the role twice; the game may be named by id too.
    const second = await created(creator, body({ gameId: cs2, entryFee: 0 }));
    expect(second).toMatchObject({ entryFee: 0, game: { slug: 'cs2' } });
    const [again] = await db.select().from(users).where(eq(users.id, creator.user.id));
    expect(again!.roles).toEqual(['USER', 'ORGANIZER']);
    expect(userEvents).toHaveBeenCalledTimes(1);
    userEvents.mockRestore();

    // The draft is its organizer's alone.
    expect((await app.inject({ url: `/api/v1/tournaments/${view.id}`, headers: creator.auth })).statusCode).toBe(200);
    expect((await app.inject({ url: `/api/v1/tournaments/${view.id}`, headers: stranger.auth })).statusCode).toBe(404);
  });

  it('signed out → 401; unverified → 403; no client type → 403', async () => {
    expect((await create(null, body())).statusCode).toBe(401);
    const unverified = await quickUser(t, 'unv', { verified: false });
    const res = await create(unverified, body());
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'ACCOUNT_NOT_VERIFIED', message: 'Please verify your account to create a tournament.' });
    const { 'x-client-type': _omitted, ...noClientType } = organizer.auth;
    expect((await app.inject({ method: 'POST', url: '/api/v1/tournaments', headers: noClientType, payload: body() })).statusCode).toBe(403);
    expect(await ownedCount(unverified.user.id)).toBe(0);
  });

  it('refuses bad input with a message on the field, and creates nothing', async () => {
    const before = await ownedCount(organizer.user.id);
    const now = Date.now();
    const cases: Array<[Partial<TournamentInput>, string, string]> = [
      [{ registrationEndDate: at(now) }, 'registrationEndDate', 'Registration must end after it starts.'],
      [{ tournamentStartDate: at(now + 2 * DAY) }, 'tournamentStartDate', 'The tournament must start after registration ends.'],
      [{ tournamentEndDate: at(now + 6 * DAY) }, 'tournamentEndDate', 'The tournament must end after it starts.'],
      [{ minTeams: 9 }, 'maxTeams', 'Max teams must be at least min teams.'],
      [{ minPlayersPerTeam: 6 }, 'maxPlayerPerTeam', 'Max players per team must be at least min players per team.'],
      [{ entryFee: -1 }, 'entryFee', 'The entry fee cannot be negative.'],
      [{ name: 'ab' }, 'name', 'Tournament name must be at least 3 characters.'],
      [{ timeZone: 'Mars/Olympus' }, 'timeZone', 'Unknown time zone.'],
      [{ gameId: 'no-such-game' }, 'gameId', 'Choose a game from the catalogue.'],
      [{ urlPhotos: ['https://evil.example/cover.png'] }, 'urlPhotos', 'Photos must be images uploaded to Clutch: upload them first.'],
      [{ urlPhotos: ['/uploads/2030/01/never-uploaded.webp'] }, 'urlPhotos', 'Photos must be images uploaded to Clutch: upload them first.'],
      [{ videoStreamingUrl: 'javascript:alert(1)' }, 'videoStreamingUrl', 'Enter a valid stream URL (https://…).'],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await create(organizer, body(overrides));
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(res.json<{ fields: Record<string, string> }>().fields[field], field).toBe(message);
    }
    expect(await ownedCount(organizer.user.id)).toBe(before);
  });
});

describe('PUT /tournaments/:id', () => {
  it('a DRAFT changes in full (prizes replaced); only its organizer may edit', async () => {
    const draft = await created(organizer);
    const res = await edit(
      organizer,
      draft.id,
      body({ name: 'Summer Clash', gameId: 'valorant', entryFee: 5, currency: 'EUR', maxTeams: 16, prizes: [{ position: 1, amount: 50, description: null }] }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Tournament>()).toMatchObject({ name: 'Summer Clash', game: { slug: 'valorant' }, entryFee: 5, currency: 'EUR', maxTeams: 16, prizes: [{ position: 1, amount: 50 }] });
    expect(await db.select().from(tournamentPrizes).where(eq(tournamentPrizes.tournamentId, draft.id))).toHaveLength(1);

    expect((await edit(null, draft.id, body())).statusCode).toBe(401);
    // Someone else's draft does not exist for them; someone else's published tournament is forbidden.
    expect((await edit(stranger, draft.id, body())).statusCode).toBe(404);
    const open = await insertTournament(t, { organizerId: organizer.user.id, gameId: cs2 });
    const forbidden = await edit(stranger, open.id, body());
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ code: 'NOT_ORGANIZER' });
    expect((await tournamentRow(open.id)).name).toBe(open.name);
    expect((await edit(organizer, '00000000-0000-4000-8000-000000000000', body())).statusCode).toBe(404);
  });

  it('while registration is open: not below the accepted teams, and the fee is fixed once a team registered', async () => {
    const open = await insertTournament(t, { organizerId: organizer.user.id, gameId: cs2, entryFeeCents: 1250, maxTeams: 8, maxPlayersPerTeam: 5 });
    for (const name of ['Alpha', 'Bravo', 'Charlie']) {
      const captain = await quickUser(t, 'cap');
      await insertRegisteredTeam(t, { tournamentId: open.id, captainId: captain.user.id, name, requestStatus: 'ACCEPTED' });
    }
    const low = await edit(organizer, open.id, body({ maxTeams: 2 }));
    expect(low.statusCode).toBe(409);
    expect(low.json()).toMatchObject({ code: 'MAX_TEAMS_BELOW_ACCEPTED', fields: { maxTeams: '3 teams are already accepted: max teams cannot be lower than that.' } });

    const fee = await edit(organizer, open.id, body({ entryFee: 20 }));
    expect(fee.statusCode).toBe(409);
    expect(fee.json()).toMatchObject({ code: 'FEE_LOCKED', message: 'Teams have already registered: the entry fee and currency can no longer change.' });
    expect((await edit(organizer, open.id, body({ currency: 'EUR' }))).json()).toMatchObject({ code: 'FEE_LOCKED' });
    expect((await tournamentRow(open.id)).entryFeeCents).toBe(1250);

    const ok = await edit(organizer, open.id, body({ maxTeams: 3, name: 'Renamed Open Cup' }));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<Tournament>()).toMatchObject({ maxTeams: 3, name: 'Renamed Open Cup', status: 'OPEN_FOR_REGISTRATION', entryFee: 12.5 });

    // With nobody registered the fee may still change.
    const empty = await insertTournament(t, { organizerId: organizer.user.id, gameId: cs2, entryFeeCents: 1250 });
    expect((await edit(organizer, empty.id, body({ entryFee: 20 }))).json<Tournament>().entryFee).toBe(20);
  });

  it('in progress: presentation only (description, rules, photos, stream, Discord, location, prize descriptions)', async () => {
    const draft = await created(organizer, body({ urlPhotos: [await uploadedPhoto(organizer)] }));
    await db.update(tournaments).set({ status: 'IN_PROGRESS' }).where(eq(tournaments.id, draft.id));
    const base = {
      ...body(),
      registrationStartDate: draft.registrationStartDate,
      registrationEndDate: draft.registrationEndDate,
      tournamentStartDate: draft.tournamentStartDate,
      tournamentEndDate: draft.tournamentEndDate,
      urlPhotos: draft.urlPhotos,
    };
    const allowed = await edit(organizer, draft.id, {
      ...base,
      gameId: cs2,
      description: 'Now live!',
      rules: ['Be nice.', 'No cheating.'],
      urlPhotos: [],
      videoStreamingUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      discordUrl: 'https://discord.gg/clutch',
      location: 'Lisbon',
      prizes: [
        { position: 1, amount: 100, description: 'Gold and a trophy' },
        { position: 2, amount: null, description: 'Silver' },
      ],
    });
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(allowed.json<Tournament>()).toMatchObject({ description: 'Now live!', location: 'Lisbon', urlPhotos: [], prizes: [{ description: 'Gold and a trophy' }, { description: 'Silver' }] });

    const locked = await edit(organizer, draft.id, { ...base, name: 'Another name', maxTeams: 16 });
    expect(locked.statusCode).toBe(409);
    expect(locked.json()).toMatchObject({ code: 'STRUCTURE_LOCKED', fields: { name: 'This cannot change after the start.', maxTeams: 'This cannot change after the start.' } });
    const prizeAmount = await edit(organizer, draft.id, { ...base, prizes: [{ position: 1, amount: 500, description: null }] });
    expect(prizeAmount.json()).toMatchObject({ code: 'STRUCTURE_LOCKED', fields: { prizes: 'This cannot change after the start.' } });
    const settings = await edit(organizer, draft.id, { ...base, competition: { bracketType: 'SINGLE_ELIMINATION' } });
    expect(settings.json()).toMatchObject({ code: 'STRUCTURE_LOCKED', fields: { competition: 'This cannot change after the start.' } });
    expect((await tournamentRow(draft.id)).name).toBe('Spring Clash');
  });

  it('finished and cancelled tournaments cannot be edited; photos already shown may stay', async () => {
    const shown = '/media/tournaments/legacy-banner.webp';
    const open = await insertTournament(t, { organizerId: organizer.user.id, gameId: cs2, photoUrls: [shown] });
    expect((await edit(organizer, open.id, body({ urlPhotos: [shown] }))).statusCode).toBe(200);
    expect((await edit(organizer, open.id, body({ urlPhotos: [shown, '/media/tournaments/other.webp'] }))).json()).toMatchObject({ code: 'PHOTO_NOT_UPLOADED' });

    for (const status of ['FINISHED', 'CANCELLED']) {
      const closed = await insertTournament(t, { organizerId: organizer.user.id, gameId: cs2, status });
      const res = await edit(organizer, closed.id, body());
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'TOURNAMENT_CLOSED', message: `A ${status.toLowerCase()} tournament can no longer be edited.` });
    }
  });
});

describe('POST /tournaments/:id/publish', () => {
  it('DRAFT → OPEN_FOR_REGISTRATION once; the public sees it; nobody else may publish', async () => {
    const draft = await created(organizer);
    const emits = vi.spyOn(app.ctx.realtime, 'emitToRoom');
    expect((await post(null, `/tournaments/${draft.id}/publish`)).statusCode).toBe(401);
    expect((await post(stranger, `/tournaments/${draft.id}/publish`)).statusCode).toBe(404);

    const res = await post(organizer, `/tournaments/${draft.id}/publish`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ tournamentId: draft.id, status: 'OPEN_FOR_REGISTRATION' });
    expect((await tournamentRow(draft.id)).publishedAt).toBeInstanceOf(Date);
    expect((await app.inject({ url: `/api/v1/tournaments/${draft.id}` })).json<Tournament>().status).toBe('OPEN_FOR_REGISTRATION');
    // Live watchers of the tournament hear about it, once, after the commit.
    expect(emits.mock.calls).toEqual([[`tournament:${draft.id}`, 'tournament:updated', { tournamentId: draft.id, status: 'OPEN_FOR_REGISTRATION' }]]);

    const twice = await post(organizer, `/tournaments/${draft.id}/publish`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'ILLEGAL_TRANSITION', message: 'A open for registration tournament cannot be published.' });
    expect((await post(stranger, `/tournaments/${draft.id}/publish`)).statusCode).toBe(403);
    expect(emits).toHaveBeenCalledTimes(1);
    emits.mockRestore();
  });
});

describe('GET /organizer/tournaments', () => {
  it("the session user's tournaments in every status, newest first, with registrations per status", async () => {
    const owner = await quickUser(t, 'own');
    const first = await insertTournament(t, { organizerId: owner.user.id, gameId: cs2, status: 'FINISHED', createdAt: new Date(Date.now() - 2 * DAY) });
    const second = await created(owner);
    await insertTournament(t, { organizerId: stranger.user.id, gameId: cs2 });
    for (const [name, requestStatus] of [
      ['A', 'ACCEPTED'],
      ['B', 'ACCEPTED'],
      ['C', 'PENDING'],
      ['D', 'REJECTED'],
    ] as const) {
      const captain = await quickUser(t, 'cap');
      await insertRegisteredTeam(t, { tournamentId: first.id, captainId: captain.user.id, name, requestStatus });
    }
    expect((await app.inject({ url: '/api/v1/organizer/tournaments' })).statusCode).toBe(401);
    const res = await app.inject({ url: '/api/v1/organizer/tournaments', headers: owner.auth });
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json<OrganizerTournament[]>();
    expect(list.map((x) => [x.id, x.status])).toEqual([
      [second.id, 'DRAFT'],
      [first.id, 'FINISHED'],
    ]);
    expect(list[0]!.registrationCounts).toEqual({ PENDING: 0, ACCEPTED: 0, REJECTED: 0, CANCELLED: 0 });
    expect(list[1]!.registrationCounts).toEqual({ PENDING: 1, ACCEPTED: 2, REJECTED: 1, CANCELLED: 0 });
    expect(list[1]!.registeredTeams).toBe(2);
  });
});

describe('seeding', () => {
  async function seededCup() {
    const cup = await insertTournament(t, { organizerId: organizer.user.id, gameId: cs2, seeding: 'REGISTRATION_TIME' });
    const ids: string[] = [];
    for (const [i, name] of ['Early', 'Middle', 'Late'].entries()) {
      const captain = await quickUser(t, 'cap');
      const { registration } = await insertRegisteredTeam(t, {
        tournamentId: cup.id,
        captainId: captain.user.id,
        name,
        createdAt: new Date(Date.now() - (3 - i) * DAY),
      });
      ids.push(registration.id);
    }
    const captain = await quickUser(t, 'cap');
    await insertRegisteredTeam(t, { tournamentId: cup.id, captainId: captain.user.id, name: 'Waiting', requestStatus: 'PENDING' });
    return { cup, ids };
  }
  const getSeeding = (who: QuickUser | null, id: string) => app.inject({ url: `/api/v1/tournaments/${id}/seeding`, headers: who?.auth ?? WEB });
  const putSeeding = (who: QuickUser | null, id: string, payload: object) =>
    app.inject({ method: 'PUT', url: `/api/v1/tournaments/${id}/seeding`, headers: who?.auth ?? WEB, payload });
  const order = (res: { json: () => unknown }) => (res.json() as SeedingResponse).entries.map((e) => e.teamRegistrationId);

  it('lists the accepted teams in seed order; unseeded ones follow by registration time', async () => {
    const { cup, ids } = await seededCup();
    const res = await getSeeding(organizer, cup.id);
    expect(res.statusCode, res.body).toBe(200);
    const seeding = res.json<SeedingResponse>();
    expect(seeding.method).toBe('REGISTRATION_TIME');
    expect(seeding.entries.map((e) => [e.seed, e.teamName])).toEqual([
      [1, 'Early'],
      [2, 'Middle'],
      [3, 'Late'],
    ]);
    expect(seeding.entries[0]!.captainNickName).toMatch(/^cap/);

    await db.update(teamRegistrations).set({ seed: 1 }).where(eq(teamRegistrations.id, ids[2]!));
    expect(order(await getSeeding(organizer, cup.id))).toEqual([ids[2], ids[0], ids[1]]);

    expect((await getSeeding(null, cup.id)).statusCode).toBe(401);
    expect((await getSeeding(stranger, cup.id)).statusCode).toBe(403);
  });

  it('MANUAL must list every accepted team once; RANDOM and REGISTRATION_TIME are applied by the server', async () => {
    const { cup, ids } = await seededCup();
    const manual = [ids[1]!, ids[2]!, ids[0]!];
    const res = await putSeeding(organizer, cup.id, { method: 'MANUAL', order: manual });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<SeedingResponse>().method).toBe('MANUAL');
    expect(order(res)).toEqual(manual);
    const seeds = await db.select({ id: teamRegistrations.id, seed: teamRegistrations.seed }).from(teamRegistrations).where(eq(teamRegistrations.tournamentId, cup.id));
    expect(Object.fromEntries(seeds.map((s) => [s.id, s.seed]))).toMatchObject({ [manual[0]!]: 1, [manual[1]!]: 2, [manual[2]!]: 3 });
    expect(seeds.filter((s) => !ids.includes(s.id)).map((s) => s.seed)).toEqual([null]);
    expect((await tournamentRow(cup.id)).seeding).toBe('MANUAL');

    for (const wrong of [[ids[0]!, ids[1]!], [ids[0]!, ids[0]!, ids[1]!], [...ids, stranger.user.id]]) {
      const bad = await putSeeding(organizer, cup.id, { method: 'MANUAL', order: wrong });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ code: 'SEEDING_MISMATCH', message: 'The order must list every accepted team exactly once.' });
    }
    expect(order(await getSeeding(organizer, cup.id))).toEqual(manual);

    const random = await putSeeding(organizer, cup.id, { method: 'RANDOM' });
    expect(random.statusCode).toBe(200);
    expect([...order(random)].sort()).toEqual([...ids].sort());
    expect(random.json<SeedingResponse>().entries.map((e) => e.seed)).toEqual([1, 2, 3]);

    const byTime = await putSeeding(organizer, cup.id, { method: 'REGISTRATION_TIME' });
    expect(order(byTime)).toEqual(ids);
    expect(byTime.json<SeedingResponse>().method).toBe('REGISTRATION_TIME');

    expect((await putSeeding(null, cup.id, { method: 'RANDOM' })).statusCode).toBe(401);
    expect((await putSeeding(stranger, cup.id, { method: 'RANDOM' })).statusCode).toBe(403);
    expect((await putSeeding(organizer, cup.id, { method: 'ALPHABETICAL' })).statusCode).toBe(400);
  });

  it('is fixed once the tournament has started', async () => {
    const { cup } = await seededCup();
    await db.update(tournaments).set({ status: 'IN_PROGRESS' }).where(eq(tournaments.id, cup.id));
    const res = await putSeeding(organizer, cup.id, { method: 'RANDOM' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'SEEDING_LOCKED' });
  });
});

describe('the Teams tab', () => {
  it("the organizer sees every registration of their draft with its status and the rejection reason", async () => {
    const draft = await created(organizer);
    const captain = await quickUser(t, 'cap');
    await insertRegisteredTeam(t, { tournamentId: draft.id, captainId: captain.user.id, name: 'Turned Away', requestStatus: 'REJECTED', rejectionReason: 'Roster incomplete' });
    const res = await app.inject({ url: `/api/v1/team-registrations/tournaments/${draft.id}`, headers: organizer.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject([{ requestStatus: 'REJECTED', rejectionReason: 'Roster incomplete', team: { name: 'Turned Away', captain: { id: captain.user.id } } }]);
    expect((await app.inject({ url: `/api/v1/team-registrations/tournaments/${draft.id}`, headers: stranger.auth })).statusCode).toBe(404);
  });
});
