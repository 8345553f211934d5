import type { Match, TeamRegistration } from '@clutch/contract/competition';
import { describe, expect, it } from 'vitest';
import { teamMembers } from '../src/db/schema/index.ts';
import { ROOMY_LIMITS, signedInUser } from './account-helpers.ts';
import { gameIdOf, insertMatch, insertRegisteredTeam, insertTournament, syncGames } from './competition-fixtures.ts';
import { createTestApp } from './test-app.ts';

const t = await createTestApp({ env: ROOMY_LIMITS });
const { app } = t;
await syncGames(t);
const cs2 = await gameIdOf(t, 'cs2');
const organizer = await signedInUser(t, 'org');
const captain = await signedInUser(t, 'cap');
const stranger = await signedInUser(t, 'str');
const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });

const cup = await insertTournament(t, { organizerId: organizer.user.id, gameId: cs2, name: 'Structure Cup', status: 'IN_PROGRESS', format: 'league_and_knockout' });
const day = (d: number) => new Date(Date.UTC(2030, 0, d));
const reg = (name: string, requestStatus = 'ACCEPTED', createdAt = day(1), rejectionReason?: string) =>
  insertRegisteredTeam(t, { tournamentId: cup.id, captainId: captain.user.id, name, requestStatus, createdAt, rejectionReason });
const alpha = await reg('Alpha', 'ACCEPTED', day(1));
const bravo = await reg('Bravo', 'ACCEPTED', day(2));
const charlie = await reg('Charlie', 'PENDING', day(3));
const delta = await reg('Delta', 'REJECTED', day(4), 'Roster too small.');
const echo = await reg('Echo', 'CANCELLED', day(5));
await app.ctx.db.insert(teamMembers).values([
  { teamId: alpha.team.id, userId: stranger.user.id, role: 'MEMBER', inviteStatus: 'ACCEPTED', paymentStatus: 'PAID' },
  { teamId: alpha.team.id, userId: organizer.user.id, role: 'MEMBER', inviteStatus: 'PENDING', paymentStatus: 'PENDING' },
]);

// Inserted out of order on purpose: the answer is ordered by stage, round, group and number.
const final = await insertMatch(t, { tournamentId: cup.id, stage: 'KNOCKOUT', round: 2, number: 1, home: alpha.registration.id, away: null });
const semi = await insertMatch(t, {
  tournamentId: cup.id,
  stage: 'KNOCKOUT',
  round: 1,
  number: 1,
  home: alpha.registration.id,
  away: charlie.registration.id,
  score: [2, 1],
  scheduledAt: day(10),
});
const groupB = await insertMatch(t, { tournamentId: cup.id, stage: 'GROUP', group: 'B', round: 1, number: 1, home: charlie.registration.id, away: delta.registration.id, status: 'IN_PROGRESS' });
const groupA = await insertMatch(t, { tournamentId: cup.id, stage: 'GROUP', group: 'A', round: 1, number: 1, home: alpha.registration.id, away: bravo.registration.id, score: [1, 1] });

describe('GET /matches/tournament/:tournamentId', () => {
  it('lists matches by stage, round, group and number, each side with its team, score and result', async () => {
    const res = await get(`/api/v1/matches/tournament/${cup.id}`);
    expect(res.statusCode).toBe(200);
    const list = res.json<Match[]>();
    expect(list.map((m) => m.id)).toEqual([groupA.id, groupB.id, semi.id, final.id]);
    expect(list[0]).toMatchObject({ stage: 'GROUP', group: 'A', round: 1, number: 1, status: 'FINISHED', starteDate: null, bestOf: 1, tournamentId: cup.id });
    expect(list[0]!.results).toEqual([
      { id: expect.any(String), slot: 1, teamName: 'Alpha', photoUrl: null, teamRegistrationId: alpha.registration.id, teamId: alpha.team.id, score: 1, result: 'DRAW', forfeit: false, place: null, kills: null, checkedInAt: null },
      { id: expect.any(String), slot: 2, teamName: 'Bravo', photoUrl: null, teamRegistrationId: bravo.registration.id, teamId: bravo.team.id, score: 1, result: 'DRAW', forfeit: false, place: null, kills: null, checkedInAt: null },
    ]);
    expect(list[1]!.results.map((r) => [r.score, r.result])).toEqual([
      [null, 'PENDING'],
      [null, 'PENDING'],
    ]);
    expect(list[2]).toMatchObject({ starteDate: day(10).toISOString() });
    expect(list[2]!.results.map((r) => [r.teamName, r.score, r.result])).toEqual([
      ['Alpha', 2, 'WIN'],
      ['Charlie', 1, 'LOSS'],
    ]);
    expect(list[3]!.results.map((r) => [r.teamName, r.teamRegistrationId, r.teamId])).toEqual([
      ['Alpha', alpha.registration.id, alpha.team.id],
      ['TBD', null, null],
    ]);
  });

  it("lists a team's matches only", async () => {
    const charlies = (await get(`/api/v1/matches/tournament/${cup.id}/team/${charlie.team.id}`)).json<Match[]>();
    expect(charlies.map((m) => m.id)).toEqual([groupB.id, semi.id]);
    expect((await get(`/api/v1/matches/tournament/${cup.id}/team/${echo.team.id}`)).json()).toEqual([]);
    expect((await get(`/api/v1/matches/tournament/${cup.id}/team/not-a-uuid`)).statusCode).toBe(400);
  });

  it('answers 400 for a bad id, 404 for an unknown tournament and for a draft seen by anyone but its organizer', async () => {
    expect((await get('/api/v1/matches/tournament/nope')).statusCode).toBe(400);
    expect((await get('/api/v1/matches/tournament/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const draft = await insertTournament(t, { organizerId: organizer.user.id, gameId: cs2, status: 'DRAFT' });
    for (const headers of [{}, stranger.auth]) {
      expect((await get(`/api/v1/matches/tournament/${draft.id}`, headers)).statusCode).toBe(404);
      expect((await get(`/api/v1/matches/tournament/${draft.id}/team/${alpha.team.id}`, headers)).statusCode).toBe(404);
    }
    expect((await get(`/api/v1/matches/tournament/${draft.id}`, organizer.auth)).json()).toEqual([]);
  });
});

describe('team registrations', () => {
  it('lists a tournament’s registrations oldest first, with team, captain and accepted members', async () => {
    const res = await get(`/api/v1/team-registrations/tournaments/${cup.id}`);
    expect(res.statusCode).toBe(200);
    const list = res.json<TeamRegistration[]>();
    expect(list.map((r) => [r.team.name, r.requestStatus])).toEqual([
      ['Alpha', 'ACCEPTED'],
      ['Bravo', 'ACCEPTED'],
      ['Charlie', 'PENDING'],
      ['Delta', 'REJECTED'],
      ['Echo', 'CANCELLED'],
    ]);
    expect(list[0]).toEqual({
      id: alpha.registration.id,
      team: {
        id: alpha.team.id,
        name: 'Alpha',
        photoUrl: null,
        bio: null,
        captain: { id: captain.user.id, nickName: captain.nickName, profilePicUrl: null },
        membersCount: 2,
      },
      tournament: { id: cup.id, name: 'Structure Cup' },
      requestStatus: 'ACCEPTED',
      rejectionReason: null,
      paymentStatus: null,
      checkedIn: false,
      createdAt: day(1).toISOString(),
    });
  });

  it('filters by request status and refuses unknown statuses', async () => {
    for (const [status, expected] of [
      ['ACCEPTED', ['Alpha', 'Bravo']],
      ['PENDING', ['Charlie']],
      ['REJECTED', ['Delta']],
      ['CANCELLED', ['Echo']],
    ] as const) {
      const list = (await get(`/api/v1/team-registrations/tournaments/${cup.id}/status/${status}`)).json<TeamRegistration[]>();
      expect(list.map((r) => r.team.name)).toEqual(expected);
    }
    expect((await get(`/api/v1/team-registrations/tournaments/${cup.id}/status/APPROVED`)).statusCode).toBe(400);
  });

  it('shows one registration; the rejection reason and the fee state only to the organizer and the captain', async () => {
    const url = `/api/v1/team-registrations/${delta.registration.id}`;
    expect((await get(url)).json()).toMatchObject({ id: delta.registration.id, requestStatus: 'REJECTED', rejectionReason: null, paymentStatus: null });
    expect((await get(url, stranger.auth)).json()).toMatchObject({ rejectionReason: null, paymentStatus: null });
    for (const who of [organizer, captain]) expect((await get(url, who.auth)).json()).toMatchObject({ rejectionReason: 'Roster too small.', paymentStatus: 'NOT_REQUIRED' });
    expect((await get('/api/v1/team-registrations/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get('/api/v1/team-registrations/bad')).statusCode).toBe(400);
  });

  it("keeps a draft's registrations to its organizer", async () => {
    const draft = await insertTournament(t, { organizerId: organizer.user.id, gameId: cs2, status: 'DRAFT' });
    const entry = await insertRegisteredTeam(t, { tournamentId: draft.id, captainId: captain.user.id, name: 'Early Birds' });
    for (const headers of [{}, stranger.auth]) {
      expect((await get(`/api/v1/team-registrations/tournaments/${draft.id}`, headers)).statusCode).toBe(404);
      expect((await get(`/api/v1/team-registrations/tournaments/${draft.id}/status/ACCEPTED`, headers)).statusCode).toBe(404);
      expect((await get(`/api/v1/team-registrations/${entry.registration.id}`, headers)).statusCode).toBe(404);
    }
    expect((await get(`/api/v1/team-registrations/tournaments/${draft.id}`, organizer.auth)).json()).toHaveLength(1);
    expect((await get(`/api/v1/team-registrations/${entry.registration.id}`, organizer.auth)).statusCode).toBe(200);
    expect((await get('/api/v1/team-registrations/tournaments/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});
