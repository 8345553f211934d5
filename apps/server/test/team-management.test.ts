import type { Match } from '@clutch/contract/competition';
import type { LeaveTeamResult, Team, TeamHistoryEntry, TeamInvite } from '@clutch/contract/teams';
import { TEAM_SIZE_MAX } from '@clutch/contract/teams';
import { and, eq } from 'drizzle-orm';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { teamMembers, teams, tournamentParticipants, tournaments, uploads, users } from '../src/db/schema/index.ts';
import { competitionApi, playOut, startedTournament } from './competition-play.ts';
import { gameIdOf, insertTournament, syncGames } from './competition-fixtures.ts';
import { createdTeam, multipart, quickUser, type QuickUser } from './team-helpers.ts';
import { createTestApp, WEB } from './test-app.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clutch-team-management-'));
const t = await createTestApp({ env: { DATA_DIR: dataDir } });
const { app } = t;
const db = app.ctx.db;
await syncGames(t);
const cs2 = await gameIdOf(t, 'cs2');
const organizer = await quickUser(t, 'org');
const stranger = await quickUser(t, 'str');
const NO_SUCH = '00000000-0000-4000-8000-000000000000';

type Who = QuickUser | null;
const headersOf = (who: Who) => who?.auth ?? WEB;
const api = {
  get: (id: string, who: Who = null) => app.inject({ url: `/api/v1/teams/${id}`, headers: headersOf(who) }),
  update: (who: Who, id: string, payload: object) => app.inject({ method: 'PATCH', url: `/api/v1/teams/${id}`, headers: headersOf(who), payload }),
  photo: (who: Who, id: string, file?: { name: string; type: string; bytes: Buffer }) => {
    const body = multipart({}, file);
    return app.inject({ method: 'PUT', url: `/api/v1/teams/${id}/photo`, headers: { ...headersOf(who), ...body.headers }, payload: body.payload });
  },
  unphoto: (who: Who, id: string) => app.inject({ method: 'DELETE', url: `/api/v1/teams/${id}/photo`, headers: headersOf(who) }),
  invite: (who: Who, id: string, userIds: unknown) => app.inject({ method: 'POST', url: `/api/v1/teams/${id}/invites`, headers: headersOf(who), payload: { userIds } }),
  remove: (who: Who, id: string, userId: string) => app.inject({ method: 'DELETE', url: `/api/v1/teams/${id}/members/${userId}`, headers: headersOf(who) }),
  handOver: (who: Who, id: string, userId: string) => app.inject({ method: 'POST', url: `/api/v1/teams/${id}/captain`, headers: headersOf(who), payload: { userId } }),
  leave: (who: Who, id: string) => app.inject({ method: 'POST', url: `/api/v1/teams/${id}/leave`, headers: headersOf(who) }),
  history: (id: string, who: Who = null) => app.inject({ url: `/api/v1/teams/${id}/history`, headers: headersOf(who) }),
  answer: (who: QuickUser, inviteId: string, action: 'accept' | 'reject') =>
    app.inject({ method: 'PUT', url: `/api/v1/team-invites/${inviteId}/${action}`, headers: who.auth }),
  invitesOf: (who: QuickUser) => app.inject({ url: `/api/v1/team-invites/user/${who.user.id}`, headers: who.auth }),
  teamsOf: (who: QuickUser) => app.inject({ url: `/api/v1/teams/users/${who.user.id}`, headers: who.auth }),
};

const members = (team: Team) => team.members.map((m) => [m.user.id, m.role, m.inviteStatus]);
const inviteIdOf = (team: Team, who: QuickUser) => team.members.find((m) => m.user.id === who.user.id)!.id;
async function accepted(who: QuickUser, team: Team) {
  const res = await api.answer(who, inviteIdOf(team, who), 'accept');
  expect(res.statusCode, res.body).toBe(200);
}
/** A team of the captain and these members, every one of whom accepted. */
async function teamOf(captain: QuickUser, others: QuickUser[], opts: { tournamentId?: string } = {}) {
  const team = await createdTeam(t, captain, { members: others, ...opts });
  for (const other of others) await accepted(other, team);
  return (await api.get(team.id, captain)).json<Team>();
}
const participantsOf = async (tournamentId: string) =>
  (await db.select({ userId: tournamentParticipants.userId }).from(tournamentParticipants).where(eq(tournamentParticipants.tournamentId, tournamentId)))
    .map((p) => p.userId)
    .sort();
const setTournament = (id: string, values: Partial<typeof tournaments.$inferInsert>) => db.update(tournaments).set(values).where(eq(tournaments.id, id));

describe('a team without a tournament, and inviting to it afterwards', () => {
  it('a captain creates a team alone, invites a player, the player accepts: end to end', async () => {
    const captain = await quickUser(t, 'cap');
    const player = await quickUser(t, 'ply');
    const team = await createdTeam(t, captain, { name: 'Solo Start' });
    expect(team).toMatchObject({ tournament: null, registration: null });
    expect(members(team)).toEqual([[captain.user.id, 'CAPTAIN', 'ACCEPTED']]);

    const invited = await api.invite(captain, team.id, [player.user.id]);
    expect(invited.statusCode, invited.body).toBe(201);
    const after = invited.json<Team>();
    expect(members(after)).toEqual([
      [captain.user.id, 'CAPTAIN', 'ACCEPTED'],
      [player.user.id, 'MEMBER', 'PENDING'],
    ]);
    expect(after.members[1]!.paymentStatus).toBe('NOT_REQUIRED');

    // The invite shows in the player's invites screen, and answering it makes them a member.
    const [invite] = (await api.invitesOf(player)).json<TeamInvite[]>();
    expect(invite).toMatchObject({ id: inviteIdOf(after, player), status: 'PENDING', team: { id: team.id, name: 'Solo Start', tournament: null }, tournament: null });
    await accepted(player, after);
    expect(members((await api.get(team.id)).json<Team>())[1]).toEqual([player.user.id, 'MEMBER', 'ACCEPTED']);
    expect((await api.teamsOf(player)).json<Team[]>().map((x) => x.id)).toEqual([team.id]);
  });

  it('refuses self, duplicates, unknown players, players already in or invited, and answers a rejected one again', async () => {
    const captain = await quickUser(t, 'cap');
    const [a, b, c] = [await quickUser(t, 'a'), await quickUser(t, 'b'), await quickUser(t, 'c')];
    const team = await teamOf(captain, [a]);
    await api.invite(captain, team.id, [b.user.id]);

    const self = await api.invite(captain, team.id, [captain.user.id]);
    expect([self.statusCode, self.json().code, self.json().message]).toEqual([400, 'ALREADY_IN_TEAM', 'You cannot invite yourself.']);
    expect((await api.invite(captain, team.id, [c.user.id, c.user.id])).json()).toMatchObject({ code: 'DUPLICATE_MEMBER' });
    expect((await api.invite(captain, team.id, [NO_SUCH])).json()).toMatchObject({ code: 'UNKNOWN_MEMBER' });
    const member = await api.invite(captain, team.id, [a.user.id]);
    expect([member.statusCode, member.json().message]).toEqual([409, `${a.nickName} is already in this team.`]);
    const pending = await api.invite(captain, team.id, [c.user.id, b.user.id]);
    expect([pending.statusCode, pending.json().message]).toEqual([409, `${b.nickName} is already invited to this team.`]);
    // Nothing of a refused batch stays.
    expect((await api.get(team.id)).json<Team>().members.some((m) => m.user.id === c.user.id)).toBe(false);

    const empty = await api.invite(captain, team.id, []);
    expect([empty.statusCode, empty.json().message]).toEqual([400, 'Choose at least one player to invite.']);
    expect((await api.invite(captain, team.id, ['nope'])).statusCode).toBe(400);
    expect((await api.invite(captain, 'nope', [c.user.id])).statusCode).toBe(400);
    expect((await api.invite(captain, NO_SUCH, [c.user.id])).statusCode).toBe(404);

    // b turns it down; asked again, the invite is PENDING once more (the same invite id).
    const before = (await api.get(team.id)).json<Team>();
    expect((await api.answer(b, inviteIdOf(before, b), 'reject')).statusCode).toBe(200);
    const again = await api.invite(captain, team.id, [b.user.id]);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json<Team>().members.find((m) => m.user.id === b.user.id)).toMatchObject({ id: inviteIdOf(before, b), inviteStatus: 'PENDING' });
  });

  it('refuses to invite a player when either blocked the other, at creation and afterwards, naming the player', async () => {
    const captain = await quickUser(t, 'cap');
    const [blocker, blocked] = [await quickUser(t, 'blocker'), await quickUser(t, 'blockd')];
    const block = (who: QuickUser, target: QuickUser) =>
      app.inject({ method: 'POST', url: `/api/v1/users/${target.user.id}/block`, headers: who.auth });
    expect((await block(blocker, captain)).statusCode).toBe(200);
    expect((await block(captain, blocked)).statusCode).toBe(200);

    const team = await teamOf(captain, []);
    for (const who of [blocker, blocked]) {
      const res = await api.invite(captain, team.id, [who.user.id]);
      expect([res.statusCode, res.json().code, res.json().message]).toEqual([403, 'USER_BLOCKED', `You cannot invite ${who.nickName}.`]);
    }
    const form = multipart({ name: 'Blocked squad', users: `${captain.user.id},${blocker.user.id}` });
    const atCreation = await app.inject({ method: 'POST', url: '/api/v1/teams', headers: { ...captain.auth, ...form.headers }, payload: form.payload });
    expect([atCreation.statusCode, atCreation.json().code]).toEqual([403, 'USER_BLOCKED']);
    expect((await api.get(team.id)).json<Team>().members.map((m) => m.user.id)).toEqual([captain.user.id]);

    // Once unblocked, the invite goes through.
    expect((await app.inject({ method: 'DELETE', url: `/api/v1/users/${blocker.user.id}/block`, headers: captain.auth })).statusCode).toBe(200);
    expect((await app.inject({ method: 'DELETE', url: `/api/v1/users/${captain.user.id}/block`, headers: blocker.auth })).statusCode).toBe(200);
    expect((await api.invite(captain, team.id, [blocker.user.id])).statusCode).toBe(201);
  });

  it('only the captain invites, with a verified account; a member, a stranger and a visitor are refused', async () => {
    const captain = await quickUser(t, 'cap');
    const member = await quickUser(t, 'mem');
    const target = await quickUser(t, 'tgt');
    const team = await teamOf(captain, [member]);
    const byMember = await api.invite(member, team.id, [target.user.id]);
    expect([byMember.statusCode, byMember.json().code]).toEqual([403, 'NOT_TEAM_CAPTAIN']);
    expect((await api.invite(stranger, team.id, [target.user.id])).statusCode).toBe(403);
    expect((await api.invite(null, team.id, [target.user.id])).statusCode).toBe(401);
    await db.update(users).set({ userVerified: false }).where(eq(users.id, captain.user.id));
    const unverified = await api.invite(captain, team.id, [target.user.id]);
    expect([unverified.statusCode, unverified.json().code, unverified.json().message]).toEqual([
      403,
      'ACCOUNT_NOT_VERIFIED',
      'Please verify your account to invite players.',
    ]);
    // The invitee answers only with a verified account too.
    await db.update(users).set({ userVerified: true }).where(eq(users.id, captain.user.id));
    const later = (await api.invite(captain, team.id, [target.user.id])).json<Team>();
    await db.update(users).set({ userVerified: false }).where(eq(users.id, target.user.id));
    expect((await api.answer(target, inviteIdOf(later, target), 'accept')).json()).toMatchObject({ code: 'ACCOUNT_NOT_VERIFIED' });
  });

  it(`keeps a team without a tournament to ${TEAM_SIZE_MAX} players`, async () => {
    const captain = await quickUser(t, 'cap');
    const team = await createdTeam(t, captain);
    const crowd = await Promise.all(Array.from({ length: TEAM_SIZE_MAX }, () => quickUser(t, 'crowd')));
    const tooMany = await api.invite(captain, team.id, crowd.map((u) => u.user.id));
    expect([tooMany.statusCode, tooMany.json().code, tooMany.json().message]).toEqual([409, 'TEAM_SIZE', `A team has at most ${TEAM_SIZE_MAX} players.`]);
    expect((await api.invite(captain, team.id, crowd.slice(1).map((u) => u.user.id))).statusCode).toBe(201);
  });
});

describe('inviting to a registered team', () => {
  it("stays within the tournament's team size, makes the invitee a participant and mirrors the team's fee", async () => {
    const cup = await insertTournament(t, { organizerId: organizer.user.id, gameId: cs2, minPlayersPerTeam: 1, maxPlayersPerTeam: 3, entryFeeCents: 1000 });
    const captain = await quickUser(t, 'cap');
    const [a, b, c] = [await quickUser(t, 'a'), await quickUser(t, 'b'), await quickUser(t, 'c')];
    const team = await createdTeam(t, captain, { tournamentId: cup.id, members: [a] });
    const over = await api.invite(captain, team.id, [b.user.id, c.user.id]);
    expect([over.statusCode, over.json().code, over.json().message]).toEqual([
      409,
      'TEAM_SIZE',
      'This tournament takes teams of 1 to 3 players; with these invites this team would have 4.',
    ]);
    const res = await api.invite(captain, team.id, [b.user.id]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Team>().members.find((m) => m.user.id === b.user.id)).toMatchObject({ inviteStatus: 'PENDING', paymentStatus: 'PENDING' });
    expect(await participantsOf(cup.id)).toEqual([captain.user.id, a.user.id, b.user.id].sort());
  });

  it('refuses a player already entered in that tournament through another team, and a full tournament', async () => {
    const cup = await insertTournament(t, { organizerId: organizer.user.id, gameId: cs2, minPlayersPerTeam: 1, maxPlayersPerTeam: 4, maxPlayers: 3 });
    const [capA, capB, a] = [await quickUser(t, 'ca'), await quickUser(t, 'cb'), await quickUser(t, 'a')];
    const teamA = await createdTeam(t, capA, { tournamentId: cup.id, members: [a] });
    const teamB = await createdTeam(t, capB, { tournamentId: cup.id });
    const clash = await api.invite(capB, teamB.id, [a.user.id]);
    expect([clash.statusCode, clash.json().code, clash.json().message]).toEqual([409, 'ALREADY_IN_TOURNAMENT', `${a.nickName} is already registered in this tournament.`]);
    const [x, y] = [await quickUser(t, 'x'), await quickUser(t, 'y')];
    const full = await api.invite(capA, teamA.id, [x.user.id, y.user.id]);
    expect([full.statusCode, full.json().code, full.json().message]).toEqual([409, 'TOURNAMENT_FULL', 'This tournament has room for 0 more players only.']);
  });

  it("uses the team's current fee status: PAID once the captain paid", async () => {
    const cup = await insertTournament(t, { organizerId: organizer.user.id, gameId: cs2, minPlayersPerTeam: 1, maxPlayersPerTeam: 4, entryFeeCents: 500 });
    const captain = await quickUser(t, 'cap');
    const newcomer = await quickUser(t, 'new');
    const team = await createdTeam(t, captain, { tournamentId: cup.id });
    await db.update(teamMembers).set({ paymentStatus: 'PAID' }).where(eq(teamMembers.teamId, team.id));
    const res = await api.invite(captain, team.id, [newcomer.user.id]);
    expect(res.json<Team>().members.find((m) => m.user.id === newcomer.user.id)!.paymentStatus).toBe('PAID');
  });
});

describe('PATCH /teams/:id and the logo', () => {
  const png = () => sharp({ create: { width: 64, height: 64, channels: 3, background: '#c81e3c' } }).png().toBuffer();
  const uploadsRoot = path.join(dataDir, 'uploads');
  const stored = (url: string) => fs.existsSync(path.join(uploadsRoot, url.replace(/^\/uploads\//, '')));

  it('the captain renames the team and rewrites or clears the bio; anyone else is refused', async () => {
    const captain = await quickUser(t, 'cap');
    const member = await quickUser(t, 'mem');
    const team = await teamOf(captain, [member]);
    const renamed = await api.update(captain, team.id, { name: '  Dawn Patrol ', bio: 'Early risers.' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<Team>()).toMatchObject({ name: 'Dawn Patrol', bio: 'Early risers.' });
    expect((await api.update(captain, team.id, { bio: 'Only the bio.' })).json<Team>()).toMatchObject({ name: 'Dawn Patrol', bio: 'Only the bio.' });
    expect((await api.update(captain, team.id, { bio: '' })).json<Team>()).toMatchObject({ name: 'Dawn Patrol', bio: null });
    expect((await api.update(captain, team.id, {})).json<Team>().name).toBe('Dawn Patrol');

    const blank = await api.update(captain, team.id, { name: '   ' });
    expect([blank.statusCode, blank.json().message]).toEqual([400, 'Team name is required!']);
    expect((await api.update(captain, team.id, { name: 'x'.repeat(61) })).statusCode).toBe(400);
    expect((await api.update(member, team.id, { name: 'Mutiny' })).json()).toMatchObject({ code: 'NOT_TEAM_CAPTAIN' });
    expect((await api.update(stranger, team.id, { name: 'Mutiny' })).statusCode).toBe(403);
    expect((await api.update(null, team.id, { name: 'Mutiny' })).statusCode).toBe(401);
    expect((await api.update(captain, 'nope', { name: 'Mutiny' })).statusCode).toBe(400);
    expect((await api.update(captain, NO_SUCH, { name: 'Mutiny' })).statusCode).toBe(404);
    expect((await api.get(team.id)).json<Team>().name).toBe('Dawn Patrol');
  });

  it('replaces the logo and deletes the old one, removes it, and refuses a missing or broken file', async () => {
    const captain = await quickUser(t, 'cap');
    const member = await quickUser(t, 'mem');
    const team = await teamOf(captain, [member]);
    const first = await api.photo(captain, team.id, { name: 'a.png', type: 'image/png', bytes: await png() });
    expect(first.statusCode, first.body).toBe(200);
    const firstUrl = first.json<Team>().photoUrl!;
    expect(firstUrl).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.webp$/);
    expect(stored(firstUrl)).toBe(true);

    const second = await api.photo(captain, team.id, { name: 'b.png', type: 'image/png', bytes: await png() });
    const secondUrl = second.json<Team>().photoUrl!;
    expect(secondUrl).not.toBe(firstUrl);
    expect([stored(firstUrl), stored(secondUrl)]).toEqual([false, true]);
    const keys = (await db.select({ key: uploads.key }).from(uploads)).map((u) => `/uploads/${u.key}`);
    expect(keys).toContain(secondUrl);
    expect(keys).not.toContain(firstUrl);

    const none = await api.photo(captain, team.id);
    expect([none.statusCode, none.json().code]).toEqual([400, 'FILE_REQUIRED']);
    const broken = await api.photo(captain, team.id, { name: 'x.png', type: 'image/png', bytes: Buffer.from('not an image at all') });
    expect([broken.statusCode, broken.json().code]).toEqual([400, 'INVALID_IMAGE']);
    expect((await api.photo(member, team.id, { name: 'c.png', type: 'image/png', bytes: await png() })).statusCode).toBe(403);
    expect((await api.unphoto(member, team.id)).statusCode).toBe(403);

    const removed = await api.unphoto(captain, team.id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json<Team>().photoUrl).toBeNull();
    expect(stored(secondUrl)).toBe(false);
    expect((await api.unphoto(captain, team.id)).statusCode).toBe(200);
  });
});

describe('removing members and withdrawing invites', () => {
  it('the captain removes an accepted member and withdraws a pending invite; their places in the tournament go too', async () => {
    const cup = await insertTournament(t, { organizerId: organizer.user.id, gameId: cs2, minPlayersPerTeam: 1, maxPlayersPerTeam: 5 });
    const captain = await quickUser(t, 'cap');
    const [a, b] = [await quickUser(t, 'a'), await quickUser(t, 'b')];
    const created = await createdTeam(t, captain, { tournamentId: cup.id, members: [a, b] });
    await accepted(a, created);

    const removed = await api.remove(captain, created.id, a.user.id);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(members(removed.json<Team>())).toEqual([
      [captain.user.id, 'CAPTAIN', 'ACCEPTED'],
      [b.user.id, 'MEMBER', 'PENDING'],
    ]);
    expect((await api.teamsOf(a)).json<Team[]>()).toEqual([]);

    const withdrawn = await api.remove(captain, created.id, b.user.id);
    expect(members(withdrawn.json<Team>())).toEqual([[captain.user.id, 'CAPTAIN', 'ACCEPTED']]);
    expect((await api.invitesOf(b)).json<TeamInvite[]>()).toEqual([]);
    expect(await participantsOf(cup.id)).toEqual([captain.user.id]);
  });

  it('never removes the captain; answers 404 for a player not in the team; only the captain may remove', async () => {
    const captain = await quickUser(t, 'cap');
    const [a, b] = [await quickUser(t, 'a'), await quickUser(t, 'b')];
    const team = await teamOf(captain, [a, b]);
    const self = await api.remove(captain, team.id, captain.user.id);
    expect([self.statusCode, self.json().code]).toEqual([409, 'CAPTAIN_MUST_HAND_OVER']);
    expect((await api.remove(captain, team.id, stranger.user.id)).json()).toMatchObject({ code: 'MEMBER_NOT_FOUND' });
    expect((await api.remove(captain, team.id, 'nope')).statusCode).toBe(400);
    const byMember = await api.remove(a, team.id, b.user.id);
    expect([byMember.statusCode, byMember.json().code]).toEqual([403, 'NOT_TEAM_CAPTAIN']);
    expect((await api.remove(stranger, team.id, b.user.id)).statusCode).toBe(403);
    expect((await api.remove(null, team.id, b.user.id)).statusCode).toBe(401);
    expect(members((await api.get(team.id)).json<Team>())).toHaveLength(3);
  });
});

describe('the roster rule: a registered team keeps the minimum once registration has closed', () => {
  async function registeredPair(values: Partial<typeof tournaments.$inferInsert> = {}) {
    const cup = await insertTournament(t, { organizerId: organizer.user.id, gameId: cs2, minPlayersPerTeam: 2, maxPlayersPerTeam: 4, ...values });
    const captain = await quickUser(t, 'cap');
    const [a, b] = [await quickUser(t, 'a'), await quickUser(t, 'b')];
    const team = await teamOf(captain, [a], { tournamentId: cup.id });
    return { cup, captain, a, b, team };
  }

  it('in progress: removing or losing an accepted member below the minimum is refused with a clear message', async () => {
    const { cup, captain, a, team } = await registeredPair();
    await setTournament(cup.id, { status: 'IN_PROGRESS' });
    const removal = await api.remove(captain, team.id, a.user.id);
    expect([removal.statusCode, removal.json().code, removal.json().message]).toEqual([
      409,
      'ROSTER_BELOW_MINIMUM',
      `Registration for ${cup.name} is closed and it needs at least 2 players per team: this change would leave the team with 1.`,
    ]);
    expect((await api.leave(a, team.id)).json()).toMatchObject({ code: 'ROSTER_BELOW_MINIMUM' });
    expect(members((await api.get(team.id)).json<Team>())).toHaveLength(2);
    expect(await participantsOf(cup.id)).toHaveLength(2);
  });

  it('in progress, above the minimum, and for a pending invite: allowed', async () => {
    const { cup, captain, a, b, team } = await registeredPair();
    const withB = (await api.invite(captain, team.id, [b.user.id])).json<Team>();
    const c = await quickUser(t, 'c');
    await api.invite(captain, team.id, [c.user.id]);
    await accepted(b, withB);
    await setTournament(cup.id, { status: 'IN_PROGRESS' });
    expect((await api.remove(captain, team.id, c.user.id)).statusCode).toBe(200);
    expect((await api.leave(b, team.id)).statusCode).toBe(200);
    expect((await api.remove(captain, team.id, a.user.id)).statusCode).toBe(409);
    expect(await participantsOf(cup.id)).toEqual([captain.user.id, a.user.id].sort());
  });

  it('open for registration: allowed; after its end date (not started yet): refused', async () => {
    const open = await registeredPair();
    expect((await api.remove(open.captain, open.team.id, open.a.user.id)).statusCode).toBe(200);
    const closed = await registeredPair();
    await setTournament(closed.cup.id, { registrationEndAt: new Date(Date.now() - 60_000) });
    expect((await api.remove(closed.captain, closed.team.id, closed.a.user.id)).json()).toMatchObject({ code: 'ROSTER_BELOW_MINIMUM' });
  });

  it('finished, cancelled or withdrawn entries no longer hold the roster, and keep who played', async () => {
    const finished = await registeredPair();
    await setTournament(finished.cup.id, { status: 'FINISHED' });
    expect((await api.leave(finished.a, finished.team.id)).statusCode).toBe(200);
    expect(await participantsOf(finished.cup.id)).toEqual([finished.captain.user.id, finished.a.user.id].sort());
  });
});

describe('handing over the captaincy', () => {
  it('makes an accepted member captain, the old captain a member, and moves what the captain may do', async () => {
    const cup = await insertTournament(t, { organizerId: organizer.user.id, gameId: cs2, minPlayersPerTeam: 1, maxPlayersPerTeam: 4 });
    const captain = await quickUser(t, 'cap');
    const [a, b] = [await quickUser(t, 'a'), await quickUser(t, 'b')];
    const team = await teamOf(captain, [a], { tournamentId: cup.id });
    await api.invite(captain, team.id, [b.user.id]);

    const pending = await api.handOver(captain, team.id, b.user.id);
    expect([pending.statusCode, pending.json().code]).toEqual([409, 'MEMBER_NOT_ACCEPTED']);
    expect((await api.handOver(captain, team.id, captain.user.id)).json()).toMatchObject({ code: 'ALREADY_CAPTAIN' });
    expect((await api.handOver(captain, team.id, stranger.user.id)).json()).toMatchObject({ code: 'MEMBER_NOT_FOUND' });
    expect((await api.handOver(a, team.id, a.user.id)).json()).toMatchObject({ code: 'NOT_TEAM_CAPTAIN' });
    expect((await api.handOver(stranger, team.id, a.user.id)).statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: `/api/v1/teams/${team.id}/captain`, headers: captain.auth, payload: { userId: 'nope' } })).statusCode).toBe(400);

    const res = await api.handOver(captain, team.id, a.user.id);
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json<Team>();
    expect(after.captain.id).toBe(a.user.id);
    expect(members(after)).toEqual([
      [a.user.id, 'CAPTAIN', 'ACCEPTED'],
      [captain.user.id, 'MEMBER', 'ACCEPTED'],
      [b.user.id, 'MEMBER', 'PENDING'],
    ]);
    const [row] = await db.select({ captainId: teams.captainId }).from(teams).where(eq(teams.id, team.id));
    expect(row!.captainId).toBe(a.user.id);

    // The new captain edits and withdraws the registration; the old one no longer can.
    expect((await api.update(captain, team.id, { name: 'Old Guard' })).statusCode).toBe(403);
    expect((await api.update(a, team.id, { name: 'New Guard' })).statusCode).toBe(200);
    const registrationId = after.registration!.id;
    const withdraw = (who: QuickUser) => app.inject({ method: 'PATCH', url: `/api/v1/team-registrations/${registrationId}/withdraw`, headers: who.auth });
    expect((await withdraw(captain)).statusCode).toBe(403);
    expect((await withdraw(a)).statusCode).toBe(200);
    // The pending invite now reads as the new captain's.
    const [invite] = (await api.invitesOf(b)).json<TeamInvite[]>();
    expect(invite!.team.captain.id).toBe(a.user.id);
  });
});

describe('leaving a team', () => {
  it('a member leaves; a pending invitee, a stranger and a visitor cannot', async () => {
    const captain = await quickUser(t, 'cap');
    const [a, b] = [await quickUser(t, 'a'), await quickUser(t, 'b')];
    const team = await teamOf(captain, [a]);
    await api.invite(captain, team.id, [b.user.id]);
    const res = await api.leave(a, team.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<LeaveTeamResult>()).toEqual({ teamId: team.id, disbanded: false });
    expect((await api.get(team.id)).json<Team>().members.some((m) => m.user.id === a.user.id)).toBe(false);
    expect((await api.teamsOf(a)).json<Team[]>()).toEqual([]);
    expect((await api.leave(a, team.id)).json()).toMatchObject({ code: 'NOT_A_MEMBER' });
    expect((await api.leave(b, team.id)).statusCode).toBe(403);
    expect((await api.leave(stranger, team.id)).statusCode).toBe(403);
    expect((await api.leave(null, team.id)).statusCode).toBe(401);
    expect((await api.leave(captain, 'nope')).statusCode).toBe(400);
    expect((await api.leave(captain, NO_SUCH)).statusCode).toBe(404);
  });

  it('the captain hands over first; alone, they disband a team that never entered a tournament', async () => {
    const captain = await quickUser(t, 'cap');
    const [a, b] = [await quickUser(t, 'a'), await quickUser(t, 'b')];
    const team = await teamOf(captain, [a]);
    const first = await api.leave(captain, team.id);
    expect([first.statusCode, first.json().code, first.json().message]).toEqual([
      409,
      'CAPTAIN_MUST_HAND_OVER',
      'Hand the captaincy to another member before you leave the team.',
    ]);
    expect((await api.leave(a, team.id)).statusCode).toBe(200);
    await api.invite(captain, team.id, [b.user.id]);
    const last = await api.leave(captain, team.id);
    expect(last.statusCode, last.body).toBe(200);
    expect(last.json<LeaveTeamResult>()).toEqual({ teamId: team.id, disbanded: true });
    expect((await api.get(team.id)).statusCode).toBe(404);
    // Its pending invite went with it.
    expect((await api.invitesOf(b)).json<TeamInvite[]>()).toEqual([]);
  });

  it('the last player of a team with tournament history cannot leave it', async () => {
    const cup = await insertTournament(t, { organizerId: organizer.user.id, gameId: cs2, minPlayersPerTeam: 1, maxPlayersPerTeam: 4 });
    const captain = await quickUser(t, 'cap');
    const team = await createdTeam(t, captain, { tournamentId: cup.id });
    const res = await api.leave(captain, team.id);
    expect([res.statusCode, res.json().code]).toEqual([409, 'LAST_TEAM_MEMBER']);
    expect((await api.get(team.id)).statusCode).toBe(200);
  });
});

describe('GET /teams/:id/history', () => {
  it("lists the team's tournaments with status, placement and its W/D/L from finished matches, to anyone", async () => {
    const { tournament, entries } = await startedTournament(t, organizer, 3, { format: 'LEAGUE_TABLE', pointsWin: 2, pointsDraw: 1, pointsLoss: 0 });
    const [a, b, c] = entries;
    // A beats B 2-0 and draws C 1-1; B beats C 2-1.
    const goals: Record<string, number> = {
      [`${a!.registrationId}>${b!.registrationId}`]: 2,
      [`${b!.registrationId}>${a!.registrationId}`]: 0,
      [`${a!.registrationId}>${c!.registrationId}`]: 1,
      [`${c!.registrationId}>${a!.registrationId}`]: 1,
      [`${b!.registrationId}>${c!.registrationId}`]: 2,
      [`${c!.registrationId}>${b!.registrationId}`]: 1,
    };
    const scoreFor = (m: Match) => {
      const [home, away] = m.results.map((r) => r.teamRegistrationId);
      return { homeScore: goals[`${home}>${away}`]!, awayScore: goals[`${away}>${home}`]! };
    };
    // Mid-way: only finished matches count.
    const inProgress = (await api.history(a!.teamId)).json<TeamHistoryEntry[]>();
    expect(inProgress).toEqual([
      {
        registrationId: a!.registrationId,
        tournament: { id: tournament.id, name: tournament.name, status: 'IN_PROGRESS', photoUrl: null, tournamentStartDate: tournament.startAt.toISOString() },
        requestStatus: 'ACCEPTED',
        placement: null,
        record: { played: 0, won: 0, drawn: 0, lost: 0 },
      },
    ]);
    await playOut(t, organizer, tournament.id, scoreFor);
    expect((await competitionApi(t).finish(organizer, tournament.id)).statusCode).toBe(200);

    const res = await api.history(a!.teamId);
    expect(res.statusCode).toBe(200);
    expect(res.json<TeamHistoryEntry[]>()[0]).toMatchObject({ tournament: { status: 'FINISHED' }, placement: 1, record: { played: 2, won: 1, drawn: 1, lost: 0 } });
    expect((await api.history(b!.teamId, stranger)).json<TeamHistoryEntry[]>()[0]).toMatchObject({ placement: 2, record: { played: 2, won: 1, drawn: 0, lost: 1 } });
    expect((await api.history(c!.teamId)).json<TeamHistoryEntry[]>()[0]).toMatchObject({ placement: 3, record: { played: 2, won: 0, drawn: 1, lost: 1 } });
  });

  it('newest tournament first, every request status; empty for a new team; 404 and 400 for bad ids', async () => {
    const older = await insertTournament(t, { organizerId: organizer.user.id, gameId: cs2, minPlayersPerTeam: 1, maxPlayersPerTeam: 4 }, { start: 10 });
    const newer = await insertTournament(t, { organizerId: organizer.user.id, gameId: cs2, minPlayersPerTeam: 1, maxPlayersPerTeam: 4, photoUrls: ['/img/cup.webp'] }, { start: 20 });
    const captain = await quickUser(t, 'cap');
    const team = await createdTeam(t, captain, { tournamentId: older.id });
    expect(
      (await app.inject({ method: 'POST', url: `/api/v1/team-registration/${newer.id}/${team.id}`, headers: captain.auth })).statusCode,
    ).toBe(201);
    await app.inject({ method: 'PATCH', url: `/api/v1/team-registrations/${team.registration!.id}/withdraw`, headers: captain.auth });
    const history = (await api.history(team.id)).json<TeamHistoryEntry[]>();
    expect(history.map((h) => [h.tournament.id, h.tournament.photoUrl, h.requestStatus])).toEqual([
      [newer.id, '/img/cup.webp', 'PENDING'],
      [older.id, null, 'CANCELLED'],
    ]);
    const fresh = await createdTeam(t, captain);
    expect((await api.history(fresh.id)).json()).toEqual([]);
    expect((await api.history(NO_SUCH)).statusCode).toBe(404);
    expect((await api.history('nope')).statusCode).toBe(400);
  });
});

describe('concurrent changes', () => {
  it('two invites racing for the last place of a registered team: one fits, the other is refused', async () => {
    const cup = await insertTournament(t, { organizerId: organizer.user.id, gameId: cs2, minPlayersPerTeam: 1, maxPlayersPerTeam: 2 });
    const captain = await quickUser(t, 'cap');
    const team = await createdTeam(t, captain, { tournamentId: cup.id });
    const hopefuls = await Promise.all(Array.from({ length: 6 }, () => quickUser(t, 'hope')));
    const answers = await Promise.all(hopefuls.map((h) => api.invite(captain, team.id, [h.user.id])));
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode !== 201).map((r) => [r.statusCode, r.json().code])).toEqual(answers.slice(1).map(() => [409, 'TEAM_SIZE']));
    const rows = await db.select().from(teamMembers).where(and(eq(teamMembers.teamId, team.id), eq(teamMembers.role, 'MEMBER')));
    expect(rows).toHaveLength(1);
    expect(await participantsOf(cup.id)).toHaveLength(2);
  });

  it(`invites racing for the last place of a team without a tournament (${TEAM_SIZE_MAX} players): the team row is the lock`, async () => {
    const captain = await quickUser(t, 'cap');
    const team = await createdTeam(t, captain);
    const crowd = await Promise.all(Array.from({ length: TEAM_SIZE_MAX - 2 }, () => quickUser(t, 'crowd')));
    expect((await api.invite(captain, team.id, crowd.map((u) => u.user.id))).statusCode).toBe(201);
    const hopefuls = await Promise.all(Array.from({ length: 5 }, () => quickUser(t, 'hope')));
    const answers = await Promise.all(hopefuls.map((h) => api.invite(captain, team.id, [h.user.id])));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    expect((await api.get(team.id)).json<Team>().members).toHaveLength(TEAM_SIZE_MAX);
  });

  it('two members leaving at once at the minimum of a tournament in progress: one leaves, the other stays', async () => {
    const cup = await insertTournament(t, { organizerId: organizer.user.id, gameId: cs2, minPlayersPerTeam: 2, maxPlayersPerTeam: 4 });
    const captain = await quickUser(t, 'cap');
    const [a, b] = [await quickUser(t, 'a'), await quickUser(t, 'b')];
    const team = await teamOf(captain, [a, b], { tournamentId: cup.id });
    await setTournament(cup.id, { status: 'IN_PROGRESS' });
    const answers = await Promise.all([api.leave(a, team.id), api.leave(b, team.id)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json().code).toBe('ROSTER_BELOW_MINIMUM');
    expect((await api.get(team.id)).json<Team>().members).toHaveLength(2);
  });

  it('a hand-over racing a removal of the same member: never a captain who is not on the team', async () => {
    const captain = await quickUser(t, 'cap');
    const a = await quickUser(t, 'a');
    const team = await teamOf(captain, [a]);
    const answers = await Promise.all([api.handOver(captain, team.id, a.user.id), api.remove(captain, team.id, a.user.id)]);
    expect(answers.map((r) => r.statusCode).filter((c) => c >= 500)).toEqual([]);
    const after = (await api.get(team.id)).json<Team>();
    expect(after.members.some((m) => m.user.id === after.captain.id && m.role === 'CAPTAIN')).toBe(true);
  });
});
