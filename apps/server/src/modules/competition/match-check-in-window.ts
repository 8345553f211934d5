import type { Executor } from '../../db/client.ts';
import { afterCommit } from '../../db/transaction.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import { deleteCheckIns, findCheckInFacts, setCheckInWindow, type CheckInFacts } from './match-check-in.repository.ts';
import { matchIdsOf } from './competition.repository.ts';

/**
 * Match check-in's window (issue #16 item 4). When a match's sides are known, its window opens at its scheduled
 * time (at once when it has none, or when that time is past) and lasts the tournament's `matchCheckInMinutes`.
 * One `matches.check-in` job per match, keyed by the match, sent in the transaction that fixes the window: it
 * announces the opening, then closes the window (modules/competition/match-check-in.service.ts). A new time or
 * new sides open a new window (the old check-ins no longer count); a result, a forfeit or the tournament's
 * cancellation only cancels the job, and a played match keeps its window and check-ins as they were.
 */

export const CHECK_IN_JOB = 'matches.check-in';
const MINUTE = 60_000;

export interface CheckInWindowCtx {
  jobs: Pick<Jobs, 'send' | 'cancelByKey' | 'wake'>;
  now: () => Date;
}

/** Seconds from `now` to `at`, rounded up; 0 for a moment already past. */
export const secondsUntil = (at: Date, now: Date) => Math.max(0, Math.ceil((at.getTime() - now.getTime()) / 1000));

const wantsWindow = (m: CheckInFacts) => m.minutes > 0 && m.status === 'SCHEDULED' && !m.bye && m.sidesKnown;

/** The window a match gets now: from its time, never from before now (a window already over helps nobody). */
export function windowFrom(scheduledAt: Date | null, minutes: number, now: Date) {
  const opensAt = scheduledAt && scheduledAt > now ? scheduledAt : now;
  return { opensAt, closesAt: new Date(opensAt.getTime() + minutes * MINUTE) };
}

/**
 * Brings these matches' windows up to date in the caller's transaction. `renew` holds the matches whose time or
 * sides just changed: they get a new window even if they had one. The others keep theirs; a match that has just
 * become ready gets its first.
 */
export async function syncMatchCheckIns(tx: Executor, ctx: CheckInWindowCtx, matchIds: string[], renew: ReadonlySet<string> = new Set()) {
  const ids = [...new Set(matchIds)];
  if (ids.length === 0) return;
  await syncCheckInWindows(tx, ctx, await findCheckInFacts(tx, ids), renew);
}

/** syncMatchCheckIns with the matches' facts already read in this transaction (one match once). */
export async function syncCheckInWindows(tx: Executor, ctx: CheckInWindowCtx, facts: CheckInFacts[], renew: ReadonlySet<string> = new Set()) {
  const now = ctx.now();
  let due = false;
  for (const m of facts) {
    if (!wantsWindow(m)) {
      if (m.opensAt === null) continue;
      await ctx.jobs.cancelByKey(CHECK_IN_JOB, m.id, tx);
      // A played match keeps the record of who checked in; one that lost a side (a correction) starts over.
      if (m.status !== 'FINISHED') {
        await setCheckInWindow(tx, m.id, null);
        await deleteCheckIns(tx, m.id);
      }
      continue;
    }
    if (m.opensAt !== null && !renew.has(m.id)) continue;
    const window = windowFrom(m.scheduledAt, m.minutes, now);
    await ctx.jobs.cancelByKey(CHECK_IN_JOB, m.id, tx);
    await setCheckInWindow(tx, m.id, window);
    await deleteCheckIns(tx, m.id);
    await ctx.jobs.send(
      CHECK_IN_JOB,
      { matchId: m.id, opensAt: window.opensAt.toISOString(), closesAt: window.closesAt.toISOString() },
      { singletonKey: m.id, startAfter: secondsUntil(window.opensAt, now) },
      tx,
    );
    if (window.opensAt <= now) due = true;
  }
  if (due) afterCommit(tx, () => ctx.jobs.wake(CHECK_IN_JOB));
}

/** A cancelled tournament: no window of its matches opens or closes. */
export async function cancelMatchCheckIns(tx: Executor, jobs: Pick<Jobs, 'cancelByKey'>, tournamentId: string) {
  await jobs.cancelByKey(CHECK_IN_JOB, await matchIdsOf(tx, tournamentId), tx);
}
