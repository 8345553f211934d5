import type { BracketSide, Match, MatchStage } from '@clutch/contract/competition';
import type { AppContext } from '../../context.ts';
import { runInTransaction } from '../../db/transaction.ts';
import { notFound } from '../../lib/app-error.ts';
import { matchViewsByIds } from './match-views.ts';
import { findMatchRow, updateMatchSchedule, updateRoundSchedule } from './competition.repository.ts';
import { announceMatchViews } from './live-events.ts';
import { syncMatchCheckIns } from './match-check-in-window.ts';
import { rescheduleMatchReminders } from './match-reminders.service.ts';
import { lockAsOrganizer } from './organizer-access.ts';
import { assertInProgress } from './result-change.ts';
import { matchNotFound } from './results.service.ts';

type Ctx = Pick<AppContext, 'db' | 'now' | 'realtime' | 'jobs' | 'readCache'>;

export interface MatchSchedule {
  starteDate?: string | null;
  bestOf?: number;
  region?: string;
  details?: string | null;
}

export interface RoundSchedule {
  stage: MatchStage;
  bracket: BracketSide | null;
  group: string | null;
  round: number;
  starteDate?: string | null;
  bestOf?: number;
}

/** Only the fields sent change; `starteDate: null` clears the time. */
function patchOf(body: MatchSchedule, now: Date) {
  return {
    ...(body.starteDate !== undefined ? { scheduledAt: body.starteDate === null ? null : new Date(body.starteDate) } : {}),
    ...(body.bestOf !== undefined ? { bestOf: body.bestOf } : {}),
    ...(body.region !== undefined ? { region: body.region } : {}),
    ...(body.details !== undefined ? { details: body.details } : {}),
    updatedAt: now,
  };
}

export function createScheduleService(ctx: Ctx) {
  const { db } = ctx;

  async function announce(tournamentId: string, ids: string[]) {
    const views = await matchViewsByIds(db, ids);
    announceMatchViews(ctx, tournamentId, views);
    return views;
  }

  return {
    /** One match's time, best-of, server region and details (the organizer's, while the tournament runs). */
    async updateMatch(actorId: string, matchId: string, body: MatchSchedule): Promise<Match> {
      const tournamentId = await runInTransaction(db, async (tx) => {
        const found = await findMatchRow(tx, matchId);
        if (!found) throw matchNotFound();
        const { tournament } = await lockAsOrganizer(tx, ctx, found.tournamentId, actorId);
        assertInProgress(tournament, 'The schedule can change');
        if (!(await updateMatchSchedule(tx, matchId, patchOf(body, ctx.now())))) throw matchNotFound();
        // A new time moves the reminder (none for a cleared time) and opens a new check-in window.
        if (body.starteDate !== undefined) {
          await rescheduleMatchReminders(tx, ctx, [matchId]);
          await syncMatchCheckIns(tx, ctx, [matchId], new Set([matchId]));
        }
        return tournament.id;
      });
      const [view] = await announce(tournamentId, [matchId]);
      return view!;
    },

    /** Every match of one round (of a stage, bracket and group) at once. */
    async updateRound(actorId: string, tournamentId: string, body: RoundSchedule): Promise<Match[]> {
      const ids = await runInTransaction(db, async (tx) => {
        const { tournament } = await lockAsOrganizer(tx, ctx, tournamentId, actorId);
        assertInProgress(tournament, 'The schedule can change');
        const updated = await updateRoundSchedule(tx, tournamentId, body, patchOf(body, ctx.now()));
        if (updated.length === 0) throw notFound('This tournament has no matches in that round.', 'ROUND_NOT_FOUND');
        if (body.starteDate !== undefined) {
          await rescheduleMatchReminders(tx, ctx, updated);
          await syncMatchCheckIns(tx, ctx, updated, new Set(updated));
        }
        return updated;
      });
      return announce(tournamentId, ids);
    },
  };
}
