import type { User, UserCareer } from '@clutch/contract/users';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { games, teamMembers, teamRegistrations, teams, tournaments, uploads, users } from '../src/db/schema/index.ts';
import { insertRegisteredTeam, insertTournament } from './competition-fixtures.ts';
import { insertPlayer, randomTag } from './player-helpers.ts';
import { multipart, quickUser, type QuickUser } from './team-helpers.ts';
import { createTestApp, WEB } from './test-app.ts';

const t = await createTestApp({ env: { RATE_LIMIT_MAX: '100000' } });
const { app } = t;
const db = app.ctx.db;

const patch = (auth: Record<string, string>, payload: unknown) => app.inject({ method: 'PATCH', url: '/api/v1/users/me', headers: auth, payload: payload as object });
const form = (fields: Partial<Record<string, unknown>> = {}) => ({
  nickName: `edit${randomTag()}`,
  bio: 'Entry fragger.',
  country: 'br',
  location: 'São Paulo',
  website: 'https://nova.example.com',
  founded: 2019,
  discord: 'nova#1234',
  facebook: 'nova.fb',
  instagram: '@nova.gg',
  twitch: 'nova_live',
  ...fields,
});
const rowOf = async (id: string) => (await db.select().from(users).where(eq(users.id, id)))[0]!;

describe('PATCH /users/me', () => {
  it("renames the player's solo entries with the nickname, and leaves their team tournaments' teams alone", async () => {
    const me = await quickUser(t, 'solo');
    const organizer = await quickUser(t, 'soloorg');
    const [game] = await db.insert(games).values({ slug: `solo-${randomTag()}`, name: 'Solo Game', coverUrl: '/x.svg', popularity: 'LOW' }).returning();
    const solo = await insertTournament(t, { organizerId: organizer.user.id, gameId: game!.id, maxPlayersPerTeam: 1, minPlayersPerTeam: 1 });
    const joined = await app.inject({ method: 'POST', url: `/api/v1/team-registration/solo/${solo.id}`, headers: me.auth });
    expect(joined.statusCode, joined.body).toBe(201);
    const teamForm = multipart({ name: me.nickName.toUpperCase() });
    const team = await app.inject({ method: 'POST', url: '/api/v1/teams', headers: { ...me.auth, ...teamForm.headers }, payload: teamForm.payload });
    expect(team.statusCode, team.body).toBe(201);

    const renamed = `re${randomTag()}`;
    expect((await patch(me.auth, form({ nickName: renamed }))).statusCode).toBe(200);
    const names = (await db.select({ name: teams.name, tournamentId: teams.tournamentId }).from(teams).where(eq(teams.captainId, me.user.id))).map((r) =>
      r.tournamentId === solo.id ? `solo:${r.name}` : `team:${r.name}`,
    );
    expect(names.sort()).toEqual([`solo:${renamed}`, `team:${me.nickName.toUpperCase()}`].sort());
  });

  it('saves every Edit Profile field and answers the self view; everyone sees the public ones', async () => {
    const me = await quickUser(t, 'prof');
    const body = form();
    const res = await patch(me.auth, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: me.user.id,
      nickName: body.nickName,
      email: me.user.email,
      bio: 'Entry fragger.',
      country: { id: 'BR', name: 'Brazil', urlFlag: null },
      location: 'São Paulo',
      website: 'https://nova.example.com',
      founded: 2019,
      discord: 'nova#1234',
      facebook: 'nova.fb',
      // The leading @ people type is not part of the handle.
      instagram: 'nova.gg',
      twitch: 'nova_live',
    });
    const seen = (await app.inject({ url: `/api/v1/users/${me.user.id}` })).json<User>();
    expect(seen).toMatchObject({ nickName: body.nickName, bio: 'Entry fragger.', location: 'São Paulo', founded: 2019, instagram: 'nova.gg' });
    expect(seen).not.toHaveProperty('email');
    // The new nickname signs in and the old one is free.
    expect((await rowOf(me.user.id)).nickName).toBe(body.nickName);
  });

  it('clears the optional fields sent empty', async () => {
    const me = await quickUser(t, 'prof');
    await patch(me.auth, form());
    const res = await patch(me.auth, { nickName: me.nickName, bio: '  ', country: null, location: '', website: '', founded: null, discord: '', facebook: null, instagram: '', twitch: '' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ nickName: me.nickName, bio: null, country: null, location: null, website: null, founded: null, discord: null, facebook: null, instagram: null, twitch: null });
  });

  it('keeps the nickname unique in any case: 409 NICKNAME_TAKEN; one’s own in another case is fine', async () => {
    const me = await quickUser(t, 'prof');
    const other = await quickUser(t, 'taken');
    const res = await patch(me.auth, form({ nickName: other.nickName.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'This nickname is taken.', code: 'NICKNAME_TAKEN', fields: { nickName: 'This nickname is taken.' } });
    expect((await rowOf(me.user.id)).nickName).toBe(me.nickName);
    const pt = await app.inject({ method: 'PATCH', url: '/api/v1/users/me', headers: { ...me.auth, 'accept-language': 'pt-BR' }, payload: form({ nickName: other.nickName }) });
    expect(pt.json().message).toBe('Este apelido já está em uso.');

    const own = await patch(me.auth, form({ nickName: me.nickName.toUpperCase() }));
    expect(own.statusCode).toBe(200);
    expect(own.json().nickName).toBe(me.nickName.toUpperCase());
  });

  it("refuses an empty or blank nickname with the contract's message, and every field past its rule", async () => {
    const me = await quickUser(t, 'prof');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ nickName: '' }, 'nickName', 'Nickname must be at least 3 characters'],
      [{ nickName: '     ' }, 'nickName', 'Nickname must be at least 3 characters'],
      [{ nickName: 'has space' }, 'nickName', 'Nickname may use letters, digits, dots, dashes and underscores only'],
      [{ bio: 'x'.repeat(501) }, 'bio', 'Bio must be at most 500 characters.'],
      [{ location: 'x'.repeat(101) }, 'location', 'Location must be at most 100 characters.'],
      [{ website: 'nova.gg' }, 'website', 'Enter a website address starting with http:// or https://.'],
      [{ founded: 1969 }, 'founded', 'Enter a year from 1970.'],
      [{ founded: 2019.5 }, 'founded', 'Enter a year.'],
      [{ founded: new Date().getUTCFullYear() + 1 }, 'founded', 'Enter a year that has come.'],
      [{ founded: 2101 }, 'founded', 'Enter a year that has come.'],
      [{ twitch: 'https://twitch.tv/nova' }, 'twitch', 'Enter the handle without spaces or a link.'],
      [{ discord: 'x'.repeat(101) }, 'discord', 'A handle must be at most 100 characters.'],
      [{ country: 'Brazil' }, 'country', 'Choose a country from the list.'],
      [{ country: 'ZZ' }, 'country', 'Choose a country from the list.'],
      [{ country: 'XX' }, 'country', 'Choose a country from the list.'],
    ];
    for (const [fields, field, message] of cases) {
      const res = await patch(me.auth, form(fields));
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json().fields?.[field], JSON.stringify(fields)).toBe(message);
    }
    const { nickName, ...withoutNick } = form();
    expect(nickName).toBeTruthy();
    expect((await patch(me.auth, withoutNick)).statusCode).toBe(400);
    expect((await rowOf(me.user.id)).bio).toBeNull();
  });

  it('changes only the profile: a smuggled id, e-mail, verification, roles, block list or follower count is ignored', async () => {
    const me = await quickUser(t, 'prof', { verified: false });
    const victim = await quickUser(t, 'victim');
    const before = await rowOf(me.user.id);
    const res = await patch(me.auth, {
      ...form(),
      id: victim.user.id,
      userId: victim.user.id,
      email: 'stolen@example.com',
      userVerified: true,
      roles: ['USER', 'ADMIN'],
      blockedUserIds: [victim.user.id],
      followerCount: 9999,
      stripeCustomerId: 'cus_evil',
      deletedAt: null,
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await rowOf(me.user.id);
    expect(after).toMatchObject({
      id: me.user.id,
      email: before.email,
      userVerified: false,
      roles: ['USER'],
      blockedUserIds: [],
      followerCount: 0,
      stripeCustomerId: null,
    });
    expect((await rowOf(victim.user.id)).nickName).toBe(victim.nickName);
  });

  it('needs a session and the client-type header, and refuses an oversized body', async () => {
    expect((await patch(WEB, form())).statusCode).toBe(401);
    const me = await quickUser(t, 'prof');
    const { 'x-client-type': _, ...noClientType } = me.auth;
    expect((await patch(noClientType, form())).statusCode).toBe(403);
    const huge = await patch(me.auth, form({ bio: 'x'.repeat(2 * 1024 * 1024) }));
    expect(huge.statusCode).toBe(413);
    expect((await rowOf(me.user.id)).bio).toBeNull();
  });
});

describe('PUT and DELETE /users/me/images/:slot', async () => {
  const png = (width: number, height: number, background = '#22aa44') =>
    sharp({ create: { width, height, channels: 3, background } }).png().toBuffer();
  const put = async (auth: Record<string, string>, slot: string, file?: { name: string; type: string; bytes: Buffer }) => {
    const body = multipart({}, file);
    return app.inject({ method: 'PUT', url: `/api/v1/users/me/images/${slot}`, headers: { ...auth, ...body.headers }, payload: body.payload });
  };
  const del = (auth: Record<string, string>, slot: string) => app.inject({ method: 'DELETE', url: `/api/v1/users/me/images/${slot}`, headers: auth });
  const uploadOf = async (url: string) => (await db.select().from(uploads).where(eq(uploads.key, url.replace('/uploads/', ''))))[0];
  const served = async (url: string) => {
    const res = await app.inject({ url });
    return res.statusCode === 200 ? sharp(res.rawPayload).metadata() : null;
  };
  const me: QuickUser = await quickUser(t, 'pics');

  it('sets the avatar, stored re-encoded as WebP at most 512 px, and answers the self view', async () => {
    const res = await put(me.auth, 'avatar', { name: 'me.png', type: 'image/png', bytes: await png(1200, 800) });
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json<User>();
    expect(view).toMatchObject({ id: me.user.id, email: me.user.email, coverUrl: null });
    expect(view.profilePicUrl).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.webp$/);
    expect(await served(view.profilePicUrl!)).toMatchObject({ format: 'webp', width: 512, height: 341 });
    expect(await uploadOf(view.profilePicUrl!)).toMatchObject({ ownerId: me.user.id, purpose: 'avatar' });
    expect((await app.inject({ url: `/api/v1/users/${me.user.id}` })).json().profilePicUrl).toBe(view.profilePicUrl);
  });

  it('replaces it: the previous file and its upload row are deleted', async () => {
    const first = (await rowOf(me.user.id)).profilePicUrl!;
    const res = await put(me.auth, 'avatar', { name: 'again.jpg', type: 'image/jpeg', bytes: await sharp(await png(300, 300, '#000')).jpeg().toBuffer() });
    expect(res.statusCode, res.body).toBe(200);
    const second = res.json<User>().profilePicUrl!;
    expect(second).not.toBe(first);
    expect(await served(second)).toMatchObject({ width: 300, height: 300 });
    expect(await served(first)).toBeNull();
    expect(await uploadOf(first)).toBeUndefined();
    expect(await uploadOf(second)).toBeDefined();
  });

  it('sets the cover wider (up to 2400 px) without touching the avatar', async () => {
    const avatar = (await rowOf(me.user.id)).profilePicUrl;
    const res = await put(me.auth, 'cover', { name: 'banner.png', type: 'image/png', bytes: await png(3000, 1000) });
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json<User>();
    expect(view.profilePicUrl).toBe(avatar);
    expect(await served(view.coverUrl!)).toMatchObject({ format: 'webp', width: 2400, height: 800 });
    expect(await uploadOf(view.coverUrl!)).toMatchObject({ purpose: 'cover' });
  });

  it('removes a slot: the column is cleared, the file and its row deleted; removing an empty slot is a no-op', async () => {
    const cover = (await rowOf(me.user.id)).coverUrl!;
    const res = await del(me.auth, 'cover');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<User>()).toMatchObject({ coverUrl: null, email: me.user.email });
    expect(res.json<User>().profilePicUrl).not.toBeNull();
    expect(await served(cover)).toBeNull();
    expect(await uploadOf(cover)).toBeUndefined();
    const again = await del(me.auth, 'cover');
    expect(again.statusCode).toBe(200);
    expect(again.json<User>().coverUrl).toBeNull();
  });

  it('keeps a replaced image something else still shows (a tournament photo naming it)', async () => {
    const owner = await quickUser(t, 'pics');
    const url = (await put(owner.auth, 'avatar', { name: 'a.png', type: 'image/png', bytes: await png(64, 64) })).json<User>().profilePicUrl!;
    const [game] = await db.insert(games).values({ slug: `g-${randomTag()}`, name: 'G', coverUrl: '/x.svg', popularity: 'LOW' }).returning();
    await insertTournament(t, { organizerId: owner.user.id, gameId: game!.id, photoUrls: [`http://localhost:3000${url}`] });
    expect((await del(owner.auth, 'avatar')).statusCode).toBe(200);
    expect(await served(url)).not.toBeNull();
    expect(await uploadOf(url)).toBeDefined();
  });

  it('refuses a bad slot, a missing file, a file that is not an image and one over 5 MB, with the upload errors', async () => {
    const bytes = await png(8, 8);
    expect((await put(me.auth, 'banner', { name: 'a.png', type: 'image/png', bytes })).statusCode).toBe(400);
    expect((await del(me.auth, 'banner')).statusCode).toBe(400);
    const none = await put(me.auth, 'avatar');
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ code: 'FILE_REQUIRED', fields: { file: 'Choose an image to upload.' } });
    const script = await put(me.auth, 'avatar', { name: 'x.png', type: 'image/png', bytes: Buffer.from('<script>alert(1)</script>') });
    expect(script.statusCode).toBe(400);
    expect(script.json()).toMatchObject({ code: 'INVALID_IMAGE', message: 'The image must be a PNG, JPEG, WebP or GIF file.' });
    const big = await put(me.auth, 'cover', { name: 'big.png', type: 'image/png', bytes: Buffer.alloc(5 * 1024 * 1024 + 1, 1) });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: 'IMAGE_TOO_LARGE' });
    const json = await app.inject({ method: 'PUT', url: '/api/v1/users/me/images/avatar', headers: me.auth, payload: { file: 'x' } });
    expect(json.statusCode).toBe(415);
    // Nothing of those reached the profile.
    const row = await rowOf(me.user.id);
    expect(row.coverUrl).toBeNull();
    expect(await served(row.profilePicUrl!)).toMatchObject({ width: 300 });
  });

  it('needs a session for both, and a verified e-mail to upload', async () => {
    const bytes = await png(8, 8);
    expect((await put(WEB, 'avatar', { name: 'a.png', type: 'image/png', bytes })).statusCode).toBe(401);
    expect((await del(WEB, 'avatar')).statusCode).toBe(401);
    const unverified = await quickUser(t, 'pics', { verified: false });
    const res = await put(unverified.auth, 'avatar', { name: 'a.png', type: 'image/png', bytes });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('ACCOUNT_NOT_VERIFIED');
  });
});

describe('GET /users/:id/career', async () => {
  const [game] = await db.insert(games).values({ slug: `career-${randomTag()}`, name: 'Career Game', coverUrl: '/x.svg', popularity: 'LOW' }).returning();
  const player = await quickUser(t, 'career');
  const viewer = await quickUser(t, 'viewer');
  const organizer = await insertPlayer(t, `org${randomTag()}`);
  const mate = await insertPlayer(t, `mate${randomTag()}`);
  const invited = await insertPlayer(t, `inv${randomTag()}`);

  // Captain of an accepted team in an open tournament.
  const open = await insertTournament(t, { organizerId: organizer.id, gameId: game!.id, name: 'Open Cup', photoUrls: ['/media/open-1.svg', '/media/open-2.svg'] });
  const captained = await insertRegisteredTeam(t, { tournamentId: open.id, captainId: player.user.id, name: 'Captained' });
  await db.insert(teamMembers).values([
    { teamId: captained.team.id, userId: mate.id, role: 'MEMBER', inviteStatus: 'ACCEPTED', paymentStatus: 'NOT_REQUIRED' },
    { teamId: captained.team.id, userId: invited.id, role: 'MEMBER', inviteStatus: 'PENDING', paymentStatus: 'NOT_REQUIRED' },
  ]);
  // A member (accepted) of the runner-up of a finished tournament.
  const finished = await insertTournament(t, { organizerId: organizer.id, gameId: game!.id, name: 'Done Cup', status: 'FINISHED' }, { regEnd: -20, start: -15, end: -14 });
  const runnerUp = await insertRegisteredTeam(t, { tournamentId: finished.id, captainId: mate.id, name: 'Runner Up' });
  await db.update(teamRegistrations).set({ placement: 2 }).where(eq(teamRegistrations.id, runnerUp.registration.id));
  await db.insert(teamMembers).values({ teamId: runnerUp.team.id, userId: player.user.id, role: 'MEMBER', inviteStatus: 'ACCEPTED', paymentStatus: 'NOT_REQUIRED' });
  // Invited, not yet answered: not their team. Rejected registration: on the team, but not played.
  const invitedTo = await insertRegisteredTeam(t, { tournamentId: open.id, captainId: mate.id, name: 'Invited To', requestStatus: 'PENDING' });
  await db.insert(teamMembers).values({ teamId: invitedTo.team.id, userId: player.user.id, role: 'MEMBER', inviteStatus: 'PENDING', paymentStatus: 'NOT_REQUIRED' });
  const rejectedIn = await insertTournament(t, { organizerId: organizer.id, gameId: game!.id, name: 'Rejected Cup' });
  await insertRegisteredTeam(t, { tournamentId: rejectedIn.id, captainId: player.user.id, name: 'Rejected', requestStatus: 'REJECTED' });
  // A team for someone else's draft: nobody but that organizer sees it.
  const othersDraft = await insertTournament(t, { organizerId: organizer.id, gameId: game!.id, name: 'Secret Draft', status: 'DRAFT' });
  await insertRegisteredTeam(t, { tournamentId: othersDraft.id, captainId: player.user.id, name: 'Draft Team' });
  // Organized: one public, one draft.
  const hosted = await insertTournament(t, { organizerId: player.user.id, gameId: game!.id, name: 'Hosted Cup', status: 'IN_PROGRESS' }, { start: -1 });
  const hostedDraft = await insertTournament(t, { organizerId: player.user.id, gameId: game!.id, name: 'Hosted Draft', status: 'DRAFT' });

  const career = async (id: string, auth: Record<string, string>) => {
    const res = await app.inject({ url: `/api/v1/users/${id}/career`, headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<UserCareer>();
  };

  it('lists the teams (captain or accepted member) with role and accepted member count', async () => {
    const { teams } = await career(player.user.id, viewer.auth);
    expect(teams.map((x) => x.name).sort()).toEqual(['Captained', 'Rejected', 'Runner Up']);
    expect(teams.find((x) => x.name === 'Captained')).toEqual({ id: captained.team.id, name: 'Captained', photoUrl: null, role: 'CAPTAIN', memberCount: 2 });
    expect(teams.find((x) => x.name === 'Runner Up')).toMatchObject({ role: 'MEMBER', memberCount: 2 });
  });

  it('lists the tournaments played through an accepted registration, with the team and the final placement', async () => {
    const { played } = await career(player.user.id, viewer.auth);
    expect(played).toHaveLength(2);
    expect(played.find((p) => p.tournament.id === finished.id)).toEqual({
      tournament: {
        id: finished.id,
        name: 'Done Cup',
        status: 'FINISHED',
        photoUrl: null,
        gameName: 'Career Game',
        tournamentStartDate: finished.startAt.toISOString(),
      },
      team: { id: runnerUp.team.id, name: 'Runner Up' },
      placement: 2,
    });
    expect(played.find((p) => p.tournament.id === open.id)).toMatchObject({
      tournament: { name: 'Open Cup', status: 'OPEN_FOR_REGISTRATION', photoUrl: '/media/open-1.svg' },
      team: { id: captained.team.id, name: 'Captained' },
      placement: null,
    });
  });

  it('lists the tournaments organized that the viewer may see: a draft only to its organizer', async () => {
    expect((await career(player.user.id, viewer.auth)).organized.map((x) => x.id)).toEqual([hosted.id]);
    const own = await career(player.user.id, player.auth);
    expect(own.organized.map((x) => x.id).sort()).toEqual([hosted.id, hostedDraft.id].sort());
    // The other organizer's draft stays theirs, even on the player's own profile.
    expect(own.teams.map((x) => x.name)).not.toContain('Draft Team');
    const organizerAuth = { ...WEB, authorization: `Bearer ${(await app.ctx.sessions.open(organizer.id, { clientType: 'web' })).token}` };
    expect((await career(player.user.id, organizerAuth)).teams.map((x) => x.name)).toContain('Draft Team');
  });

  it('answers an empty career for a newcomer', async () => {
    expect(await career(viewer.user.id, viewer.auth)).toEqual({ teams: [], played: [], organized: [] });
  });

  it('answers 404 USER_NOT_FOUND for a deleted or unknown user, 400 for a malformed id, 401 to a visitor', async () => {
    const gone = await insertPlayer(t, `gone${randomTag()}`, { deletedAt: new Date() });
    for (const id of [gone.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await app.inject({ url: `/api/v1/users/${id}/career`, headers: viewer.auth });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'User not found.', code: 'USER_NOT_FOUND' });
    }
    expect((await app.inject({ url: '/api/v1/users/nope/career', headers: viewer.auth })).statusCode).toBe(400);
    expect((await app.inject({ url: `/api/v1/users/${player.user.id}/career` })).statusCode).toBe(401);
  });

  it('hides nothing of the tournaments list rules: a DRAFT never shows in played either', async () => {
    await db.update(tournaments).set({ status: 'DRAFT' }).where(eq(tournaments.id, finished.id));
    expect((await career(player.user.id, viewer.auth)).played.map((p) => p.tournament.id)).toEqual([open.id]);
    await db.update(tournaments).set({ status: 'FINISHED' }).where(eq(tournaments.id, finished.id));
  });
});
