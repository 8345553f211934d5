import type { Match } from '@clutch/contract/competition';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { runInTransaction } from '../../db/transaction.ts';
import { conflict, forbidden } from '../../lib/app-error.ts';
import type { Job } from '../../platform/jobs/jobs.ts';
import { notify, notifyAudience } from '../notifications/notifications.service.ts';
import { findMatchTournamentId, sidesOf, type MatchSide } from './competition.repository.ts';
import { announceMatches } from './live-events.ts';
import { CHECK_IN_JOB, secondsUntil } from './match-check-in-window.ts';
import {
  checkedInRegistrations,
  deleteCheckIn,
  insertCheckIn,
  lockMatchRow,
  markCheckInMissed,
  teamsOfRegistrations,
} from './match-check-in.repository.ts';
import { matchViewsByIds } from './match-views.ts';
import type { MatchRow } from './matches.repository.ts';
import { acceptDueReports } from './report-acceptance.ts';
import { findOpenReport } from './reports.repository.ts';
import { assertInProgress, lockCompetition, recordResult, type LockedCompetition } from './result-change.ts';
import { matchNotFound } from './results.service.ts';
import type { ReadsOf } from '../tournaments/tournament-lock.service.ts';

/** Cancelling a tournament drops its matches' check-in jobs (the organizer module calls it). */
export { cancelMatchCheckIns } from './match-check-in-window.ts';

/**
 * Match check-in (issue #16 item 4). Within a match's window (match-check-in-window.ts) each side's captain checks
 * the side in, or undoes it. The `matches.check-in` job announces the opening to both sides' players and, when the
 * window closes, decides under the tournament's lock and the match's row lock: the side that did not check in
 * forfeits (the organizer's forfeit path: engine, audit 'FORFEIT', live update, notifications), a match neither
 * side checked in for is marked for the organizer, who is told; with both in, nothing happens. A result entered
 * first leaves the job nothing to do; a result entered after the forfeit finds the match played.
 */

type Ctx = Pick<AppContext, 'db' | 'now' | 'realtime' | 'jobs' | 'readCache'>;

/** Locks the match's tournament (the competition), then the match's row: the lock order every result change takes. */
async function lockMatch(tx: Executor, reads: ReadsOf, matchId: string): Promise<{ comp: LockedCompetition; match: MatchRow }> {
  const tournamentId = await findMatchTournamentId(tx, matchId);
  if (!tournamentId) throw matchNotFound();
  const comp = await lockCompetition(tx, tournamentId, reads);
  const match = await lockMatchRow(tx, matchId);
  if (!match) throw matchNotFound();
  return { comp, match };
}

function assertWindowOpen(comp: LockedCompetition, match: MatchRow, now: Date) {
  if (comp.tournament.matchCheckInMinutes === 0) throw conflict('This tournament has no match check-in.', 'MATCH_CHECK_IN_DISABLED');
  assertInProgress(comp.tournament, 'Match check-in is possible');
  if (match.status === 'FINISHED') throw conflict('Check-in is closed: this match already has a result.', 'MATCH_CHECK_IN_CLOSED');
  if (!match.checkInOpensAt || !match.checkInClosesAt) throw conflict('This match is waiting for its teams.', 'MATCH_NOT_READY');
  if (now >= match.checkInClosesAt) throw conflict(`Check-in for this match closed at ${match.checkInClosesAt.toISOString()}.`, 'MATCH_CHECK_IN_CLOSED');
  if (now < match.checkInOpensAt) throw conflict(`Check-in for this match opens at ${match.checkInOpensAt.toISOString()}.`, 'MATCH_CHECK_IN_NOT_OPEN');
}

const names = (sides: MatchSide[]) => ({
  home: sides.find((s) => s.slot === 1)?.teamName ?? '',
  away: sides.find((s) => s.slot === 2)?.teamName ?? '',
});

export function createMatchCheckInService(ctx: Ctx) {
  /** Checks the actor's side in (or out), under the locks; repeating it answers the same. */
  async function setCheckedIn(matchId: string, actorId: string, checkedIn: boolean): Promise<Match> {
    const { tournamentId, changed } = await runInTransaction(ctx.db, async (tx) => {
      const { comp, match } = await lockMatch(tx, ctx, matchId);
      const mine = (await sidesOf(tx, match.id)).find((s) => s.captainId === actorId && s.teamRegistrationId !== null);
      if (!mine) throw forbidden("Only the captains of this match's teams can check in for it.", 'NOT_MATCH_CAPTAIN');
      const now = ctx.now();
      assertWindowOpen(comp, match, now);
      const registrationId = mine.teamRegistrationId!;
      const changed = checkedIn
        ? await insertCheckIn(tx, { matchId: match.id, teamRegistrationId: registrationId, checkedInBy: actorId, checkedInAt: now })
        : await deleteCheckIn(tx, match.id, registrationId);
      return { tournamentId: comp.tournament.id, changed };
    });
    // Both sides' views and the organizer's show the new state live; a repeat changed nothing to announce.
    const [view] = changed ? await announceMatches(ctx, tournamentId, [matchId], false) : await matchViewsByIds(ctx.db, [matchId]);
    if (!view) throw matchNotFound();
    return view;
  }

  return {
    checkIn: (matchId: string, actorId: string) => setCheckedIn(matchId, actorId, true),
    undoCheckIn: (matchId: string, actorId: string) => setCheckedIn(matchId, actorId, false),
  };
}

interface Outcome {
  tournamentId: string;
  changed: string[];
  standings: boolean;
  /** The job's next step (the close after the opening, or the opening when the app's clock is early). */
  next?: Date;
}

/** Both sides' players hear the window opened, each side with a link to its own ticket. */
async function announceOpening(ctx: Ctx, tx: Executor, comp: LockedCompetition, match: MatchRow, sides: MatchSide[], data: Job<typeof CHECK_IN_JOB>['data']) {
  const teams = await teamsOfRegistrations(tx, sides.map((s) => s.teamRegistrationId!));
  for (const side of sides) {
    const teamId = teams.get(side.teamRegistrationId!);
    await notifyAudience(ctx, tx, { registrations: [side.teamRegistrationId!] }, {
      type: 'check_in_open',
      params: { variant: 'match', tournament: comp.tournament.name, ...names(sides), minutes: comp.tournament.matchCheckInMinutes },
      link: teamId ? `/app/tickets/${teamId}` : `/app/tournaments/${comp.tournament.id}?tab=matches`,
      dedupeKey: `check_in_open:match:${match.id}:${data.opensAt}:${side.slot}`,
    });
  }
}

/** The window closed: the absent side forfeits, or the organizer is asked to decide when nobody came. */
async function close(ctx: Ctx, tx: Executor, comp: LockedCompetition, locked: MatchRow, now: Date): Promise<Outcome> {
  const t = comp.tournament;
  // Reports nobody answered in time are accepted first, as before any result (ADR 005); one may be this match's.
  const accepted = await acceptDueReports(ctx, tx, comp, now);
  const outcome = { tournamentId: t.id, changed: accepted, standings: accepted.length > 0 };
  const match = accepted.length > 0 ? await lockMatchRow(tx, locked.id) : locked;
  if (!match || match.status !== 'SCHEDULED') return outcome;
  // A captain's report says the match is being played: it decides, not the check-in.
  if (await findOpenReport(tx, match.id)) return outcome;
  const sides = await sidesOf(tx, match.id);
  const checked = await checkedInRegistrations(tx, match.id);
  const absent = sides.filter((s) => !checked.has(s.teamRegistrationId!));
  if (absent.length === 0) return outcome;
  if (absent.length === sides.length) {
    if (match.checkInMissedAt) return outcome;
    await markCheckInMissed(tx, match.id, now);
    await notify(ctx, tx, {
      userId: t.organizerId,
      type: 'check_in_open',
      params: { variant: 'missed', tournament: t.name, ...names(sides) },
      link: `/app/organizer/${t.id}?tab=matches`,
      dedupeKey: `check_in_missed:${match.id}:${match.checkInClosesAt!.toISOString()}`,
    });
    return { ...outcome, changed: [...accepted, match.id] };
  }
  const note = `Did not check in before ${match.checkInClosesAt!.toISOString()}.`;
  const changed = await recordResult(tx, comp, match, { forfeit: absent[0]!.slot === 1 ? 1 : 2 }, { ctx, correction: false, action: 'FORFEIT', actorId: null, note, now });
  return { tournamentId: t.id, changed: [...accepted, ...changed], standings: true };
}

/**
 * The `matches.check-in` job. Nothing when the match is gone, played, its window moved (the new one has its own
 * job) or its tournament no longer runs. Before the opening (the app's clock behind the database's) it looks again
 * then; inside the window it announces it and sends itself for the close; after the close it decides.
 */
export function createMatchCheckInJob(ctx: Ctx) {
  return async ({ data }: Job<typeof CHECK_IN_JOB>) => {
    const now = ctx.now();
    const opensAt = new Date(data.opensAt);
    const closesAt = new Date(data.closesAt);
    const outcome = await runInTransaction(ctx.db, async (tx): Promise<Outcome | null> => {
      const tournamentId = await findMatchTournamentId(tx, data.matchId);
      if (!tournamentId) return null;
      const comp = await lockCompetition(tx, tournamentId, ctx);
      const match = await lockMatchRow(tx, data.matchId);
      if (!match || match.status !== 'SCHEDULED' || comp.tournament.status !== 'IN_PROGRESS') return null;
      if (match.checkInOpensAt?.toISOString() !== data.opensAt || match.checkInClosesAt?.toISOString() !== data.closesAt) return null;
      const sides = await sidesOf(tx, match.id);
      if (sides.length < 2 || sides.some((s) => s.teamRegistrationId === null)) return null;
      if (now < opensAt) return { tournamentId, changed: [], standings: false, next: opensAt };
      if (now < closesAt) {
        await announceOpening(ctx, tx, comp, match, sides, data);
        await ctx.jobs.send(CHECK_IN_JOB, data, { singletonKey: data.matchId, startAfter: secondsUntil(closesAt, now) }, tx);
        return null;
      }
      return close(ctx, tx, comp, match, now);
    });
    if (!outcome) return;
    if (outcome.next) {
      await ctx.jobs.send(CHECK_IN_JOB, data, { singletonKey: data.matchId, startAfter: secondsUntil(outcome.next, now) });
      return;
    }
    await announceMatches(ctx, outcome.tournamentId, outcome.changed, outcome.standings);
  };
}
