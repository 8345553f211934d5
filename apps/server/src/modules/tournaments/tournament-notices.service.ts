import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { runInTransaction } from '../../db/transaction.ts';
import type { Job, Jobs } from '../../platform/jobs/jobs.ts';
import { notifyAudience, type NotifyCtx } from '../notifications/notifications.service.ts';
import { findRegistrationWindow } from './tournaments.repository.ts';

/** What a tournament's own events tell its followers and its organizer's (issue #14), in the transaction of the event. */

interface TournamentRef {
  id: string;
  name: string;
  organizerId: string;
}

const link = (t: TournamentRef) => `/app/tournaments/${t.id}`;

/**
 * Registration opened: the tournament's followers and its organizer's followers hear it, once (the dedupe key
 * makes it safe to run again). Called when a tournament is published with its registration already open, or
 * when an edit moves a published tournament's registration start to now; one whose registration starts later
 * is told by the `tournaments.announce-open` job at that moment (`scheduleTournamentOpen`).
 */
export async function notifyTournamentOpen(ctx: NotifyCtx, tx: Executor, t: TournamentRef): Promise<void> {
  await notifyAudience(ctx, tx, { tournamentFollowers: t.id, followersOf: t.organizerId }, {
    type: 'tournament_open',
    params: { tournament: t.name },
    link: link(t),
    actorId: t.organizerId,
    dedupeKey: `tournament_open:${t.id}`,
  });
}

/**
 * A followed organizer's tournament went live: it started (`start`), or its stream was set while it runs
 * (`stream`). Their followers hear each once per tournament.
 */
export async function notifyOrganizerLive(ctx: NotifyCtx, tx: Executor, t: TournamentRef, cause: 'start' | 'stream'): Promise<void> {
  await notifyAudience(ctx, tx, { followersOf: t.organizerId }, {
    type: 'organizer_live',
    params: { tournament: t.name, ...(cause === 'stream' ? { variant: 'stream' } : {}) },
    link: link(t),
    actorId: t.organizerId,
    dedupeKey: `organizer_live:${t.id}:${cause}`,
  });
}

const OPEN_JOB = 'tournaments.announce-open';

/** Seconds from `now` to `at`, rounded up. */
const secondsUntil = (at: Date, now: Date) => Math.max(0, Math.ceil((at.getTime() - now.getTime()) / 1000));

/**
 * A published tournament's registration start, as the job that announces it, in the caller's transaction and in
 * place of the one sent before (an edited start moves it). None when registration is already open.
 */
export async function scheduleTournamentOpen(
  tx: Executor,
  ctx: { jobs: Pick<Jobs, 'send' | 'cancelByKey'>; now: () => Date },
  t: { id: string; registrationStartAt: Date },
): Promise<void> {
  await ctx.jobs.cancelByKey(OPEN_JOB, t.id, tx);
  const now = ctx.now();
  if (t.registrationStartAt <= now) return;
  const data = { tournamentId: t.id, registrationStartAt: t.registrationStartAt.toISOString() };
  await ctx.jobs.send(OPEN_JOB, data, { singletonKey: t.id, startAfter: secondsUntil(t.registrationStartAt, now) }, tx);
}

/** The tournament was cancelled or started: its registration opening is not announced. */
export async function cancelTournamentOpen(tx: Executor, jobs: Pick<Jobs, 'cancelByKey'>, tournamentId: string): Promise<void> {
  await jobs.cancelByKey(OPEN_JOB, tournamentId, tx);
}

/**
 * The `tournaments.announce-open` job. Reads the tournament again: nothing when it is no longer open for
 * registration (cancelled, started), its registration start moved later than this job's (that one has its own
 * job) or its registration already closed; when by the app's clock the start has not come yet (a clock behind the
 * database's), it looks again then.
 */
export function createTournamentOpenJob(ctx: Pick<AppContext, 'db' | 'now' | 'realtime' | 'jobs'>) {
  return async ({ data }: Job<typeof OPEN_JOB>) => {
    const now = ctx.now();
    const notYetUntil = await runInTransaction(ctx.db, async (tx) => {
      const t = await findRegistrationWindow(tx, data.tournamentId);
      if (!t || t.status !== 'OPEN_FOR_REGISTRATION' || t.registrationStartAt > new Date(data.registrationStartAt)) return null;
      if (t.registrationEndAt <= now) return null;
      if (t.registrationStartAt > now) return t.registrationStartAt;
      await notifyTournamentOpen(ctx, tx, t);
      return null;
    });
    if (notYetUntil) await ctx.jobs.send(OPEN_JOB, data, { singletonKey: data.tournamentId, startAfter: secondsUntil(notYetUntil, now) });
  };
}
