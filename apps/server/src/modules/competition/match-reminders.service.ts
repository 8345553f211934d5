import { MATCH_REMINDER_MINUTES } from '@clutch/contract/notifications';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { afterCommit, runInTransaction } from '../../db/transaction.ts';
import type { Job, Jobs } from '../../platform/jobs/jobs.ts';
import { notifyAudience } from '../notifications/notifications.service.ts';
import { findMatchWithTournament, findReminderFacts, matchIdsOf, sidesOf } from './competition.repository.ts';

/**
 * Match reminders (issue #14 item 7): `MATCH_REMINDER_MINUTES` before a match, both sides' players hear that it
 * starts soon. One `matches.remind` job per match, keyed by the match's id, sent in the transaction that gives the
 * match its time or its sides (a start, a result that fills the next match, the organizer's rescheduling) and
 * cancelled in the one that ends it (a result, a forfeit, the tournament's cancellation). The job checks again
 * when it runs, and notifies under a key of the match and the start it was for: a retried job says nothing more,
 * a moved match is announced once for its new time.
 */

const JOB = 'matches.remind';
const LEAD_MS = MATCH_REMINDER_MINUTES * 60_000;

export interface ReminderCtx {
  jobs: Pick<Jobs, 'sendMany' | 'cancelByKey' | 'wake'>;
  now: () => Date;
}

/** What a match's reminder depends on. */
export interface ReminderFacts {
  id: string;
  status: string;
  bye: boolean;
  scheduledAt: Date | null;
  /** Every side has its entrant (none waits for the winner of another match). */
  sidesKnown: boolean;
}

const remindAt = (scheduledAt: Date) => new Date(scheduledAt.getTime() - LEAD_MS);

/** Seconds from `now` to `at`, rounded up; 0 for a moment already past. */
const secondsUntil = (at: Date, now: Date) => Math.max(0, Math.ceil((at.getTime() - now.getTime()) / 1000));

/** Still to be played, between known sides, at a time not yet come: within the quarter of an hour it is reminded at once. */
const wantsReminder = (m: ReminderFacts, now: Date): m is ReminderFacts & { scheduledAt: Date } =>
  m.status === 'SCHEDULED' && !m.bye && m.sidesKnown && m.scheduledAt !== null && m.scheduledAt > now;

/** Sends the reminders these matches want, in the caller's transaction. */
export async function scheduleMatchReminders(tx: Executor, ctx: ReminderCtx, facts: ReminderFacts[]) {
  const now = ctx.now();
  const due = facts.filter((m) => wantsReminder(m, now));
  if (due.length === 0) return;
  await ctx.jobs.sendMany(
    JOB,
    due.map((m) => ({
      data: { matchId: m.id, scheduledAt: m.scheduledAt.toISOString() },
      options: { singletonKey: m.id, startAfter: secondsUntil(remindAt(m.scheduledAt), now) },
    })),
    tx,
  );
  if (due.some((m) => remindAt(m.scheduledAt) <= now)) afterCommit(tx, () => ctx.jobs.wake(JOB));
}

/**
 * Matches whose time, sides or status may have changed (or that are gone): each one's waiting reminder is
 * cancelled and the one it wants now is sent, in the caller's transaction.
 */
export async function rescheduleMatchReminders(tx: Executor, ctx: ReminderCtx, matchIds: string[], facts?: ReminderFacts[]) {
  const ids = [...new Set(matchIds)];
  if (ids.length === 0) return;
  await ctx.jobs.cancelByKey(JOB, ids, tx);
  // `facts`, when given, were read in this transaction after the change (the ones of these matches that still exist).
  await scheduleMatchReminders(tx, ctx, facts ?? (await findReminderFacts(tx, ids)));
}

/** A cancelled tournament: none of its matches is reminded. */
export async function cancelMatchReminders(tx: Executor, jobs: Pick<Jobs, 'cancelByKey'>, tournamentId: string) {
  await jobs.cancelByKey(JOB, await matchIdsOf(tx, tournamentId), tx);
}

/**
 * The `matches.remind` job. Nothing when the match is gone, moved (its new time has its own job), played, started
 * or its tournament is no longer running; when by the app's clock it is still too early (a clock behind the
 * database's), it looks again at the right time.
 */
export function createMatchReminderJob(ctx: Pick<AppContext, 'db' | 'now' | 'realtime' | 'jobs'>) {
  return async ({ data }: Job<typeof JOB>) => {
    const now = ctx.now();
    const tooEarlyUntil = await runInTransaction(ctx.db, async (tx) => {
      const match = await findMatchWithTournament(tx, data.matchId);
      if (!match?.scheduledAt || match.scheduledAt.toISOString() !== data.scheduledAt) return null;
      if (match.status !== 'SCHEDULED' || match.bye || match.tournamentStatus !== 'IN_PROGRESS' || match.scheduledAt <= now) return null;
      const at = remindAt(match.scheduledAt);
      if (at > now) return at;
      const sides = await sidesOf(tx, match.id);
      const registrations = sides.flatMap((s) => (s.teamRegistrationId ? [s.teamRegistrationId] : []));
      if (registrations.length < 2 || registrations.length < sides.length) return null;
      const minutes = Math.ceil((match.scheduledAt.getTime() - now.getTime()) / 60_000);
      await notifyAudience(ctx, tx, { registrations }, {
        type: 'match_starting',
        params: { tournament: match.tournamentName, minutes, ...reminderSides(match, sides, minutes) },
        link: `/app/tournaments/${match.tournamentId}?tab=matches`,
        dedupeKey: `match_starting:${match.id}:${data.scheduledAt}`,
      });
      return null;
    });
    if (tooEarlyUntil) await ctx.jobs.send(JOB, data, { singletonKey: data.matchId, startAfter: secondsUntil(tooEarlyUntil, now) });
  };
}

/**
 * Who plays, as the reminder names them: "{home} vs {away}" for a two-sided match; a free-for-all game has a
 * whole lobby, so it names the lobby (or the final), the game and how many entrants play it.
 */
export function reminderSides(
  match: { stage: string; groupLabel: string | null; round: number },
  sides: { slot: number; teamName: string | null }[],
  minutes: number,
): Record<string, string | number> {
  // Sides known in the last minute (or a reminder run late): "about to start", not "in 0 minutes".
  const soon = minutes <= 1;
  if (match.stage === 'LOBBY' || match.stage === 'FINAL') {
    const kind = match.stage === 'FINAL' ? 'final' : 'lobby';
    return { lobby: match.groupLabel ?? '', game: match.round, entrants: sides.length, variant: soon ? `${kind}_now` : kind };
  }
  const name = (slot: number) => sides.find((s) => s.slot === slot)?.teamName ?? '';
  return { home: name(1), away: name(2), ...(soon ? { variant: 'now' } : {}) };
}
