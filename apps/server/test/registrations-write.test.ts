import type { RegistrationDetail } from '@clutch/contract/teams';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { teamMembers, teamRegistrations, tournamentParticipants, tournaments } from '../src/db/schema/index.ts';
import { markRegistrationPaid, markRegistrationRefunded } from '../src/modules/registrations/registrations.repository.ts';
import { MINUTE, testClock } from './account-helpers.ts';
import { gameIdOf, insertTournament, syncGames } from './competition-fixtures.ts';
import { createdTeam, quickUser, type QuickUser } from './team-helpers.ts';
import { jobsNamed } from './job-helpers.ts';
import { createTestApp, WEB } from './test-app.ts';

const clock = testClock();
const t = await createTestApp({ deps: { now: clock.now } });
const { app } = t;
await syncGames(t);
const cs2 = await gameIdOf(t, 'cs2');
const organizer = await quickUser(t, 'org');
/** The registrations whose refund was sent as a job (payments.refund-registration). */
const refundsSent = async () => (await jobsNamed(t, 'payments.refund-registration')).map((j) => j.data.registrationId);

const duo = (values: Record<string, unknown> = {}, days: { regEnd?: number; start?: number } = {}) =>
  insertTournament(t, { organizerId: organizer.user.id, gameId: cs2, minPlayersPerTeam: 2, maxPlayersPerTeam: 3, ...values }, days);
const register = (who: QuickUser, tournamentId: string, teamId: string) =>
  app.inject({ method: 'POST', url: `/api/v1/team-registration/${tournamentId}/${teamId}`, headers: who.auth });
const patch = (who: QuickUser | null, url: string) => app.inject({ method: 'PATCH', url: `/api/v1${url}`, headers: who?.auth ?? WEB });
const participants = (tournamentId: string) =>
  app.ctx.db.select().from(tournamentParticipants).where(eq(tournamentParticipants.tournamentId, tournamentId));

async function team(size = 2) {
  const captain = await quickUser(t, 'cap');
  const members = await Promise.all(Array.from({ length: size - 1 }, () => quickUser(t, 'mem')));
  return { captain, members, team: await createdTeam(t, captain, { members }) };
}

describe('POST /team-registration/:tournamentId/:teamId', () => {
  it('registers a team (captain only): PENDING, the fee from the tournament, participants for the whole roster', async () => {
    const cup = await duo({ entryFeeCents: 2500, currency: 'EUR' });
    const { captain, members, team: built } = await team(2);
    expect((await app.inject({ method: 'POST', url: `/api/v1/team-registration/${cup.id}/${built.id}`, headers: WEB })).statusCode).toBe(401);
    const notCaptain = await register(members[0]!, cup.id, built.id);
    expect(notCaptain.statusCode).toBe(403);
    expect(notCaptain.json()).toMatchObject({ code: 'NOT_TEAM_CAPTAIN' });

    const res = await register(captain, cup.id, built.id);
    expect(res.statusCode, res.body).toBe(201);
    const reg = res.json<RegistrationDetail>();
    expect(reg).toMatchObject({ requestStatus: 'PENDING', paymentStatus: 'PENDING', entryFee: 25, currency: 'EUR', paidAt: null });
    expect(new Date(reg.holdExpiresAt!).getTime() - new Date(reg.createdAt).getTime()).toBe(30 * MINUTE);
    expect((await participants(cup.id)).map((p) => p.userId).sort()).toEqual([captain.user.id, members[0]!.user.id].sort());
    const memberRows = await app.ctx.db.select().from(teamMembers).where(eq(teamMembers.teamId, built.id));
    expect(memberRows.every((m) => m.paymentStatus === 'PENDING')).toBe(true);

    const again = await register(captain, cup.id, built.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ALREADY_REGISTERED' });

    // The payment status is the team's business (ADR 006): the captain reads it; a visitor gets null.
    const pair = await app.inject({ url: `/api/v1/team-registrations/${cup.id}/${built.id}`, headers: captain.auth });
    expect(pair.statusCode).toBe(200);
    expect(pair.json()).toMatchObject({ id: reg.id, paymentStatus: 'PENDING' });
  });

  it('is free (NOT_REQUIRED, no hold) when the tournament has no fee', async () => {
    const cup = await duo();
    const { captain, team: built } = await team(2);
    const reg = (await register(captain, cup.id, built.id)).json<RegistrationDetail>();
    expect(reg).toMatchObject({ paymentStatus: 'NOT_REQUIRED', entryFee: 0, holdExpiresAt: null });
  });

  it('refuses outside the window, when not open, and on a wrong team size', async () => {
    const { captain, team: built } = await team(2);
    const closed = await duo({ registrationEndAt: new Date(Date.now() - MINUTE) });
    expect((await register(captain, closed.id, built.id)).json()).toMatchObject({ code: 'REGISTRATION_CLOSED', message: expect.stringContaining('closed on') });
    const early = await duo({ registrationStartAt: new Date(Date.now() + 60 * MINUTE) });
    const res = await register(captain, early.id, built.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'REGISTRATION_NOT_STARTED' });
    const running = await duo({ status: 'IN_PROGRESS' });
    expect((await register(captain, running.id, built.id)).json()).toMatchObject({ code: 'REGISTRATION_CLOSED', message: 'Registration is not open for this tournament.' });
    const fives = await duo({ minPlayersPerTeam: 5, maxPlayersPerTeam: 5 });
    const size = await register(captain, fives.id, built.id);
    expect(size.statusCode).toBe(409);
    expect(size.json().message).toBe('This tournament takes teams of exactly 5 players; this team has 2.');
    const draft = await duo({ status: 'DRAFT' });
    expect((await register(captain, draft.id, built.id)).statusCode).toBe(404);
  });

  it('keeps to maxTeams and maxPlayers, and a user in a tournament once', async () => {
    const cup = await duo({ maxTeams: 2, maxPlayers: 5 });
    const a = await team(2);
    const b = await team(3);
    const c = await team(2);
    expect((await register(a.captain, cup.id, a.team.id)).statusCode).toBe(201);
    expect((await register(b.captain, cup.id, b.team.id)).statusCode).toBe(201);
    const full = await register(c.captain, cup.id, c.team.id);
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ code: 'TOURNAMENT_FULL', message: 'This tournament is full.' });

    const roomy = await duo({ maxTeams: 10, maxPlayers: 4 });
    expect((await register(b.captain, roomy.id, b.team.id)).statusCode).toBe(201);
    expect((await register(a.captain, roomy.id, a.team.id)).json()).toMatchObject({ message: 'This tournament has room for 1 more player only.' });

    // a's member builds another team with a's captain as a member: both already play in `cup`.
    const other = await createdTeam(t, a.members[0]!, { members: [a.captain] });
    const twice = await register(a.members[0]!, cup.id, other.id);
    expect(twice.statusCode).toBe(409);
    // The count comes first: cup is full. In a roomier tournament the participant rule answers.
    const open = await duo();
    expect((await register(a.captain, open.id, a.team.id)).statusCode).toBe(201);
    const mine = await register(a.members[0]!, open.id, other.id);
    expect(mine.json()).toMatchObject({ code: 'ALREADY_IN_TOURNAMENT', message: 'You are already registered in this tournament.' });
    const lone = await quickUser(t, 'lone');
    const withCaptain = await createdTeam(t, lone, { members: [a.captain] });
    const named = await register(lone, open.id, withCaptain.id);
    expect(named.json()).toMatchObject({ code: 'ALREADY_IN_TOURNAMENT', message: `${a.captain.nickName} is already registered in this tournament.` });
  });

  it('cancels an unpaid hold after REGISTRATION_HOLD_MINUTES, freeing the slot and the players', async () => {
    const cup = await duo({ maxTeams: 1, minTeams: 1, entryFeeCents: 1000 });
    const a = await team(2);
    const b = await team(2);
    const first = (await register(a.captain, cup.id, a.team.id)).json<RegistrationDetail>();
    expect((await register(b.captain, cup.id, b.team.id)).statusCode).toBe(409);
    clock.advance(31 * MINUTE);
    expect((await register(b.captain, cup.id, b.team.id)).statusCode).toBe(201);
    const [expired] = await app.ctx.db.select().from(teamRegistrations).where(eq(teamRegistrations.id, first.id));
    expect(expired).toMatchObject({ requestStatus: 'CANCELLED', rejectionReason: 'The entry fee was not paid within 30 minutes.' });
    expect((await participants(cup.id)).map((p) => p.teamRegistrationId)).not.toContain(first.id);
    // Paying after the hold ran out is not applied: the payments side refunds it.
    expect(await app.ctx.db.transaction((tx) => markRegistrationPaid(tx, first.id, new Date()))).toBe('NOT_PAYABLE');
  });
});

describe('solo tournaments', () => {
  it('POST /team-registration/solo/:tournamentId makes a team of one named after the player', async () => {
    const solo = await insertTournament(t, { organizerId: organizer.user.id, gameId: cs2, minPlayersPerTeam: 1, maxPlayersPerTeam: 1, entryFeeCents: 500 });
    const player = await quickUser(t, 'solo');
    expect((await app.inject({ method: 'POST', url: `/api/v1/team-registration/solo/${solo.id}`, headers: WEB })).statusCode).toBe(401);
    const res = await app.inject({ method: 'POST', url: `/api/v1/team-registration/solo/${solo.id}`, headers: player.auth });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<RegistrationDetail>()).toMatchObject({ team: { name: player.nickName, membersCount: 1 }, paymentStatus: 'PENDING', entryFee: 5 });
    const again = await app.inject({ method: 'POST', url: `/api/v1/team-registration/solo/${solo.id}`, headers: player.auth });
    expect(again.json()).toMatchObject({ code: 'ALREADY_IN_TOURNAMENT', message: 'You are already registered in this tournament.' });
    const teamCup = await duo();
    const refused = await app.inject({ method: 'POST', url: `/api/v1/team-registration/solo/${teamCup.id}`, headers: player.auth });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'NOT_SOLO_TOURNAMENT' });
  });
});

describe('organizer decisions and withdrawal', () => {
  it('accept and reject: organizer only, reason required, only from PENDING, never above maxTeams, fee paid first', async () => {
    const cup = await duo({ maxTeams: 3, entryFeeCents: 1000 });
    const a = await team(2);
    const b = await team(2);
    const ra = (await register(a.captain, cup.id, a.team.id)).json<RegistrationDetail>();
    const rb = (await register(b.captain, cup.id, b.team.id)).json<RegistrationDetail>();
    expect((await patch(null, `/team-registrations/${ra.id}/accept`)).statusCode).toBe(401);
    expect((await patch(a.captain, `/team-registrations/${ra.id}/accept`)).json()).toMatchObject({ code: 'NOT_ORGANIZER' });
    expect((await patch(organizer, `/team-registrations/${ra.id}/accept`)).json()).toMatchObject({ code: 'PAYMENT_PENDING' });

    expect(await app.ctx.db.transaction((tx) => markRegistrationPaid(tx, ra.id, new Date('2030-01-01T00:00:00Z')))).toBe('PAID');
    expect(await app.ctx.db.transaction((tx) => markRegistrationPaid(tx, ra.id, new Date()))).toBe('ALREADY_PAID');
    const members = await app.ctx.db.select().from(teamMembers).where(eq(teamMembers.teamId, a.team.id));
    expect(members.every((m) => m.paymentStatus === 'PAID')).toBe(true);

    const accepted = await patch(organizer, `/team-registrations/${ra.id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ requestStatus: 'ACCEPTED', paymentStatus: 'PAID', paidAt: '2030-01-01T00:00:00.000Z' });
    expect((await patch(organizer, `/team-registrations/${ra.id}/accept`)).statusCode).toBe(409);

    const noReason = await patch(organizer, `/team-registrations/${rb.id}/reject`);
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe('A reason is required to reject a registration.');
    expect((await patch(b.captain, `/team-registrations/${rb.id}/reject?reason=no`)).statusCode).toBe(403);
    const rejected = await patch(organizer, `/team-registrations/${rb.id}/reject?reason=${encodeURIComponent('Roster too small.')}`);
    expect(rejected.json()).toMatchObject({ requestStatus: 'REJECTED', rejectionReason: 'Roster too small.' });
    expect(await refundsSent()).not.toContain(rb.id);
    expect((await participants(cup.id)).every((p) => p.teamRegistrationId === ra.id)).toBe(true);
    expect((await patch(organizer, `/team-registrations/${rb.id}/reject?reason=again`)).statusCode).toBe(409);
  });

  it('accepting stops at maxTeams accepted', async () => {
    const cup = await duo({ maxTeams: 2 });
    const a = await team(2);
    const b = await team(2);
    const ra = (await register(a.captain, cup.id, a.team.id)).json<RegistrationDetail>();
    const rb = (await register(b.captain, cup.id, b.team.id)).json<RegistrationDetail>();
    // The organizer lowered the cap after both registered.
    await app.ctx.db.update(tournaments).set({ maxTeams: 1, minTeams: 1 }).where(eq(tournaments.id, cup.id));
    expect((await patch(organizer, `/team-registrations/${ra.id}/accept`)).statusCode).toBe(200);
    const over = await patch(organizer, `/team-registrations/${rb.id}/accept`);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: 'TOURNAMENT_FULL' });
  });

  it('the captain withdraws before the start: CANCELLED, players freed, a paid fee refunded through the hook', async () => {
    const cup = await duo({ entryFeeCents: 700 });
    const a = await team(2);
    const ra = (await register(a.captain, cup.id, a.team.id)).json<RegistrationDetail>();
    await app.ctx.db.transaction((tx) => markRegistrationPaid(tx, ra.id, new Date()));
    expect((await patch(a.members[0]!, `/team-registrations/${ra.id}/withdraw`)).json()).toMatchObject({ code: 'NOT_TEAM_CAPTAIN' });
    const res = await patch(a.captain, `/team-registrations/${ra.id}/withdraw`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ requestStatus: 'CANCELLED', paymentStatus: 'PAID' });
    expect(await refundsSent()).toContain(ra.id);
    expect(await participants(cup.id)).toEqual([]);
    expect(await app.ctx.db.transaction((tx) => markRegistrationRefunded(tx, ra.id))).toBe(true);
    const [row] = await app.ctx.db.select().from(teamRegistrations).where(eq(teamRegistrations.id, ra.id));
    expect(row!.paymentStatus).toBe('REFUNDED');
    expect((await patch(a.captain, `/team-registrations/${ra.id}/withdraw`)).statusCode).toBe(409);
    // Registering again revives the same row with a fresh fee.
    const again = await register(a.captain, cup.id, a.team.id);
    expect(again.json()).toMatchObject({ id: ra.id, requestStatus: 'PENDING', paymentStatus: 'PENDING' });

    const at = clock.now().getTime();
    const started = await duo({ registrationEndAt: new Date(at + 2 * MINUTE), startAt: new Date(at + 5 * MINUTE) });
    const b = await team(2);
    const rb = (await register(b.captain, started.id, b.team.id)).json<RegistrationDetail>();
    clock.advance(10 * MINUTE);
    const late = await patch(b.captain, `/team-registrations/${rb.id}/withdraw`);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'TOURNAMENT_STARTED' });
    const rows = await app.ctx.db.select().from(tournamentParticipants).where(and(eq(tournamentParticipants.tournamentId, started.id)));
    expect(rows).toHaveLength(2);
  });
});
