import type { TournamentStatus } from '@clutch/contract/tournaments';
import type { AppContext } from '../../context.ts';
import { afterCommit, runInTransaction } from '../../db/transaction.ts';
import { planPrizeAwards } from '../../domain/prize-awards.ts';
import { createCompetition, isComplete, placements } from '../../domain/competition/engine.ts';
import { checkTransition } from '../../domain/tournament-transitions.ts';
import { conflict } from '../../lib/app-error.ts';
import { cancelCheckInOpen, rejectNoShows } from '../registrations/check-in.service.ts';
import { notifyRegistrationDecision, refundPaidFee } from '../registrations/registrations.service.ts';
import { withLockedTournament } from '../tournaments/tournament-lock.service.ts';
import { invalidateAfterCommit, tournamentChangeTags } from '../../platform/read-cache/read-cache-tags.ts';
import { cancelTournamentOpen, notifyOrganizerLive } from '../tournaments/tournament-notices.service.ts';
import {
  acceptedEntrants,
  awardPrizes,
  insertCompetitionState,
  prizeRowsOf,
  rejectPendingRegistrations,
  setPlacements,
  updateTournamentRow,
} from './competition.repository.ts';
import { engine } from './engine-errors.ts';
import { engineSettingsOf } from './engine-settings.ts';
import { rememberState } from './engine-state-cache.ts';
import { seedOrder } from './entrant-order.ts';
import { announceMatches, announceStatus } from './live-events.ts';
import { syncCheckInWindows } from './match-check-in-window.ts';
import { scheduleMatchReminders } from './match-reminders.service.ts';
import { lockAsOrganizer } from './organizer-access.ts';
import { rememberMatchTournaments } from './match-tournaments.ts';
import { insertProjection } from './projection.repository.ts';
import { acceptDueReports } from './report-acceptance.ts';

// How a start writes a competition, for one played elsewhere that must look the same (the demo seed).
export { insertCompetitionState, sharedPlaceNote } from './competition.repository.ts';
export { engineSettingsOf, type CompetitionColumns } from './engine-settings.ts';
export { seedOrder } from './entrant-order.ts';
export { newRoomCode } from './match-logistics.ts';
export { insertMatchRows, newMatchRows, newStageRows, type TournamentLogistics } from './projection.repository.ts';
export { matchStatusOf, scheduleWaves } from './projection.ts';

export const START_REJECTION_REASON = 'The tournament started before this registration was accepted.';

type Ctx = Pick<AppContext, 'db' | 'now' | 'config' | 'realtime' | 'jobs' | 'readCache' | 'search'>;

export interface LifecycleResult {
  tournamentId: string;
  status: TournamentStatus;
  matchesCreated?: number;
}

function assertMove(from: string, action: 'start' | 'finish') {
  const move = checkTransition(from as TournamentStatus, action);
  if (!move.ok) throw conflict(move.message, 'ILLEGAL_TRANSITION');
  return move.to;
}

export function createLifecycleService(ctx: Ctx) {
  const { db } = ctx;
  const holdMs = ctx.config.registration.holdMs;

  return {
    /**
     * ADR 005: under the tournament's lock, pending registrations are turned away (paid ones refunded by a job
     * sent with them); with check-in, the accepted ones who did not check in too (no-shows: no refund); the
     * entrants seeded, the engine's structure built and every match written at once,
     * with the reminders of those whose sides are known.
     */
    async start(actorId: string, tournamentId: string): Promise<LifecycleResult> {
      const result = await runInTransaction(db, async (tx) => {
        const { tournament: t } = await lockAsOrganizer(tx, ctx, tournamentId, actorId);
        const status = assertMove(t.status, 'start');
        const now = ctx.now();
        // Already locked above; again with the hold so expired fee holds are not started with.
        await withLockedTournament(tx, t.id, ctx, { now, holdMs });
        const rejected = await rejectPendingRegistrations(tx, t.id, START_REJECTION_REASON, now);
        const accepted = await acceptedEntrants(tx, t.id);
        if (accepted.length < t.minTeams) {
          throw conflict(`At least ${t.minTeams} accepted teams are needed to start.`, 'NOT_ENOUGH_TEAMS');
        }
        // With check-in, only the entrants who checked in play; the others are no-shows (no refund).
        const entrants = t.checkInMinutes > 0 ? accepted.filter((e) => e.checkedIn) : accepted;
        if (entrants.length < t.minTeams) {
          throw conflict(`Only ${entrants.length} of ${accepted.length} teams checked in: at least ${t.minTeams} are needed to start.`, 'NOT_ENOUGH_CHECKED_IN');
        }
        const noShows = t.checkInMinutes > 0 ? await rejectNoShows(tx, t.id, now) : [];
        const built = await engine(() => createCompetition(engineSettingsOf(t), seedOrder(entrants, t.seeding)));
        await insertCompetitionState(tx, t.id, built.state, now);
        // Its first results need not load it back (ADR 021).
        afterCommit(tx, () => rememberState(t.id, { version: 1, updatedAt: now }, built.state));
        const written = await insertProjection(tx, t, built.matches, now);
        rememberMatchTournaments(tx, t.id, written.map((m) => m.id));
        await scheduleMatchReminders(tx, ctx, written);
        // Just written: no window yet, so what the windows depend on is known without reading the matches back.
        const minutes = t.matchCheckInMinutes;
        await syncCheckInWindows(
          tx,
          ctx,
          written.map((m) => ({ id: m.id, status: m.status, bye: m.bye, scheduledAt: m.scheduledAt, opensAt: null, closesAt: null, minutes, sidesKnown: m.slotsFilled })),
        );
        await updateTournamentRow(tx, t.id, { status, startedAt: now, updatedAt: now });
        // The lock invalidated the tournament's own reads; its new status also moves the lists and the games' counts.
        invalidateAfterCommit(tx, ctx, tournamentChangeTags(t.id));
        await cancelTournamentOpen(tx, ctx.jobs, t.id);
        await cancelCheckInOpen(tx, ctx.jobs, t.id);
        for (const id of noShows) await notifyRegistrationDecision(ctx, tx, id, 'rejected', { actorId, variant: 'no_show' });
        for (const r of rejected) {
          await notifyRegistrationDecision(ctx, tx, r.id, 'rejected', { actorId, variant: 'start' });
          if (r.paymentStatus === 'PAID') await refundPaidFee(tx, ctx.jobs, r.id);
        }
        await notifyOrganizerLive(ctx, tx, t, 'start');
        return { tournamentId: t.id, status, matchesCreated: written.length };
      });
      await announceStatus(ctx, tournamentId, result.status);
      await announceMatches(ctx, tournamentId, [], true);
      return result;
    },

    /** Only once the engine says every match is decided: placements fixed, prizes tied to who holds each place. */
    async finish(actorId: string, tournamentId: string): Promise<LifecycleResult> {
      const now = ctx.now();
      const { result, accepted } = await runInTransaction(db, async (tx) => {
        const comp = await lockAsOrganizer(tx, ctx, tournamentId, actorId);
        const t = comp.tournament;
        const status = assertMove(t.status, 'finish');
        const accepted = await acceptDueReports(ctx, tx, comp, now);
        if (!comp.state) throw conflict("This tournament's matches were not built here, so its placements cannot be worked out.", 'MATCH_READ_ONLY');
        const state = comp.state;
        if (!(await engine(() => isComplete(state)))) throw conflict('Every match needs a result before the tournament can finish.', 'NOT_FINISHED');
        const placed = await engine(() => placements(state));
        await setPlacements(tx, placed);
        await awardPrizes(tx, t.id, planPrizeAwards(await prizeRowsOf(tx, t.id), placed));
        await updateTournamentRow(tx, t.id, { status, finishedAt: now, updatedAt: now });
        // The lock invalidated the tournament's own reads; its new status also moves the lists and the games' counts.
        invalidateAfterCommit(tx, ctx, tournamentChangeTags(t.id));
        return { result: { tournamentId: t.id, status }, accepted };
      });
      await announceMatches(ctx, tournamentId, accepted, true);
      await announceStatus(ctx, tournamentId, result.status);
      return result;
    },
  };
}
