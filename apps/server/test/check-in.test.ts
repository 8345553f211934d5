import type { Match, TeamRegistration } from '@clutch/contract/competition';
import type { TournamentInput } from '@clutch/contract/organizer';
import type { RegistrationDetail } from '@clutch/contract/teams';
import type { Tournament } from '@clutch/contract/tournaments';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notifications, teamMembers, teamRegistrations, tournamentParticipants } from '../src/db/schema/index.ts';
import type { JobRecord } from '../src/platform/jobs/jobs.ts';
import { DAY, HOUR, MINUTE, testClock } from './account-helpers.ts';
import { insertRegisteredTeam, syncGames } from './competition-fixtures.ts';
import { competitionApi, tournamentWithTeams } from './competition-play.ts';
import { jobSettled, jobsNamed, QUICK_JOBS } from './job-helpers.ts';
import { recipientsOf, sorted } from './notification-helpers.ts';
import { quickUser, type QuickUser } from './team-helpers.ts';
import { createTestApp, WEB } from './test-app.ts';
import { tournamentInput } from './tournament-input.ts';

/**
 * Issue #16, item 4: check-in opens `checkInMinutes` before the start and closes at it; the solo player or the
 * captain checks the entry in (or undoes it); starting keeps only the entrants who checked in and tells the others;
 * a `tournaments.check-in-open` job announces the opening to every accepted entrant's players, once.
 */
const clock = testClock();
const t = await createTestApp({ deps: { now: clock.now, jobOptions: QUICK_JOBS } });
const { app } = t;
const db = app.ctx.db;
await syncGames(t);
const competition = competitionApi(t);

const OPEN_JOB = 'tournaments.check-in-open';
const backToNow = () => clock.advance(Date.now() - clock.now().getTime());
const at = (when: Date) => clock.advance(when.getTime() - clock.now().getTime());

const checkIn = (who: QuickUser | null, id: string) => app.inject({ method: 'POST', url: `/api/v1/tournaments/${id}/check-in`, headers: who?.auth ?? WEB });
const undo = (who: QuickUser | null, id: string) => app.inject({ method: 'DELETE', url: `/api/v1/tournaments/${id}/check-in`, headers: who?.auth ?? WEB });
const registrationsOf = async (who: QuickUser, id: string) => {
  const res = await app.inject({ method: 'GET', url: `/api/v1/team-registrations/tournaments/${id}`, headers: who.auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TeamRegistration[]>();
};

/**
 * A tournament with check-in (`checkInMinutes`, default 60) starting in two hours by the app's clock, with `teams`
 * accepted entrants entered as players (captains in `tournament_participants`); team A also has a member.
 */
async function withCheckIn(teams: number, values: { checkInMinutes?: number; minTeams?: number } = {}) {
  const organizer = await quickUser(t, 'org');
  const now = clock.now().getTime();
  const startAt = new Date(now + 2 * HOUR);
  const setup = await tournamentWithTeams(t, organizer, teams, {
    checkInMinutes: values.checkInMinutes ?? 60,
    minTeams: values.minTeams ?? 2,
    registrationStartAt: new Date(now - 2 * DAY),
    registrationEndAt: new Date(now - HOUR),
    startAt,
    endAt: new Date(now + DAY),
  });
  for (const e of setup.entries) {
    await db.insert(tournamentParticipants).values({ tournamentId: setup.tournament.id, userId: e.captain.user.id, teamRegistrationId: e.registrationId });
  }
  const member = await quickUser(t, 'mem');
  const teamA = setup.entries[0]!;
  await db.insert(teamMembers).values({ teamId: teamA.teamId, userId: member.user.id, role: 'MEMBER', inviteStatus: 'ACCEPTED', paymentStatus: 'NOT_REQUIRED', joinedAt: new Date() });
  await db.insert(tournamentParticipants).values({ tournamentId: setup.tournament.id, userId: member.user.id, teamRegistrationId: teamA.registrationId });
  const opensAt = new Date(startAt.getTime() - (values.checkInMinutes ?? 60) * MINUTE);
  return { ...setup, organizer, member, startAt, opensAt, id: setup.tournament.id };
}

describe('checking in', () => {
  beforeEach(() => backToNow());

  it('is refused before the window with when it opens, works inside it (again is fine), and is closed from the start date', async () => {
    const { id, entries, opensAt, startAt } = await withCheckIn(2);
    const captain = entries[0]!.captain;

    const early = await checkIn(captain, id);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'CHECK_IN_NOT_OPEN', message: `Check-in opens at ${opensAt.toISOString()}.` });

    at(opensAt);
    const emits = vi.spyOn(app.ctx.realtime, 'emitToRoom');
    const updates = () => emits.mock.calls.filter(([room, event]) => room === `tournament:${id}` && event === 'tournament:updated');
    const first = await checkIn(captain, id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<RegistrationDetail>()).toMatchObject({ id: entries[0]!.registrationId, checkedIn: true });
    const [stored] = await db.select().from(teamRegistrations).where(eq(teamRegistrations.id, entries[0]!.registrationId));
    clock.advance(MINUTE);
    const again = await checkIn(captain, id);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<RegistrationDetail>().checkedIn).toBe(true);
    const [still] = await db.select().from(teamRegistrations).where(eq(teamRegistrations.id, entries[0]!.registrationId));
    expect(still!.checkedInAt).toEqual(stored!.checkedInAt);
    // Watchers of the tournament (the organizer's registrations) refetch once per change, not per repeat.
    expect(updates()).toEqual([[`tournament:${id}`, 'tournament:updated', { tournamentId: id, status: 'OPEN_FOR_REGISTRATION' }]]);
    emits.mockRestore();

    const undone = await undo(captain, id);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json<RegistrationDetail>().checkedIn).toBe(false);
    expect((await undo(captain, id)).json<RegistrationDetail>().checkedIn).toBe(false);
    expect((await checkIn(captain, id)).json<RegistrationDetail>().checkedIn).toBe(true);

    at(new Date(startAt.getTime() - 1000));
    expect((await undo(captain, id)).statusCode).toBe(200);
    at(startAt);
    const late = await checkIn(captain, id);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'CHECK_IN_CLOSED', message: `Check-in closed at ${startAt.toISOString()}, when the tournament started.` });
    expect((await undo(captain, id)).json().code).toBe('CHECK_IN_CLOSED');
  });

  it('is the captain’s: a member, an outsider and a visitor are refused; a pending entry and a tournament without check-in too', async () => {
    const { id, entries, member, opensAt, organizer } = await withCheckIn(2);
    at(opensAt);
    const outsider = await quickUser(t, 'out');

    const byMember = await checkIn(member, id);
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json()).toMatchObject({ code: 'NOT_TEAM_CAPTAIN', message: 'Only the team captain can check the team in.' });
    expect((await undo(member, id)).json().code).toBe('NOT_TEAM_CAPTAIN');
    const byOutsider = await checkIn(outsider, id);
    expect(byOutsider.statusCode).toBe(403);
    expect(byOutsider.json()).toMatchObject({ code: 'NOT_ENTERED', message: 'You are not entered in this tournament.' });
    expect((await checkIn(organizer, id)).json().code).toBe('NOT_ENTERED');
    expect((await checkIn(null, id)).statusCode).toBe(401);
    expect((await undo(null, id)).statusCode).toBe(401);
    expect((await checkIn(outsider, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);

    // A pending registration's captain.
    const pendingCaptain = await quickUser(t, 'pend');
    const { registration } = await insertRegisteredTeam(t, { tournamentId: id, captainId: pendingCaptain.user.id, name: 'Pending Team', requestStatus: 'PENDING' });
    await db.insert(tournamentParticipants).values({ tournamentId: id, userId: pendingCaptain.user.id, teamRegistrationId: registration.id });
    const pending = await checkIn(pendingCaptain, id);
    expect(pending.statusCode).toBe(409);
    expect(pending.json()).toMatchObject({ code: 'REGISTRATION_NOT_ACCEPTED', message: 'Only an accepted registration can check in; this one is PENDING.' });

    // Nobody checked in through the refusals.
    expect((await registrationsOf(organizer, id)).map((r) => r.checkedIn)).toEqual([false, false, false]);
    expect((await checkIn(entries[1]!.captain, id)).statusCode).toBe(200);

    const plain = await withCheckIn(2, { checkInMinutes: 0 });
    const none = await checkIn(plain.entries[0]!.captain, plain.id);
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({ code: 'CHECK_IN_DISABLED', message: 'This tournament has no check-in.' });
  });

  it('shows in the registration views and the tournament’s settings', async () => {
    const { id, entries, opensAt, organizer } = await withCheckIn(3);
    at(opensAt);
    expect((await checkIn(entries[1]!.captain, id)).statusCode).toBe(200);
    expect((await registrationsOf(organizer, id)).map((r) => [r.team.name, r.checkedIn])).toEqual([
      ['Team A', false],
      ['Team B', true],
      ['Team C', false],
    ]);
    const visitorView = await app.inject({ method: 'GET', url: `/api/v1/team-registrations/tournaments/${id}`, headers: WEB });
    expect(visitorView.json<TeamRegistration[]>().map((r) => r.checkedIn)).toEqual([false, true, false]);
    const ofTeam = await app.inject({ method: 'GET', url: `/api/v1/team-registrations/${id}/${entries[1]!.teamId}`, headers: entries[1]!.captain.auth });
    expect(ofTeam.json<RegistrationDetail>().checkedIn).toBe(true);
    const detail = await app.inject({ method: 'GET', url: `/api/v1/tournaments/${id}`, headers: WEB });
    expect(detail.json<Tournament>().competition.checkInMinutes).toBe(60);
  });
});

describe('starting with check-in', () => {
  beforeEach(() => backToNow());

  it('builds the structure from the checked-in entrants only; the others are turned away, told once, a paid fee kept', async () => {
    const { id, entries, opensAt, organizer } = await withCheckIn(4);
    // Team D paid its fee and does not check in.
    await db.update(teamRegistrations).set({ paymentStatus: 'PAID', feeCents: 500 }).where(eq(teamRegistrations.id, entries[3]!.registrationId));
    at(opensAt);
    for (const e of entries.slice(0, 3)) expect((await checkIn(e.captain, id)).statusCode).toBe(200);

    const started = await competition.start(organizer, id);
    expect(started.statusCode, started.body).toBe(200);
    const matches: Match[] = await competition.matches(id);
    const inStructure = new Set(matches.flatMap((m) => m.results.map((r) => r.teamRegistrationId)).filter((r) => r !== null));
    expect(sorted([...inStructure] as string[])).toEqual(sorted(entries.slice(0, 3).map((e) => e.registrationId)));

    const views = await registrationsOf(organizer, id);
    const noShow = views.find((r) => r.id === entries[3]!.registrationId)!;
    expect(noShow).toMatchObject({ requestStatus: 'REJECTED', rejectionReason: 'Did not check in before the start.', checkedIn: false, paymentStatus: 'PAID' });
    expect(views.filter((r) => r.requestStatus === 'ACCEPTED').map((r) => r.id)).toEqual(entries.slice(0, 3).map((e) => e.registrationId));
    const freed = await db.select().from(tournamentParticipants).where(eq(tournamentParticipants.teamRegistrationId, entries[3]!.registrationId));
    expect(freed).toEqual([]);

    const told = await db.select().from(notifications).where(eq(notifications.type, 'registration_rejected'));
    const ofNoShow = told.filter((n) => n.dedupeKey === `registration_rejected:${entries[3]!.registrationId}`);
    expect(ofNoShow.map((n) => n.userId)).toEqual([entries[3]!.captain.user.id]);
    expect(ofNoShow[0]!.params).toMatchObject({ variant: 'no_show', team: 'Team D' });
    expect(told.filter((n) => entries.slice(0, 3).some((e) => n.dedupeKey === `registration_rejected:${e.registrationId}`))).toEqual([]);
    // No refund for a no-show.
    const refunds = (await jobsNamed(t, 'payments.refund-registration')).filter((j) => j.data.registrationId === entries[3]!.registrationId);
    expect(refunds).toEqual([]);
    // Starting again is refused and tells nobody twice.
    expect((await competition.start(organizer, id)).statusCode).toBe(409);
    const after = await db.select().from(notifications).where(eq(notifications.dedupeKey, `registration_rejected:${entries[3]!.registrationId}`));
    expect(after).toHaveLength(1);
  });

  it('is refused while fewer than the minimum checked in, changing nothing', async () => {
    const { id, entries, opensAt, organizer } = await withCheckIn(3, { minTeams: 2 });
    at(opensAt);
    expect((await checkIn(entries[0]!.captain, id)).statusCode).toBe(200);
    const refused = await competition.start(organizer, id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'NOT_ENOUGH_CHECKED_IN', message: 'Only 1 of 3 teams checked in: at least 2 are needed to start.' });
    expect((await registrationsOf(organizer, id)).map((r) => [r.requestStatus, r.checkedIn])).toEqual([
      ['ACCEPTED', true],
      ['ACCEPTED', false],
      ['ACCEPTED', false],
    ]);
    // Once the organizer starts, check-in is closed even before the start date.
    expect((await checkIn(entries[1]!.captain, id)).statusCode).toBe(200);
    expect((await competition.start(organizer, id)).statusCode).toBe(200);
    const closed = await checkIn(entries[2]!.captain, id);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().code).toBe('CHECK_IN_CLOSED');
  });
});

describe('the check-in-open job', () => {
  beforeEach(() => backToNow());

  const iso = (ms: number) => new Date(ms).toISOString();
  const waiting = async (tournamentId: string) =>
    (await jobsNamed(t, OPEN_JOB)).filter((j) => j.singleton_key === tournamentId && (j.state === 'created' || j.state === 'retry'));
  const dueIn = (job: { start_after: Date }) => new Date(job.start_after).getTime() - Date.now();

  const input = (startIn: number, checkInMinutes: number): TournamentInput => {
    const now = clock.now().getTime();
    return tournamentInput(now, {
      name: 'Check-in Cup',
      registrationStartDate: iso(now - HOUR),
      registrationEndDate: iso(now + startIn - 2 * HOUR),
      tournamentStartDate: iso(now + startIn),
      tournamentEndDate: iso(now + startIn + DAY),
      competition: { bracketType: 'SINGLE_ELIMINATION', seeding: 'RANDOM', checkInMinutes },
    });
  };

  /** The job runs now: due by the database's clock, with the app's clock at `when`. */
  async function runAt(jobId: string, when: Date): Promise<JobRecord> {
    await app.ctx.database.executeSql('update pgboss.job set start_after = now() where id = $1', [jobId]);
    at(when);
    app.ctx.jobs.wake(OPEN_JOB);
    const job = await jobSettled(t, jobId);
    backToNow();
    return job;
  }

  it('is sent on publishing, moves with the start, tells every accepted entrant’s players once, and goes with a cancellation', async () => {
    const organizer = await quickUser(t, 'org');
    const created = await app.inject({ method: 'POST', url: '/api/v1/tournaments', headers: organizer.auth, payload: input(DAY, 30) });
    expect(created.statusCode, created.body).toBe(201);
    const tournament = created.json<Tournament>();
    expect(tournament.competition.checkInMinutes).toBe(30);
    expect(await waiting(tournament.id)).toEqual([]);
    expect((await app.inject({ method: 'POST', url: `/api/v1/tournaments/${tournament.id}/publish`, headers: organizer.auth })).statusCode).toBe(200);
    const [first] = await waiting(tournament.id);
    const firstOpening = new Date(new Date(tournament.tournamentStartDate).getTime() - 30 * MINUTE);
    expect(first!.data).toEqual({ tournamentId: tournament.id, opensAt: firstOpening.toISOString() });
    expect(Math.abs(dueIn(first!) - (DAY - 30 * MINUTE))).toBeLessThan(5_000);

    // The start moves a day later: so does the job.
    const moved = await app.inject({ method: 'PUT', url: `/api/v1/tournaments/${tournament.id}`, headers: organizer.auth, payload: input(2 * DAY, 30) });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await app.ctx.jobs.find(first!.id))!.state).toBe('cancelled');
    const [second] = await waiting(tournament.id);
    const opening = new Date(new Date(moved.json<Tournament>().tournamentStartDate).getTime() - 30 * MINUTE);
    expect(second!.data).toEqual({ tournamentId: tournament.id, opensAt: opening.toISOString() });
    expect(Math.abs(dueIn(second!) - (2 * DAY - 30 * MINUTE))).toBeLessThan(5_000);

    // Two accepted teams (one with a member), one pending.
    const [capA, memberA, capB, capP] = [await quickUser(t, 'capa'), await quickUser(t, 'mema'), await quickUser(t, 'capb'), await quickUser(t, 'capp')];
    const a = await insertRegisteredTeam(t, { tournamentId: tournament.id, captainId: capA.user.id, name: 'Alpha' });
    await db.insert(teamMembers).values({ teamId: a.team.id, userId: memberA.user.id, role: 'MEMBER', inviteStatus: 'ACCEPTED', paymentStatus: 'NOT_REQUIRED', joinedAt: new Date() });
    await insertRegisteredTeam(t, { tournamentId: tournament.id, captainId: capB.user.id, name: 'Bravo' });
    await insertRegisteredTeam(t, { tournamentId: tournament.id, captainId: capP.user.id, name: 'Pending', requestStatus: 'PENDING' });

    // The first opening's job, had it run anyway, says nothing: check-in opens later now.
    const stale = await app.ctx.jobs.send(OPEN_JOB, first!.data as { tournamentId: string; opensAt: string });
    expect(await runAt(stale!, firstOpening)).toMatchObject({ state: 'completed' });
    expect(await db.select().from(notifications).where(eq(notifications.type, 'check_in_open'))).toEqual([]);

    const key = `check_in_open:${tournament.id}:${opening.toISOString()}`;
    expect(await runAt(second!.id, opening)).toMatchObject({ state: 'completed' });
    expect(await recipientsOf(t, 'check_in_open', key)).toEqual(sorted([capA.user.id, memberA.user.id, capB.user.id]));
    const [sent] = await db.select().from(notifications).where(eq(notifications.dedupeKey, key));
    expect(sent).toMatchObject({ link: `/app/tournaments/${tournament.id}`, params: { tournament: 'Check-in Cup' } });
    const again = await app.ctx.jobs.send(OPEN_JOB, second!.data as { tournamentId: string; opensAt: string });
    expect(await runAt(again!, new Date(opening.getTime() + MINUTE))).toMatchObject({ state: 'completed' });
    expect(await recipientsOf(t, 'check_in_open', key)).toEqual(sorted([capA.user.id, memberA.user.id, capB.user.id]));

    // Another window is a new opening with its own job; a cancellation removes it.
    expect((await app.inject({ method: 'PUT', url: `/api/v1/tournaments/${tournament.id}`, headers: organizer.auth, payload: { ...input(2 * DAY, 90), tournamentStartDate: moved.json<Tournament>().tournamentStartDate } })).statusCode).toBe(200);
    const [third] = await waiting(tournament.id);
    expect(third!.data).toEqual({ tournamentId: tournament.id, opensAt: new Date(new Date(moved.json<Tournament>().tournamentStartDate).getTime() - 90 * MINUTE).toISOString() });
    const cancelled = await app.inject({ method: 'POST', url: `/api/v1/tournaments/${tournament.id}/cancel`, headers: organizer.auth, payload: { reason: 'No venue.' } });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await app.ctx.jobs.find(third!.id))!.state).toBe('cancelled');
    expect(await waiting(tournament.id)).toEqual([]);
  });

  it('is not sent for a tournament without check-in', async () => {
    const organizer = await quickUser(t, 'org');
    const created = await app.inject({ method: 'POST', url: '/api/v1/tournaments', headers: organizer.auth, payload: input(DAY, 0) });
    const tournament = created.json<Tournament>();
    expect((await app.inject({ method: 'POST', url: `/api/v1/tournaments/${tournament.id}/publish`, headers: organizer.auth })).statusCode).toBe(200);
    expect(await waiting(tournament.id)).toEqual([]);
  });
});
