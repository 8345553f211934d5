import type { OrganizerTournament, TournamentInputParsed } from '@clutch/contract/organizer';
import { invalidateAfterCommit, tournamentChangeTags } from '../../platform/read-cache/read-cache-tags.ts';
import { tournamentRoom } from '@clutch/contract/realtime';
import type { Tournament, TournamentStatus } from '@clutch/contract/tournaments';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { tournaments, type UserRow } from '../../db/schema/index.ts';
import { runInTransaction } from '../../db/transaction.ts';
import { checkTransition } from '../../domain/tournament-transitions.ts';
import { AppError, badRequest, conflict, forbidden } from '../../lib/app-error.ts';
import { cancelCheckInOpen, scheduleCheckInOpen } from '../registrations/check-in.service.ts';
import { capacityUsed } from '../registrations/registrations.service.ts';
import {
  findGameId,
  findTournamentView,
  findTournamentViews,
  requireOrganizer,
  tournamentNotFound,
} from '../tournaments/tournaments.service.ts';
import { withLockedTournament } from '../tournaments/tournament-lock.service.ts';
import { cancelMatchCheckIns } from '../competition/match-check-in.service.ts';
import { cancelMatchReminders } from '../competition/match-reminders.service.ts';
import {
  cancelTournamentOpen,
  notifyOrganizerLive,
  notifyTournamentOpen,
  scheduleTournamentOpen,
} from '../tournaments/tournament-notices.service.ts';
import {
  cancelLiveRegistrations,
  findPrizeValues,
  grantOrganizerRole,
  insertTournament,
  newestFirst,
  registrationCountsOf,
  replacePrizes,
  updateTournament,
} from './organizer.repository.ts';
import { assertOwnPhotos } from './photo-urls.ts';
import { lockedChanges } from './tournament-edit-rules.ts';
import { toPrizeValues, toTournamentColumns } from './tournament-values.ts';

type Ctx = Pick<AppContext, 'db' | 'now' | 'config' | 'storage' | 'payments' | 'realtime' | 'jobs' | 'readCache' | 'search'>;

/** At most this many tournaments in "My tournaments". */
const MY_TOURNAMENTS_LIMIT = 500;

// The seed grants the role as creating a tournament does.
export { grantOrganizerRole } from './organizer.repository.ts';

/**
 * Locks the tournament row for a change by its organizer: a DRAFT is invisible to anyone else (404), any other
 * status answers 403. While registration is open, expired fee holds are cancelled first (ADR 003), so counts
 * taken under this lock are the real ones.
 */
export async function lockOwnTournament(tx: Executor, ctx: Pick<AppContext, 'now' | 'config' | 'readCache'>, id: string, actorId: string) {
  return requireOrganizer(await withLockedTournament(tx, id, ctx, { now: ctx.now(), holdMs: ctx.config.registration.holdMs }), actorId);
}

export function createOrganizerService(ctx: Ctx) {
  const { db, storage } = ctx;

  async function view(executor: Executor, id: string, viewerId: string): Promise<Tournament> {
    const tournament = await findTournamentView(executor, id, viewerId);
    if (!tournament) throw tournamentNotFound();
    return tournament;
  }

  async function gameIdOf(ref: string) {
    const id = await findGameId(db, ref);
    if (!id) throw badRequest('Choose a game from the catalogue.', 'UNKNOWN_GAME', { gameId: 'Choose a game from the catalogue.' });
    return id;
  }

  /** Live watchers of the tournament refetch it; sent after the commit. The search index re-reads it (ADR 020). */
  async function announce(tournamentId: string, status: TournamentStatus) {
    ctx.realtime.emitToRoom(tournamentRoom(tournamentId), 'tournament:updated', { tournamentId, status });
    await ctx.search.changed({ tournaments: [tournamentId] });
  }

  function assertMayEdit(status: string) {
    if (status === 'FINISHED' || status === 'CANCELLED') {
      throw conflict(`A ${status.toLowerCase()} tournament can no longer be edited.`, 'TOURNAMENT_CLOSED');
    }
  }

  /** While registration is open: capacity never below the teams already accepted, the fee fixed once anyone holds a slot. */
  async function assertOpenEditAllowed(tx: Executor, current: typeof tournaments.$inferSelect, next: ReturnType<typeof toTournamentColumns>) {
    const used = await capacityUsed(tx, current.id);
    if (next.maxTeams < used.accepted) {
      const message = `${used.accepted} teams are already accepted: max teams cannot be lower than that.`;
      throw conflict(message, 'MAX_TEAMS_BELOW_ACCEPTED', { maxTeams: message });
    }
    const feeChanged = next.entryFeeCents !== current.entryFeeCents || next.currency !== current.currency;
    if (feeChanged && used.holding > 0) {
      const message = 'Teams have already registered: the entry fee and currency can no longer change.';
      throw conflict(message, 'FEE_LOCKED', { entryFee: message });
    }
  }

  return {
    /** A DRAFT owned by the actor, who becomes an organizer. */
    async create(actor: UserRow, input: TournamentInputParsed): Promise<Tournament> {
      if (!actor.userVerified) throw forbidden('Please verify your account to create a tournament.', 'ACCOUNT_NOT_VERIFIED');
      const gameId = await gameIdOf(input.gameId);
      await assertOwnPhotos(db, storage, input.urlPhotos);
      const { tournament, roleGranted } = await runInTransaction(db, async (tx) => {
        const id = await insertTournament(tx, { ...toTournamentColumns(input, gameId), organizerId: actor.id, status: 'DRAFT' });
        // A new (draft) tournament has no lock to take: its lists and the games' counts are told here.
        invalidateAfterCommit(tx, ctx, tournamentChangeTags(id));
        await replacePrizes(tx, id, toPrizeValues(input));
        const roleGranted = await grantOrganizerRole(tx, actor.id);
        return { tournament: await view(tx, id, actor.id), roleGranted };
      });
      // The client holds the user (with its roles): tell its tabs to refetch it.
      if (roleGranted) ctx.realtime.emitToUser(actor.id, 'user:updated', { userId: actor.id });
      await ctx.search.changed({ tournaments: [tournament.id] });
      return tournament;
    },

    /** The whole form again; what may change depends on the status (ADR 005: the structure is fixed at the start). */
    async update(actor: UserRow, id: string, input: TournamentInputParsed): Promise<Tournament> {
      const gameId = await gameIdOf(input.gameId);
      const updated = await runInTransaction(db, async (tx) => {
        const current = await lockOwnTournament(tx, ctx, id, actor.id);
        assertMayEdit(current.status);
        await assertOwnPhotos(tx, storage, input.urlPhotos, current.photoUrls);
        const next = toTournamentColumns(input, gameId);
        const nextPrizes = toPrizeValues(input);
        if (current.status === 'IN_PROGRESS') {
          const locked = lockedChanges(current, next, await findPrizeValues(tx, id), nextPrizes);
          if (locked.length > 0) {
            throw conflict(
              `The tournament has started: only its description, rules, photos, stream, Discord, location and prize descriptions can change (not ${locked.join(', ')}).`,
              'STRUCTURE_LOCKED',
              Object.fromEntries(locked.map((field) => [field, 'This cannot change after the start.'])),
            );
          }
        }
        if (current.status === 'OPEN_FOR_REGISTRATION') await assertOpenEditAllowed(tx, current, next);
        const now = ctx.now();
        await updateTournament(tx, id, { ...next, updatedAt: now });
        await replacePrizes(tx, id, nextPrizes);
        if (current.status === 'OPEN_FOR_REGISTRATION' && next.registrationStartAt.getTime() !== current.registrationStartAt.getTime()) {
          // The announcement of its registration moves with the start; a start moved to now announces it now.
          await scheduleTournamentOpen(tx, ctx, { id, registrationStartAt: next.registrationStartAt });
          if (current.registrationStartAt > now && next.registrationStartAt <= now) {
            await notifyTournamentOpen(ctx, tx, { id, name: next.name, organizerId: current.organizerId });
          }
        }
        // The announcement of its check-in moves with the start and the window.
        const checkInMoved = next.startAt.getTime() !== current.startAt.getTime() || next.checkInMinutes !== current.checkInMinutes;
        if (current.status === 'OPEN_FOR_REGISTRATION' && checkInMoved) {
          await scheduleCheckInOpen(tx, ctx, { id, startAt: next.startAt, checkInMinutes: next.checkInMinutes ?? 0 });
        }
        // A stream set while the tournament runs: the organizer's followers hear it is live.
        if (current.status === 'IN_PROGRESS' && next.streamUrl && next.streamUrl !== current.streamUrl) {
          await notifyOrganizerLive(ctx, tx, { id, name: next.name, organizerId: current.organizerId }, 'stream');
        }
        return view(tx, id, actor.id);
      });
      await announce(id, updated.status);
      return updated;
    },

    async publish(actor: UserRow, id: string) {
      const status = await runInTransaction(db, async (tx) => {
        const current = await lockOwnTournament(tx, ctx, id, actor.id);
        if (current.importedAt) throw conflict('An imported tournament is the record of one played elsewhere: it cannot be published.', 'IMPORTED_TOURNAMENT');
        const move = checkTransition(current.status as TournamentStatus, 'publish');
        if (!move.ok) throw conflict(move.message, 'ILLEGAL_TRANSITION');
        const now = ctx.now();
        await updateTournament(tx, id, { status: move.to, publishedAt: now, updatedAt: now });
        // Registration opens now, or a job announces it at its start.
        if (current.registrationStartAt <= now) await notifyTournamentOpen(ctx, tx, current);
        else await scheduleTournamentOpen(tx, ctx, current);
        await scheduleCheckInOpen(tx, ctx, current);
        return move.to;
      });
      await announce(id, status);
      return { tournamentId: id, status };
    },

    /**
     * Every live registration is cancelled and every paid fee refunded, in the same transaction as the status; the
     * announcement of its registration and its matches' reminders are called off with it.
     */
    async cancel(actor: UserRow, id: string, reason: string) {
      const result = await runInTransaction(db, async (tx) => {
        const current = await lockOwnTournament(tx, ctx, id, actor.id);
        const move = checkTransition(current.status as TournamentStatus, 'cancel');
        if (!move.ok) throw conflict(move.message, 'ILLEGAL_TRANSITION');
        const now = ctx.now();
        await updateTournament(tx, id, { status: move.to, cancellationReason: reason, updatedAt: now });
        await cancelLiveRegistrations(tx, id, `The tournament was cancelled: ${reason}`, now);
        await cancelTournamentOpen(tx, ctx.jobs, id);
        await cancelCheckInOpen(tx, ctx.jobs, id);
        await cancelMatchReminders(tx, ctx.jobs, id);
        await cancelMatchCheckIns(tx, ctx.jobs, id);
        const refunds = await ctx.payments.refundTournament(tx, id).catch((err: unknown) => {
          if (err instanceof AppError) throw err;
          throw new AppError(502, 'REFUND_FAILED', 'A refund failed at the payment provider, so the tournament was not cancelled. Please try again.');
        });
        return { tournamentId: id, status: move.to, refunds };
      });
      await announce(id, result.status);
      return result;
    },

    /** "My tournaments": every status, DRAFT included, newest first, with registrations per request status. */
    async mine(actorId: string): Promise<OrganizerTournament[]> {
      const views = await findTournamentViews(db, {
        where: eq(tournaments.organizerId, actorId),
        orderBy: newestFirst,
        limit: MY_TOURNAMENTS_LIMIT,
        viewerId: actorId,
      });
      const counts = new Map<string, OrganizerTournament['registrationCounts']>();
      for (const row of await registrationCountsOf(db, views.map((v) => v.id))) {
        const perStatus = counts.get(row.tournamentId) ?? { PENDING: 0, ACCEPTED: 0, REJECTED: 0, CANCELLED: 0 };
        if (row.status in perStatus) perStatus[row.status as keyof typeof perStatus] = row.n;
        counts.set(row.tournamentId, perStatus);
      }
      return views.map((view) => ({
        ...view,
        registrationCounts: counts.get(view.id) ?? { PENDING: 0, ACCEPTED: 0, REJECTED: 0, CANCELLED: 0 },
      }));
    },
  };
}

export type OrganizerService = ReturnType<typeof createOrganizerService>;
