import type { Match } from '@clutch/contract/competition';
import { MATCH_REMINDER_MINUTES } from '@clutch/contract/notifications';
import { beforeEach, describe, expect, it } from 'vitest';
import { teamMembers } from '../src/db/schema/index.ts';
import type { JobRecord } from '../src/platform/jobs/jobs.ts';
import { HOUR, MINUTE, testClock } from './account-helpers.ts';
import { competitionApi, startedTournament } from './competition-play.ts';
import { jobSettled, jobsNamed, QUICK_JOBS } from './job-helpers.ts';
import { notificationApi, recipientsOf, sorted } from './notification-helpers.ts';
import { quickUser } from './team-helpers.ts';
import { createTestApp } from './test-app.ts';

/**
 * Issue #14 item 7: a `matches.remind` job per match, 15 minutes before it, to every player of both sides; moved
 * with the match, removed by its result or the tournament's cancellation, never twice. The app's clock is moved
 * to the reminder's time and the job made due in the database.
 */
const clock = testClock();
const t = await createTestApp({ deps: { now: clock.now, jobOptions: QUICK_JOBS } });
const { app } = t;
const api = competitionApi(t);
const notifications = notificationApi(t);
const organizer = await quickUser(t, 'org');

const REMIND = 'matches.remind';
const LEAD = MATCH_REMINDER_MINUTES * MINUTE;
const waiting = async (matchIds: string[]) =>
  (await jobsNamed(t, REMIND)).filter((j) => matchIds.includes(j.singleton_key ?? '') && (j.state === 'created' || j.state === 'retry'));
const keyOf = (matchId: string, scheduledAt: string) => `match_starting:${matchId}:${scheduledAt}`;
const minus = (iso: string, ms: number) => new Date(new Date(iso).getTime() - ms);

/** The job runs now: due by the database's clock, with the app's clock at `at`. */
async function runAt(jobId: string, at: Date): Promise<JobRecord> {
  await app.ctx.database.executeSql('update pgboss.job set start_after = now() where id = $1', [jobId]);
  clock.advance(at.getTime() - clock.now().getTime());
  app.ctx.jobs.wake(REMIND);
  return jobSettled(t, jobId);
}

const backToNow = () => clock.advance(Date.now() - clock.now().getTime());

/** How long until the job is due by the database's clock, as the app's clock would have it (ms). */
const dueIn = (job: { start_after: Date }) => new Date(job.start_after).getTime() - Date.now();

async function knockoutOfFour() {
  const setup = await startedTournament(t, organizer, 4, { format: 'KNOCKOUT' });
  const list = await api.matches(setup.tournament.id);
  const [semi1, semi2] = list.filter((m) => m.round === 1) as [Match, Match];
  const final = list.find((m) => m.round === 2 && m.bracket === 'WINNERS')!;
  return { ...setup, semi1, semi2, final };
}

describe('match reminders', () => {
  // Each test's tournament starts ten days from the real now: the app's clock starts there too (and comes back
  // there before a request, where a session made now is still valid).
  beforeEach(() => backToNow());

  it('a start reminds every player of both sides of each match whose sides are known, once, 15 minutes before', async () => {
    const { tournament, entries, captainOf, semi1, semi2, final } = await knockoutOfFour();
    // Team A has a second player, and an invitee who has not answered.
    const [teamA] = entries;
    const [member, invitee] = [await quickUser(t, 'mem'), await quickUser(t, 'inv')];
    await app.ctx.db.insert(teamMembers).values([
      { teamId: teamA!.teamId, userId: member.user.id, role: 'MEMBER', inviteStatus: 'ACCEPTED', paymentStatus: 'NOT_REQUIRED' },
      { teamId: teamA!.teamId, userId: invitee.user.id, role: 'MEMBER', inviteStatus: 'PENDING', paymentStatus: 'NOT_REQUIRED' },
    ]);

    // The semi-finals have theirs, due a quarter of an hour before each; the final waits for its sides.
    const jobs = await waiting([semi1.id, semi2.id, final.id]);
    expect(jobs.map((j) => j.data).sort((a, b) => String(a.matchId).localeCompare(String(b.matchId)))).toEqual(
      [semi1, semi2].map((m) => ({ matchId: m.id, scheduledAt: m.starteDate })).sort((a, b) => a.matchId.localeCompare(b.matchId)),
    );
    for (const job of jobs) {
      const expected = minus(job.data.scheduledAt as string, LEAD).getTime() - clock.now().getTime();
      expect(Math.abs(dueIn(job) - expected)).toBeLessThan(5_000);
    }

    // Team A's semi-final: both captains and Team A's player hear it.
    const match = [semi1, semi2].find((m) => m.results.some((r) => r.teamRegistrationId === teamA!.registrationId))!;
    const job = jobs.find((j) => j.data.matchId === match.id)!;
    expect(await runAt(job.id, minus(match.starteDate!, LEAD))).toMatchObject({ state: 'completed' });
    const captains = match.results.map((r) => captainOf(r.teamRegistrationId)!);
    const players = [...captains.map((c) => c.user.id), member.user.id];
    expect(await recipientsOf(t, 'match_starting', keyOf(match.id, match.starteDate!))).toEqual(sorted(players));
    const [home, away] = match.results.map((r) => r.teamName);
    backToNow();
    const [shown] = await notifications.all(member);
    expect(shown).toMatchObject({
      type: 'match_starting',
      title: 'Match starting soon',
      message: `${home} vs ${away} in ${tournament.name} starts in 15 minutes.`,
      link: `/app/tournaments/${tournament.id}?tab=matches`,
      actor: null,
    });

    // The same job again (a retry after its effect, or sent twice): nobody hears it twice.
    const again = await app.ctx.jobs.send(REMIND, { matchId: match.id, scheduledAt: match.starteDate! });
    expect(await runAt(again!, minus(match.starteDate!, LEAD - MINUTE))).toMatchObject({ state: 'completed' });
    expect(await recipientsOf(t, 'match_starting', keyOf(match.id, match.starteDate!))).toEqual(sorted(players));
    // Team A's unanswered invitee and the organizer hear nothing.
    backToNow();
    for (const who of [invitee, organizer]) expect((await notifications.all(who)).filter((n) => n.type === 'match_starting')).toEqual([]);
  });

  it('rescheduling moves the reminder: the new time is reminded once, the old one never; inside the quarter hour it goes at once', async () => {
    const { tournament, semi1, semi2, captainOf } = await knockoutOfFour();
    const [before] = await waiting([semi1.id]);
    const later = new Date(new Date(semi1.starteDate!).getTime() + 2 * HOUR).toISOString();
    const moved = await api.scheduleMatch(organizer, semi1.id, { starteDate: later });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await app.ctx.jobs.find(before!.id))!.state).toBe('cancelled');
    const [next] = await waiting([semi1.id]);
    expect(next!.data).toEqual({ matchId: semi1.id, scheduledAt: later });
    expect(Math.abs(dueIn(next!) - (minus(later, LEAD).getTime() - clock.now().getTime()))).toBeLessThan(5_000);
    // A best-of change leaves the reminder where it is.
    expect((await api.scheduleMatch(organizer, semi1.id, { bestOf: 3 })).statusCode).toBe(200);
    expect((await waiting([semi1.id])).map((j) => j.id)).toEqual([next!.id]);

    // Had the old time's job run anyway (taken before the move), it says nothing.
    const stale = await app.ctx.jobs.send(REMIND, { matchId: semi1.id, scheduledAt: semi1.starteDate! });
    expect(await runAt(stale!, minus(semi1.starteDate!, LEAD))).toMatchObject({ state: 'completed' });
    expect(await recipientsOf(t, 'match_starting', keyOf(semi1.id, semi1.starteDate!))).toEqual([]);
    expect(await runAt(next!.id, minus(later, LEAD))).toMatchObject({ state: 'completed' });
    const semi1Players = semi1.results.map((r) => captainOf(r.teamRegistrationId)!.user.id);
    expect(await recipientsOf(t, 'match_starting', keyOf(semi1.id, later))).toEqual(sorted(semi1Players));

    // The other semi-final's round moved to ten minutes from now: reminded at once, with the minutes left.
    backToNow();
    const soon = new Date(clock.now().getTime() + 10 * MINUTE).toISOString();
    const round = await api.scheduleRound(organizer, tournament.id, { stage: 'KNOCKOUT', bracket: 'WINNERS', round: 1, starteDate: soon });
    expect(round.statusCode, round.body).toBe(200);
    const [atOnce] = (await jobsNamed(t, REMIND)).filter((j) => j.singleton_key === semi2.id && j.data.scheduledAt === soon);
    expect(Math.abs(dueIn(atOnce!))).toBeLessThan(5_000);
    expect(await jobSettled(t, atOnce!.id)).toMatchObject({ state: 'completed' });
    const semi2Captain = captainOf(semi2.results[0]!.teamRegistrationId)!;
    expect(await recipientsOf(t, 'match_starting', keyOf(semi2.id, soon))).toEqual(sorted(semi2.results.map((r) => captainOf(r.teamRegistrationId)!.user.id)));
    expect((await notifications.all(semi2Captain)).find((n) => n.type === 'match_starting')!.message).toMatch(/starts in 10 minutes\.$/);

    // A time cleared, or already past, has no reminder.
    expect((await api.scheduleMatch(organizer, semi1.id, { starteDate: null })).statusCode).toBe(200);
    expect(await waiting([semi1.id])).toEqual([]);
    const past = new Date(clock.now().getTime() - MINUTE).toISOString();
    expect((await api.scheduleMatch(organizer, semi1.id, { starteDate: past })).statusCode).toBe(200);
    expect(await waiting([semi1.id])).toEqual([]);
  });

  it('a result or a forfeit removes the reminder; the next match gets its own once both its sides are known', async () => {
    const { semi1, semi2, final } = await knockoutOfFour();
    const [first] = await waiting([semi1.id]);
    const [second] = await waiting([semi2.id]);
    expect((await api.result(organizer, semi1.id, { homeScore: 2, awayScore: 0 })).statusCode).toBe(200);
    expect((await app.ctx.jobs.find(first!.id))!.state).toBe('cancelled');
    expect(await waiting([final.id])).toEqual([]);
    expect((await api.result(organizer, semi2.id, { forfeit: 1 })).statusCode).toBe(200);
    expect((await app.ctx.jobs.find(second!.id))!.state).toBe('cancelled');
    const [finalJob] = await waiting([final.id]);
    expect(finalJob!.data).toEqual({ matchId: final.id, scheduledAt: final.starteDate });
    // A correction that changes the final's sides leaves it one reminder.
    expect((await api.result(organizer, semi1.id, { homeScore: 0, awayScore: 2, correction: true })).statusCode).toBe(200);
    expect(await waiting([final.id])).toHaveLength(1);

    // A reminder of a played match that runs anyway says nothing.
    const late = await app.ctx.jobs.send(REMIND, { matchId: semi1.id, scheduledAt: semi1.starteDate! });
    expect(await runAt(late!, minus(semi1.starteDate!, LEAD))).toMatchObject({ state: 'completed' });
    expect(await recipientsOf(t, 'match_starting', keyOf(semi1.id, semi1.starteDate!))).toEqual([]);
  });

  it("cancelling the tournament removes its matches' reminders; one that runs anyway says nothing", async () => {
    const { tournament, semi1, semi2 } = await knockoutOfFour();
    const jobs = await waiting([semi1.id, semi2.id]);
    expect(jobs).toHaveLength(2);
    const res = await app.inject({ method: 'POST', url: `/api/v1/tournaments/${tournament.id}/cancel`, headers: organizer.auth, payload: { reason: 'Server trouble.' } });
    expect(res.statusCode, res.body).toBe(200);
    for (const job of jobs) expect((await app.ctx.jobs.find(job.id))!.state).toBe('cancelled');
    const late = await app.ctx.jobs.send(REMIND, { matchId: semi1.id, scheduledAt: semi1.starteDate! });
    expect(await runAt(late!, minus(semi1.starteDate!, LEAD))).toMatchObject({ state: 'completed' });
    expect(await recipientsOf(t, 'match_starting', keyOf(semi1.id, semi1.starteDate!))).toEqual([]);
  });

  it("looks again at the right time when the app's clock is behind the database's", async () => {
    const { semi1 } = await knockoutOfFour();
    const [job] = await waiting([semi1.id]);
    expect(await runAt(job!.id, minus(semi1.starteDate!, LEAD + HOUR))).toMatchObject({ state: 'completed' });
    expect(await recipientsOf(t, 'match_starting', keyOf(semi1.id, semi1.starteDate!))).toEqual([]);
    const [again] = await waiting([semi1.id]);
    expect(again!.data).toEqual(job!.data);
    expect(Math.abs(dueIn(again!) - HOUR)).toBeLessThan(5_000);
  });
});
