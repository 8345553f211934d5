import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { runInTransaction } from '../../db/transaction.ts';
import type { Job, Jobs } from '../../platform/jobs/jobs.ts';
import { withLockedTournament } from '../tournaments/tournament-lock.service.ts';
import { holdExpiresAt } from './registration-view.ts';
import { findRegistrationRecord } from './registrations.repository.ts';

const JOB = 'registrations.expire-hold';

/** Seconds from `now` to `at`, rounded up, plus one so the hold has certainly run out when the job runs. */
const secondsUntil = (at: Date, now: Date) => Math.max(0, Math.ceil((at.getTime() - now.getTime()) / 1000)) + 1;

/**
 * A registration waiting for its entry fee: its hold's expiry as a job, committed with the registration in the
 * caller's transaction. A registration revived later gets a new one in place of the old (found by its id).
 */
export async function scheduleHoldExpiry(
  tx: Executor,
  jobs: Pick<Jobs, 'send' | 'cancelByKey'>,
  registration: { id: string; tournamentId: string; createdAt: Date },
  holdMs: number,
  now: Date,
) {
  await jobs.cancelByKey(JOB, registration.id, tx);
  const expiresAt = new Date(registration.createdAt.getTime() + holdMs);
  await jobs.send(JOB, { registrationId: registration.id, tournamentId: registration.tournamentId }, { startAfter: secondsUntil(expiresAt, now), singletonKey: registration.id }, tx);
}

/**
 * The `registrations.expire-hold` job: cancels the tournament's registrations whose hold ran out, under the
 * tournament's lock, as every registration write also does on its way (ADR 003; that lazy path stays, so a
 * count never includes a hold whose job is late). If by the app's clock this one's hold has not run out yet
 * (a clock behind the database's), it looks again when it does.
 */
export function createHoldExpiryJob(ctx: Pick<AppContext, 'db' | 'now' | 'config' | 'jobs' | 'readCache'>) {
  const holdMs = ctx.config.registration.holdMs;
  return async ({ data }: Job<typeof JOB>) => {
    const now = ctx.now();
    const stillHeldUntil = await runInTransaction(ctx.db, async (tx) => {
      await withLockedTournament(tx, data.tournamentId, ctx, { now, holdMs });
      const registration = await findRegistrationRecord(tx, data.registrationId);
      const until = registration ? holdExpiresAt(registration, holdMs) : null;
      return until && until > now ? until : null;
    });
    if (stillHeldUntil) {
      await ctx.jobs.send(JOB, data, { startAfter: secondsUntil(stillHeldUntil, now), singletonKey: data.registrationId });
    }
  };
}
