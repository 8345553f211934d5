import type { TournamentInput } from '@clutch/contract/organizer';
import type { Tournament } from '@clutch/contract/tournaments';
import { beforeEach, describe, expect, it } from 'vitest';
import { tournamentFollows } from '../src/db/schema/index.ts';
import type { JobRecord } from '../src/platform/jobs/jobs.ts';
import { DAY, HOUR, MINUTE, testClock } from './account-helpers.ts';
import { syncGames } from './competition-fixtures.ts';
import { jobSettled, jobsNamed, QUICK_JOBS } from './job-helpers.ts';
import { recipientsOf, sorted } from './notification-helpers.ts';
import { socialApi } from './social-helpers.ts';
import { quickUser, type QuickUser } from './team-helpers.ts';
import { createTestApp } from './test-app.ts';
import { tournamentInput } from './tournament-input.ts';

/**
 * Issue #14: a tournament published before its registration opens is announced (`tournament_open`) by a
 * `tournaments.announce-open` job at its registration start; an edited start moves the job, a cancellation removes
 * it, and the job reads the tournament again before it says anything.
 */
const clock = testClock();
const t = await createTestApp({ deps: { now: clock.now, jobOptions: QUICK_JOBS } });
const { app } = t;
await syncGames(t);
const social = socialApi(t);

const OPEN = 'tournaments.announce-open';
const backToNow = () => clock.advance(Date.now() - clock.now().getTime());
const iso = (ms: number) => new Date(ms).toISOString();
const waiting = async (tournamentId: string) =>
  (await jobsNamed(t, OPEN)).filter((j) => j.singleton_key === tournamentId && (j.state === 'created' || j.state === 'retry'));
const dueIn = (job: { start_after: Date }) => new Date(job.start_after).getTime() - Date.now();
const keyOf = (id: string) => `tournament_open:${id}`;

/** A create/edit body whose registration opens `opensIn` from now (the app's clock). */
function input(opensIn: number, name = 'Later Cup'): TournamentInput {
  const now = clock.now().getTime();
  return tournamentInput(now, {
    name,
    description: 'Opens later.',
    registrationStartDate: iso(now + opensIn),
    competition: { bracketType: 'SINGLE_ELIMINATION', thirdPlaceMatch: false, seeding: 'RANDOM' },
  });
}

async function published(organizer: QuickUser, body: TournamentInput) {
  const created = await app.inject({ method: 'POST', url: '/api/v1/tournaments', headers: organizer.auth, payload: body });
  expect(created.statusCode, created.body).toBe(201);
  const tournament = created.json<Tournament>();
  const res = await app.inject({ method: 'POST', url: `/api/v1/tournaments/${tournament.id}/publish`, headers: organizer.auth });
  expect(res.statusCode, res.body).toBe(200);
  return tournament;
}

const edit = (organizer: QuickUser, id: string, body: TournamentInput) =>
  app.inject({ method: 'PUT', url: `/api/v1/tournaments/${id}`, headers: organizer.auth, payload: body });

/** The job runs now: due by the database's clock, with the app's clock at `at`. */
async function runAt(jobId: string, at: Date): Promise<JobRecord> {
  await app.ctx.database.executeSql('update pgboss.job set start_after = now() where id = $1', [jobId]);
  clock.advance(at.getTime() - clock.now().getTime());
  app.ctx.jobs.wake(OPEN);
  const job = await jobSettled(t, jobId);
  backToNow();
  return job;
}

/** An organizer with a follower, and a tournament follower who blocked the organizer. */
async function audience() {
  const organizer = await quickUser(t, 'org');
  const [fan, blocker] = [await quickUser(t, 'fan'), await quickUser(t, 'blk')];
  expect((await social.follow(fan, organizer.user.id)).statusCode).toBe(201);
  expect((await social.block(blocker, organizer.user.id)).statusCode).toBe(200);
  return { organizer, fan, blocker };
}

describe('registration opening later', () => {
  beforeEach(() => backToNow());

  it('publishing sends a job for the registration start; it tells the followers then, once however often it runs', async () => {
    const { organizer, fan, blocker } = await audience();
    const tournament = await published(organizer, input(DAY));
    expect(await recipientsOf(t, 'tournament_open', keyOf(tournament.id))).toEqual([]);
    const [job] = await waiting(tournament.id);
    expect(job!.data).toEqual({ tournamentId: tournament.id, registrationStartAt: tournament.registrationStartDate });
    expect(Math.abs(dueIn(job!) - DAY)).toBeLessThan(5_000);

    // People follow the tournament meanwhile.
    const follower = await quickUser(t, 'tfol');
    await app.ctx.db.insert(tournamentFollows).values([
      { userId: follower.user.id, tournamentId: tournament.id },
      { userId: blocker.user.id, tournamentId: tournament.id },
    ]);
    const opensAt = new Date(tournament.registrationStartDate);
    expect(await runAt(job!.id, opensAt)).toMatchObject({ state: 'completed' });
    expect(await recipientsOf(t, 'tournament_open', keyOf(tournament.id))).toEqual(sorted([fan.user.id, follower.user.id]));
    const again = await app.ctx.jobs.send(OPEN, job!.data as { tournamentId: string; registrationStartAt: string });
    expect(await runAt(again!, new Date(opensAt.getTime() + MINUTE))).toMatchObject({ state: 'completed' });
    expect(await recipientsOf(t, 'tournament_open', keyOf(tournament.id))).toEqual(sorted([fan.user.id, follower.user.id]));
  });

  it('an edited registration start moves the job; moved to now, registration is announced at once', async () => {
    const { organizer, fan } = await audience();
    const tournament = await published(organizer, input(DAY, 'Moving Cup'));
    const [first] = await waiting(tournament.id);

    const later = await edit(organizer, tournament.id, input(2 * DAY, 'Moving Cup'));
    expect(later.statusCode, later.body).toBe(200);
    expect((await app.ctx.jobs.find(first!.id))!.state).toBe('cancelled');
    const [second] = await waiting(tournament.id);
    expect(second!.data).toEqual({ tournamentId: tournament.id, registrationStartAt: later.json<Tournament>().registrationStartDate });
    expect(Math.abs(dueIn(second!) - 2 * DAY)).toBeLessThan(5_000);
    // An edit that leaves the start alone leaves the job alone.
    expect((await edit(organizer, tournament.id, { ...input(2 * DAY, 'Moving Cup'), registrationStartDate: later.json<Tournament>().registrationStartDate })).statusCode).toBe(200);
    expect((await waiting(tournament.id)).map((j) => j.id)).toEqual([second!.id]);

    // The first start's job, had it run anyway, says nothing: registration starts later now.
    const stale = await app.ctx.jobs.send(OPEN, first!.data as { tournamentId: string; registrationStartAt: string });
    expect(await runAt(stale!, new Date(tournament.registrationStartDate))).toMatchObject({ state: 'completed' });
    expect(await recipientsOf(t, 'tournament_open', keyOf(tournament.id))).toEqual([]);

    const now = await edit(organizer, tournament.id, input(-MINUTE, 'Moving Cup'));
    expect(now.statusCode, now.body).toBe(200);
    expect((await app.ctx.jobs.find(second!.id))!.state).toBe('cancelled');
    expect(await waiting(tournament.id)).toEqual([]);
    expect(await recipientsOf(t, 'tournament_open', keyOf(tournament.id))).toEqual([fan.user.id]);
  });

  it('cancelling the tournament removes the job; one that runs anyway says nothing', async () => {
    const { organizer } = await audience();
    const tournament = await published(organizer, input(HOUR, 'Called Off Cup'));
    const [job] = await waiting(tournament.id);
    const res = await app.inject({ method: 'POST', url: `/api/v1/tournaments/${tournament.id}/cancel`, headers: organizer.auth, payload: { reason: 'No venue.' } });
    expect(res.statusCode, res.body).toBe(200);
    expect((await app.ctx.jobs.find(job!.id))!.state).toBe('cancelled');
    const late = await app.ctx.jobs.send(OPEN, job!.data as { tournamentId: string; registrationStartAt: string });
    expect(await runAt(late!, new Date(tournament.registrationStartDate))).toMatchObject({ state: 'completed' });
    expect(await recipientsOf(t, 'tournament_open', keyOf(tournament.id))).toEqual([]);
  });

  it("looks again at the registration start when the app's clock is behind the database's", async () => {
    const { organizer } = await audience();
    const tournament = await published(organizer, input(HOUR, 'Early Job Cup'));
    const [job] = await waiting(tournament.id);
    expect(await runAt(job!.id, new Date(new Date(tournament.registrationStartDate).getTime() - 10 * MINUTE))).toMatchObject({ state: 'completed' });
    expect(await recipientsOf(t, 'tournament_open', keyOf(tournament.id))).toEqual([]);
    const [again] = await waiting(tournament.id);
    expect(again!.data).toEqual(job!.data);
    expect(Math.abs(dueIn(again!) - 10 * MINUTE)).toBeLessThan(5_000);
  });
});
