import type { TeamInvite } from '@clutch/contract/teams';
import { eq } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { tournamentParticipants } from '../src/db/schema/index.ts';
import { gameIdOf, insertTournament, syncGames } from './competition-fixtures.ts';
import { createdTeam, quickUser, type QuickUser } from './team-helpers.ts';
import { createTestApp, WEB } from './test-app.ts';

const t = await createTestApp();
const { app } = t;
await syncGames(t);
const cs2 = await gameIdOf(t, 'cs2');
const organizer = await quickUser(t, 'org');
const captain = await quickUser(t, 'cap');
const invitee = await quickUser(t, 'inv');
const other = await quickUser(t, 'oth');
const unverified = await quickUser(t, 'unv', { verified: false });

const cup = await insertTournament(t, { organizerId: organizer.user.id, gameId: cs2, minPlayersPerTeam: 1, maxPlayersPerTeam: 4, entryFeeCents: 900 });
const team = await createdTeam(t, captain, { name: 'Iron Lotus', tournamentId: cup.id, members: [invitee, other, unverified] });
const inviteOf = (u: QuickUser) => team.members.find((m) => m.user.id === u.user.id)!.id;
const answer = (who: QuickUser | null, id: string, action: 'accept' | 'reject', payload?: object) =>
  app.inject({ method: 'PUT', url: `/api/v1/team-invites/${id}/${action}`, headers: who?.auth ?? WEB, ...(payload ? { payload } : {}) });

const address = await app.listen({ port: 0, host: '127.0.0.1' });
const sockets: Socket[] = [];
afterAll(() => sockets.forEach((s) => s.close()));
function connect(who: QuickUser) {
  const socket = io(address, { auth: { token: who.auth.authorization.slice(7) }, transports: ['websocket'] });
  sockets.push(socket);
  return new Promise<Socket>((resolve, reject) => {
    socket.on('connect', () => resolve(socket));
    socket.on('connect_error', reject);
  });
}

describe('GET /team-invites', () => {
  it("lists the user's invites in the spec's shape, and nobody else's", async () => {
    const res = await app.inject({ url: `/api/v1/team-invites/user/${invitee.user.id}`, headers: invitee.auth });
    expect(res.statusCode).toBe(200);
    const [invite] = res.json<TeamInvite[]>();
    expect(invite).toMatchObject({
      id: inviteOf(invitee),
      status: 'PENDING',
      inviteStatus: 'PENDING',
      paymentStatus: 'PENDING',
      tournament: { id: cup.id, name: cup.name },
      team: {
        id: team.id,
        name: 'Iron Lotus',
        captain: { id: captain.user.id, nickName: captain.nickName },
        organizationStatus: 'PENDING',
        paymentStatus: 'PENDING',
        tournament: { id: cup.id, name: cup.name },
      },
    });
    expect(invite!.team.members).toHaveLength(4);
    expect((await app.inject({ url: `/api/v1/team-invites/user/${invitee.user.id}`, headers: other.auth })).statusCode).toBe(403);
    expect((await app.inject({ url: `/api/v1/team-invites/user/${invitee.user.id}` })).statusCode).toBe(401);
  });

  it('shows one invite to the invitee and the captain only', async () => {
    const id = inviteOf(invitee);
    expect((await app.inject({ url: `/api/v1/team-invites/${id}`, headers: invitee.auth })).statusCode).toBe(200);
    expect((await app.inject({ url: `/api/v1/team-invites/${id}`, headers: captain.auth })).statusCode).toBe(200);
    expect((await app.inject({ url: `/api/v1/team-invites/${id}`, headers: other.auth })).statusCode).toBe(403);
    const missing = await app.inject({ url: '/api/v1/team-invites/00000000-0000-4000-8000-000000000000', headers: other.auth });
    expect(missing.json()).toMatchObject({ code: 'INVITE_NOT_FOUND', message: 'Invite not found.' });
  });
});

describe('PUT /team-invites/:id/accept and /reject', () => {
  it('only the invitee, verified, from PENDING; the captain hears it live', async () => {
    const socket = await connect(captain);
    const heard = new Promise((resolve) => socket.once('team:invite-answered', resolve));
    const id = inviteOf(invitee);
    expect((await answer(null, id, 'accept')).statusCode).toBe(401);
    expect((await answer(other, id, 'accept')).json()).toMatchObject({ code: 'NOT_INVITEE' });
    expect((await answer(invitee, id, 'accept', { userId: other.user.id })).statusCode).toBe(403);
    const notVerified = await answer(unverified, inviteOf(unverified), 'accept');
    expect(notVerified.statusCode).toBe(403);
    expect(notVerified.json()).toEqual({ code: 'ACCOUNT_NOT_VERIFIED', message: 'Please verify your account to answer team invites.' });

    const res = await answer(invitee, id, 'accept', { userId: invitee.user.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TeamInvite>()).toMatchObject({ status: 'ACCEPTED', inviteStatus: 'ACCEPTED' });
    expect(await heard).toEqual({ inviteId: id, teamId: team.id, userId: invitee.user.id, nickName: invitee.nickName, status: 'ACCEPTED' });
    expect((await answer(invitee, id, 'reject')).statusCode).toBe(409);
  });

  it('rejecting frees the tournament place of that player', async () => {
    const has = async (u: QuickUser) =>
      (await app.ctx.db.select().from(tournamentParticipants).where(eq(tournamentParticipants.tournamentId, cup.id))).some((p) => p.userId === u.user.id);
    expect(await has(other)).toBe(true);
    const res = await answer(other, inviteOf(other), 'reject');
    expect(res.statusCode).toBe(200);
    expect(res.json<TeamInvite>().status).toBe('REJECTED');
    expect(await has(other)).toBe(false);
    expect(await has(invitee)).toBe(true);
  });

  it('tells the invitee when a captain invites them', async () => {
    const fresh = await quickUser(t, 'fresh');
    const socket = await connect(fresh);
    const heard = new Promise((resolve) => socket.once('team:invited', resolve));
    const built = await createdTeam(t, captain, { name: 'Pixel Pirates', members: [fresh] });
    expect(await heard).toMatchObject({ teamId: built.id, teamName: 'Pixel Pirates', captainNickName: captain.nickName, tournamentId: null });
  });
});
