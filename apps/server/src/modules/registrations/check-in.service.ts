import { tournamentRoom } from '@clutch/contract/realtime';
import type { RegistrationDetail } from '@clutch/contract/teams';
import type { TournamentStatus } from '@clutch/contract/tournaments';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { runInTransaction } from '../../db/transaction.ts';
import { conflict, forbidden } from '../../lib/app-error.ts';
import type { Job, Jobs } from '../../platform/jobs/jobs.ts';
import { notifyAudience, type NotifyCtx } from '../notifications/notifications.service.ts';
import { withLockedTournament } from '../tournaments/tournament-lock.service.ts';
import { lockForRegistration, type LockedTournament } from './register-team.service.ts';
import { acceptedRegistrationIds, entryOf, findRegistration, rejectNotCheckedIn, updateRegistration } from './registrations.repository.ts';
import { registrationDetail } from './registrations.service.ts';

/**
 * Tournament check-in (issue #16): `checkInMinutes` before the start the window opens; it closes at the start
 * (the organizer's start, or the start date, whichever comes first). Only entrants who checked in are in the
 * structure (the competition module's start); the others are turned away as no-shows.
 */

const MINUTE = 60_000;
const OPEN_JOB = 'tournaments.check-in-open';

export const NO_SHOW_REASON = 'Did not check in before the start.';

/** When check-in opens; null when the tournament has none. */
export const checkInOpensAt = (t: { startAt: Date; checkInMinutes: number }): Date | null =>
  t.checkInMinutes > 0 ? new Date(t.startAt.getTime() - t.checkInMinutes * MINUTE) : null;

function assertWindowOpen(t: LockedTournament, now: Date) {
  const opensAt = checkInOpensAt(t);
  if (!opensAt) throw conflict('This tournament has no check-in.', 'CHECK_IN_DISABLED');
  if (t.status !== 'OPEN_FOR_REGISTRATION' || now >= t.startAt) {
    const closedAt = t.startedAt && t.startedAt < t.startAt ? t.startedAt : t.startAt;
    if (t.status === 'CANCELLED') throw conflict('Check-in is closed: the tournament was cancelled.', 'CHECK_IN_CLOSED');
    throw conflict(`Check-in closed at ${closedAt.toISOString()}, when the tournament started.`, 'CHECK_IN_CLOSED');
  }
  if (now < opensAt) throw conflict(`Check-in opens at ${opensAt.toISOString()}.`, 'CHECK_IN_NOT_OPEN');
}

type Ctx = Pick<AppContext, 'db' | 'now' | 'config' | 'realtime' | 'readCache'>;

export function createCheckInService(ctx: Ctx) {
  const holdMs = ctx.config.registration.holdMs;

  /** Checks the actor's entry in (`checkedIn`) or undoes it, under the tournament's lock; the same answer when repeated. */
  async function setCheckedIn(tournamentId: string, actorId: string, checkedIn: boolean): Promise<RegistrationDetail> {
    const { detail, changed, status } = await runInTransaction(ctx.db, async (tx) => {
      const now = ctx.now();
      const tournament = await lockForRegistration(tx, tournamentId, now, holdMs, ctx);
      // The window first: once the tournament started, a no-show (whose players were freed) hears that check-in closed.
      assertWindowOpen(tournament, now);
      const registrationId = await entryOf(tx, tournament.id, actorId);
      if (!registrationId) throw forbidden('You are not entered in this tournament.', 'NOT_ENTERED');
      const registration = (await findRegistration(tx, registrationId))!;
      if (registration.captain.id !== actorId) throw forbidden('Only the team captain can check the team in.', 'NOT_TEAM_CAPTAIN');
      if (registration.requestStatus !== 'ACCEPTED') {
        throw conflict(`Only an accepted registration can check in; this one is ${registration.requestStatus}.`, 'REGISTRATION_NOT_ACCEPTED');
      }
      const changed = checkedIn !== (registration.checkedInAt !== null);
      if (changed) await updateRegistration(tx, registrationId, { checkedInAt: checkedIn ? now : null });
      return { detail: await registrationDetail(tx, registrationId, actorId, holdMs), changed, status: tournament.status as TournamentStatus };
    });
    // The organizer's registrations and the team's other players refetch what they show of the tournament.
    if (changed) ctx.realtime.emitToRoom(tournamentRoom(tournamentId), 'tournament:updated', { tournamentId, status });
    return detail;
  }

  return {
    checkIn: (tournamentId: string, actorId: string) => setCheckedIn(tournamentId, actorId, true),
    undoCheckIn: (tournamentId: string, actorId: string) => setCheckedIn(tournamentId, actorId, false),
  };
}

/** Seconds from `now` to `at`, rounded up. */
const secondsUntil = (at: Date, now: Date) => Math.max(0, Math.ceil((at.getTime() - now.getTime()) / 1000));

/**
 * The job that announces a tournament's check-in at its opening, in the caller's transaction and in place of the
 * one sent before (a moved start or another `checkInMinutes` moves it). None when the tournament has no check-in;
 * at once when the window is already open.
 */
export async function scheduleCheckInOpen(
  tx: Executor,
  ctx: { jobs: Pick<Jobs, 'send' | 'cancelByKey'>; now: () => Date },
  t: { id: string; startAt: Date; checkInMinutes: number },
): Promise<void> {
  await ctx.jobs.cancelByKey(OPEN_JOB, t.id, tx);
  const opensAt = checkInOpensAt(t);
  const now = ctx.now();
  if (!opensAt || t.startAt <= now) return;
  await ctx.jobs.send(OPEN_JOB, { tournamentId: t.id, opensAt: opensAt.toISOString() }, { singletonKey: t.id, startAfter: secondsUntil(opensAt, now) }, tx);
}

/** The tournament was cancelled or started: its check-in is not announced. */
export async function cancelCheckInOpen(tx: Executor, jobs: Pick<Jobs, 'cancelByKey'>, tournamentId: string): Promise<void> {
  await jobs.cancelByKey(OPEN_JOB, tournamentId, tx);
}

/**
 * The `tournaments.check-in-open` job: every player of every accepted entrant hears that check-in is open, once per
 * opening. Reads the tournament again: nothing when it is no longer open, its check-in moved (that opening has its
 * own job) or already closed; when by the app's clock the opening has not come yet, it looks again then.
 */
export function createCheckInOpenJob(ctx: NotifyCtx & Pick<AppContext, 'db' | 'now' | 'jobs' | 'readCache'>) {
  return async ({ data }: Job<typeof OPEN_JOB>) => {
    const now = ctx.now();
    const notYetUntil = await runInTransaction(ctx.db, async (tx) => {
      const t = await withLockedTournament(tx, data.tournamentId, ctx);
      const opensAt = t && checkInOpensAt(t);
      if (!t || !opensAt || t.status !== 'OPEN_FOR_REGISTRATION' || opensAt.toISOString() !== data.opensAt || t.startAt <= now) return null;
      if (opensAt > now) return opensAt;
      const accepted = await acceptedRegistrationIds(tx, t.id);
      if (accepted.length === 0) return null;
      await notifyAudience(ctx, tx, { registrations: accepted }, {
        type: 'check_in_open',
        params: { tournament: t.name },
        link: `/app/tournaments/${t.id}`,
        actorId: t.organizerId,
        dedupeKey: `check_in_open:${t.id}:${data.opensAt}`,
      });
      return null;
    });
    if (notYetUntil) await ctx.jobs.send(OPEN_JOB, data, { singletonKey: data.tournamentId, startAfter: secondsUntil(notYetUntil, now) });
  };
}

/**
 * At the start of a tournament with check-in, under its lock: the accepted entrants who did not check in, turned
 * away as no-shows (REJECTED with `NO_SHOW_REASON`, players freed, a paid fee kept: no refund for a no-show).
 * Returns their ids.
 */
export const rejectNoShows = (tx: Executor, tournamentId: string, now: Date): Promise<string[]> =>
  rejectNotCheckedIn(tx, tournamentId, NO_SHOW_REASON, now);
