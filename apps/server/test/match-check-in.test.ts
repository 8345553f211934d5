import type { Match } from '@clutch/contract/competition';
import { beforeEach, describe, expect, it } from 'vitest';
import { teamMembers } from '../src/db/schema/index.ts';
import type { JobRecord } from '../src/platform/jobs/jobs.ts';
import { DAY, HOUR, MINUTE, testClock } from './account-helpers.ts';
import { competitionApi, startedTournament } from './competition-play.ts';
import { until } from './instance-helpers.ts';
import { jobSettled, jobsNamed, QUICK_JOBS } from './job-helpers.ts';
import { notificationApi, recipientsOf, sorted } from './notification-helpers.ts';
import { quickUser, type QuickUser } from './team-helpers.ts';
import { createTestApp, WEB } from './test-app.ts';

/**
 * Issue #16 item 4, match check-in: once a match's sides are known its window opens at its time and lasts
 * `matchCheckInMinutes`; each side's captain checks in (or undoes it); when the window closes the
 * `matches.check-in` job forfeits the side that did not, or marks the match for the organizer when neither did.
 * The app's clock is moved and the job made due in the database, as test/match-reminders.test.ts does.
 */
const clock = testClock();
const t = await createTestApp({ deps: { now: clock.now, jobOptions: QUICK_JOBS } });
const { app } = t;
const api = competitionApi(t);
const notifications = notificationApi(t);

const JOB = 'matches.check-in';
const WINDOW = 10;
const backToNow = () => clock.advance(Date.now() - clock.now().getTime());
const at = (when: Date | string) => clock.advance(new Date(when).getTime() - clock.now().getTime());
const plus = (iso: string, ms: number) => new Date(new Date(iso).getTime() + ms);

const checkIn = (who: QuickUser | null, matchId: string) => app.inject({ method: 'POST', url: `/api/v1/matches/${matchId}/check-in`, headers: who?.auth ?? WEB });
const undo = (who: QuickUser | null, matchId: string) => app.inject({ method: 'DELETE', url: `/api/v1/matches/${matchId}/check-in`, headers: who?.auth ?? WEB });

const waiting = async (matchId: string) => (await jobsNamed(t, JOB)).filter((j) => j.singleton_key === matchId && (j.state === 'created' || j.state === 'retry'));

/** The job runs now: due by the database's clock, with the app's clock at `when`. */
async function runAt(jobId: string, when: Date | string): Promise<JobRecord> {
  await app.ctx.database.executeSql('update pgboss.job set start_after = now() where id = $1', [jobId]);
  at(when);
  app.ctx.jobs.wake(JOB);
  return jobSettled(t, jobId);
}

/** The match's waiting job runs at `when` (its opening or its close). */
async function runWaiting(matchId: string, when: Date | string) {
  const [job] = await waiting(matchId);
  expect(job, `a waiting ${JOB} job for ${matchId}`).toBeDefined();
  expect(await runAt(job!.id, when)).toMatchObject({ state: 'completed' });
  return job!;
}

const matchOf = async (tournamentId: string, matchId: string) => (await api.matches(tournamentId)).find((m) => m.id === matchId)!;

/**
 * A knockout of four with match check-in, starting in an hour by the app's clock (its first matches are at the
 * start); the organizer, each captain, and a second player in the first semi-final's home team.
 */
async function knockoutWithCheckIn(minutes = WINDOW) {
  const organizer = await quickUser(t, 'org');
  const now = clock.now().getTime();
  const setup = await startedTournament(t, organizer, 4, {
    format: 'KNOCKOUT',
    matchCheckInMinutes: minutes,
    registrationStartAt: new Date(now - 2 * DAY),
    registrationEndAt: new Date(now - HOUR),
    startAt: new Date(now + HOUR),
    endAt: new Date(now + DAY),
  });
  const list = await api.matches(setup.tournament.id);
  const [semi, other] = list.filter((m) => m.round === 1) as [Match, Match];
  const final = list.find((m) => m.round === 2 && m.bracket === 'WINNERS')!;
  const home = setup.captainOf(semi.results[0]!.teamRegistrationId)!;
  const away = setup.captainOf(semi.results[1]!.teamRegistrationId)!;
  const member = await quickUser(t, 'mem');
  const homeTeam = setup.entries.find((e) => e.registrationId === semi.results[0]!.teamRegistrationId)!;
  await app.ctx.db.insert(teamMembers).values({ teamId: homeTeam.teamId, userId: member.user.id, role: 'MEMBER', inviteStatus: 'ACCEPTED', paymentStatus: 'NOT_REQUIRED' });
  return { ...setup, id: setup.tournament.id, organizer, semi, other, final, home, away, member, homeTeam };
}

describe('match check-in', () => {
  beforeEach(() => backToNow());

  it('opens each ready match’s window at its time, for the minutes set; a match waiting for its sides has none', async () => {
    const { id, semi, other, final } = await knockoutWithCheckIn();
    for (const m of [semi, other]) {
      expect(m.starteDate).not.toBeNull();
      expect(m).toMatchObject({ checkInOpensAt: m.starteDate, checkInClosesAt: plus(m.starteDate!, WINDOW * MINUTE).toISOString(), checkInMissed: false });
      expect(m.results.map((r) => r.checkedInAt)).toEqual([null, null]);
      const jobs = await waiting(m.id);
      expect(jobs.map((j) => j.data)).toEqual([{ matchId: m.id, opensAt: m.checkInOpensAt, closesAt: m.checkInClosesAt }]);
    }
    expect(final).toMatchObject({ checkInOpensAt: null, checkInClosesAt: null });
    expect(await waiting(final.id)).toEqual([]);

    // Without the setting, no window and no job.
    const plain = await startedTournament(t, await quickUser(t, 'org'), 2, { format: 'KNOCKOUT' });
    const [match] = await api.matches(plain.tournament.id);
    expect(match).toMatchObject({ checkInOpensAt: null, checkInClosesAt: null, checkInMissed: false });
    expect(await waiting(match!.id)).toEqual([]);
    const off = await checkIn(plain.captainOf(match!.results[0]!.teamRegistrationId)!, match!.id);
    expect(off.statusCode).toBe(409);
    expect(off.json()).toMatchObject({ code: 'MATCH_CHECK_IN_DISABLED', message: 'This tournament has no match check-in.' });
    // The tournament's view carries the setting.
    const detail = await app.inject({ method: 'GET', url: `/api/v1/tournaments/${id}`, headers: WEB });
    expect(detail.json().competition.matchCheckInMinutes).toBe(WINDOW);
  });

  it('tells both sides’ players at the opening, with a link to their ticket; a captain checks in and out inside the window only', async () => {
    const { id, semi, home, away, member, homeTeam, organizer, tournament } = await knockoutWithCheckIn();
    const early = await checkIn(home, semi.id);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'MATCH_CHECK_IN_NOT_OPEN', message: `Check-in for this match opens at ${semi.checkInOpensAt}.` });

    await runWaiting(semi.id, semi.checkInOpensAt!);
    const key = (slot: number) => `check_in_open:match:${semi.id}:${semi.checkInOpensAt}:${slot}`;
    expect(await recipientsOf(t, 'check_in_open', key(1))).toEqual(sorted([home.user.id, member.user.id]));
    expect(await recipientsOf(t, 'check_in_open', key(2))).toEqual([away.user.id]);
    // The job of the close waits for it.
    const [closing] = await waiting(semi.id);
    expect(closing!.data).toEqual({ matchId: semi.id, opensAt: semi.checkInOpensAt, closesAt: semi.checkInClosesAt });

    clock.advance(MINUTE);
    const before = clock.now().getTime();
    const first = await checkIn(home, semi.id);
    expect(first.statusCode, first.body).toBe(200);
    const checkedAt = first.json<Match>().results[0]!.checkedInAt!;
    expect(new Date(checkedAt).getTime()).toBeGreaterThanOrEqual(before);
    expect(new Date(checkedAt).getTime()).toBeLessThanOrEqual(clock.now().getTime());
    expect(first.json<Match>().results[1]!.checkedInAt).toBeNull();
    clock.advance(MINUTE);
    // Again: the same answer, the first time kept.
    expect((await checkIn(home, semi.id)).json<Match>().results[0]!.checkedInAt).toBe(checkedAt);
    // Everybody sees each side's state.
    expect((await matchOf(id, semi.id)).results.map((r) => r.checkedInAt)).toEqual([checkedAt, null]);

    // Only the match's captains: a member, the organizer and a stranger are refused, a visitor must sign in.
    for (const who of [member, organizer, await quickUser(t, 'out')]) {
      const refused = await checkIn(who, semi.id);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('NOT_MATCH_CAPTAIN');
      expect((await undo(who, semi.id)).statusCode).toBe(403);
    }
    expect((await checkIn(null, semi.id)).statusCode).toBe(401);
    expect((await undo(null, semi.id)).statusCode).toBe(401);

    const undone = await undo(home, semi.id);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json<Match>().results[0]!.checkedInAt).toBeNull();
    expect((await undo(home, semi.id)).statusCode).toBe(200);

    at(semi.checkInClosesAt!);
    const late = await checkIn(away, semi.id);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'MATCH_CHECK_IN_CLOSED', message: `Check-in for this match closed at ${semi.checkInClosesAt}.` });
    expect((await undo(home, semi.id)).json().code).toBe('MATCH_CHECK_IN_CLOSED');

    backToNow();
    const [shown] = (await notifications.all(member)).filter((n) => n.type === 'check_in_open');
    const [homeName, awayName] = semi.results.map((r) => r.teamName);
    expect(shown).toMatchObject({
      title: 'Match check-in is open',
      message: `Check in for ${homeName} vs ${awayName} in ${tournament.name} within ${WINDOW} minutes, or your team forfeits.`,
      link: `/app/tickets/${homeTeam.teamId}`,
    });
  });

  it('forfeits the side that did not check in when the window closes, as an organizer’s forfeit would, once', async () => {
    const { id, semi, home, away, member, final, organizer } = await knockoutWithCheckIn();
    await runWaiting(semi.id, semi.checkInOpensAt!);
    expect((await checkIn(away, semi.id)).statusCode).toBe(200);

    await runWaiting(semi.id, semi.checkInClosesAt!);
    const played = await matchOf(id, semi.id);
    expect(played.status).toBe('FINISHED');
    expect(played.results.map((r) => ({ result: r.result, forfeit: r.forfeit }))).toEqual([
      { result: 'LOSS', forfeit: true },
      { result: 'WIN', forfeit: false },
    ]);
    // The check-in stays on record; the winner is in the final.
    expect(played.results[1]!.checkedInAt).not.toBeNull();
    expect((await matchOf(id, final.id)).results.map((r) => r.teamRegistrationId)).toContain(semi.results[1]!.teamRegistrationId);

    backToNow();
    // The organizer entering a result afterwards finds it played.
    expect((await api.result(organizer, semi.id, { homeScore: 2, awayScore: 0 })).json().code).toBe('RESULT_EXISTS');
    const audit = (await api.auditOf(organizer, id)).filter((e) => e.matchId === semi.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'FORFEIT', actor: null, after: { forfeit: 1 }, note: `Did not check in before ${semi.checkInClosesAt}.` });
    // Both sides' players hear the match ended, as after any result.
    expect(await recipientsOf(t, 'match_ended', `match_ended:${semi.id}`)).toEqual(sorted([home.user.id, member.user.id, away.user.id]));

    // The same job again (a retry after its effect): the match is played, nothing more happens.
    const again = await app.ctx.jobs.send(JOB, { matchId: semi.id, opensAt: semi.checkInOpensAt!, closesAt: semi.checkInClosesAt! });
    expect(await runAt(again!, plus(semi.checkInClosesAt!, MINUTE))).toMatchObject({ state: 'completed' });
    backToNow();
    expect((await api.auditOf(organizer, id)).filter((e) => e.matchId === semi.id)).toHaveLength(1);
  });

  it('leaves a match nobody checked in for to the organizer: marked, told once; a new time gives a new window', async () => {
    const { id, semi, organizer, tournament } = await knockoutWithCheckIn();
    await runWaiting(semi.id, semi.checkInOpensAt!);
    await runWaiting(semi.id, semi.checkInClosesAt!);
    const missed = await matchOf(id, semi.id);
    expect(missed).toMatchObject({ status: 'SCHEDULED', checkInMissed: true });
    const key = `check_in_missed:${semi.id}:${semi.checkInClosesAt}`;
    expect(await recipientsOf(t, 'check_in_open', key)).toEqual([organizer.user.id]);

    // Run again: still one notice.
    const again = await app.ctx.jobs.send(JOB, { matchId: semi.id, opensAt: semi.checkInOpensAt!, closesAt: semi.checkInClosesAt! });
    expect(await runAt(again!, plus(semi.checkInClosesAt!, MINUTE))).toMatchObject({ state: 'completed' });
    expect(await recipientsOf(t, 'check_in_open', key)).toEqual([organizer.user.id]);

    backToNow();
    const [told] = (await notifications.all(organizer)).filter((n) => n.type === 'check_in_open');
    const [homeName, awayName] = semi.results.map((r) => r.teamName);
    expect(told).toMatchObject({
      title: 'Nobody checked in',
      message: `Neither ${homeName} nor ${awayName} checked in for their match in ${tournament.name}: enter a result or give it a new time.`,
      link: `/app/organizer/${id}?tab=matches`,
    });

    const later = plus(semi.starteDate!, 2 * HOUR).toISOString();
    const moved = await api.scheduleMatch(organizer, semi.id, { starteDate: later });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<Match>()).toMatchObject({ checkInOpensAt: later, checkInClosesAt: plus(later, WINDOW * MINUTE).toISOString(), checkInMissed: false });
  });

  it('moves the window with the match’s time and clears its check-ins; a result before the close cancels the job', async () => {
    const { id, semi, other, home, organizer } = await knockoutWithCheckIn();
    await runWaiting(semi.id, semi.checkInOpensAt!);
    expect((await checkIn(home, semi.id)).statusCode).toBe(200);
    const [closing] = await waiting(semi.id);

    backToNow();
    const later = plus(semi.starteDate!, HOUR).toISOString();
    const moved = await api.scheduleMatch(organizer, semi.id, { starteDate: later });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<Match>()).toMatchObject({ checkInOpensAt: later, checkInClosesAt: plus(later, WINDOW * MINUTE).toISOString() });
    expect(moved.json<Match>().results.map((r) => r.checkedInAt)).toEqual([null, null]);
    expect((await app.ctx.jobs.find(closing!.id))!.state).toBe('cancelled');
    expect((await waiting(semi.id)).map((j) => j.data)).toEqual([{ matchId: semi.id, opensAt: later, closesAt: plus(later, WINDOW * MINUTE).toISOString() }]);
    // A best-of change leaves the window where it is.
    expect((await api.scheduleMatch(organizer, semi.id, { bestOf: 3 })).json<Match>().checkInOpensAt).toBe(later);

    // The old window's job, had it run anyway, does nothing.
    const stale = await app.ctx.jobs.send(JOB, { matchId: semi.id, opensAt: semi.checkInOpensAt!, closesAt: semi.checkInClosesAt! });
    expect(await runAt(stale!, semi.checkInClosesAt!)).toMatchObject({ state: 'completed' });
    expect(await matchOf(id, semi.id)).toMatchObject({ status: 'SCHEDULED', checkInMissed: false });

    // The other semi-final gets its result before its window closes: its job goes.
    backToNow();
    const [otherJob] = await waiting(other.id);
    const entered = await api.result(organizer, other.id, { homeScore: 2, awayScore: 0 });
    expect(entered.statusCode, entered.body).toBe(200);
    expect((await app.ctx.jobs.find(otherJob!.id))!.state).toBe('cancelled');
    expect(await waiting(other.id)).toEqual([]);
    // Its window stays on record.
    expect(entered.json<Match>()).toMatchObject({ checkInOpensAt: other.checkInOpensAt, checkInClosesAt: other.checkInClosesAt });
  });

  it('opens the final’s window once its sides are known, at once when it has no time', async () => {
    const { id, semi, other, final, organizer } = await knockoutWithCheckIn();
    backToNow();
    expect((await api.scheduleMatch(organizer, final.id, { starteDate: null })).statusCode).toBe(200);
    expect((await api.result(organizer, semi.id, { homeScore: 1, awayScore: 0 })).statusCode).toBe(200);
    expect((await matchOf(id, final.id)).checkInOpensAt).toBeNull();
    const readyAt = clock.now().getTime();
    expect((await api.result(organizer, other.id, { homeScore: 1, awayScore: 0 })).statusCode).toBe(200);
    const ready = await matchOf(id, final.id);
    expect(ready.starteDate).toBeNull();
    expect(Math.abs(new Date(ready.checkInOpensAt!).getTime() - readyAt)).toBeLessThan(5_000);
    expect(new Date(ready.checkInClosesAt!).getTime() - new Date(ready.checkInOpensAt!).getTime()).toBe(WINDOW * MINUTE);
    // Opening at once, its job may already be running (the opening notice) on its way to waiting for the close.
    await until('the final’s check-in job waiting', async () => (await waiting(final.id)).length > 0);
    expect(await waiting(final.id)).toHaveLength(1);
  });

  it('gives exactly one outcome when a result is entered as the close job runs', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { id, semi, home, organizer } = await knockoutWithCheckIn();
      await runWaiting(semi.id, semi.checkInOpensAt!);
      expect((await checkIn(home, semi.id)).statusCode).toBe(200);
      const [closing] = await waiting(semi.id);
      await app.ctx.database.executeSql('update pgboss.job set start_after = now() where id = $1', [closing!.id]);
      at(plus(semi.checkInClosesAt!, 1000));
      app.ctx.jobs.wake(JOB);
      const [entered, job] = await Promise.all([api.result(organizer, semi.id, { homeScore: 0, awayScore: 3 }), jobSettled(t, closing!.id)]);
      expect(['completed', 'cancelled']).toContain(job.state);
      backToNow();
      const audit = (await api.auditOf(organizer, id)).filter((e) => e.matchId === semi.id);
      expect(audit).toHaveLength(1);
      const played = await matchOf(id, semi.id);
      if (entered.statusCode === 200) {
        expect(audit[0]!.action).toBe('ENTERED');
        expect(played.results.map((r) => r.score)).toEqual([0, 3]);
      } else {
        expect(entered.statusCode).toBe(409);
        expect(entered.json().code).toBe('RESULT_EXISTS');
        expect(audit[0]!.action).toBe('FORFEIT');
        expect(played.results.map((r) => r.forfeit)).toEqual([false, true]);
      }
    }
  });
});
