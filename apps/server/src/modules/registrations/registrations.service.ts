import type { RequestStatus, TeamRegistration } from '@clutch/contract/competition';
import type { RegistrationDetail } from '@clutch/contract/teams';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { afterCommit, runInTransaction } from '../../db/transaction.ts';
import { canSee } from '../../domain/tournament-visibility.ts';
import { conflict, forbidden, notFound } from '../../lib/app-error.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import { notifyAudience, type NotifyCtx } from '../notifications/notifications.service.ts';
import { assertTournamentVisible } from '../tournaments/tournaments.service.ts';
import { lockForRegistration, registerTeamInTx } from './register-team.service.ts';
import { toRegistrationDetail, toRegistrationView } from './registration-view.ts';
import {
  capacityUsed,
  deleteParticipantsOf,
  findRegistration,
  findRegistrationOfTeam,
  findRegistrationRecord,
  findRegistrationsOfTournament,
  updateRegistration,
} from './registrations.repository.ts';

// What other modules use of registrations: the organizer's capacity checks, the payment privacy rule of a team.
export { mayReadTeamPayment } from './registration-view.ts';
export { capacityUsed } from './registrations.repository.ts';

export const registrationNotFound = () => notFound('Team registration not found.', 'REGISTRATION_NOT_FOUND');

/** One registration as its viewer may see it. */
export async function registrationDetail(executor: Executor, id: string, viewerId: string | null, holdMs: number): Promise<RegistrationDetail> {
  const row = await findRegistration(executor, id);
  if (!row) throw registrationNotFound();
  return toRegistrationDetail(row, viewerId, holdMs);
}

/** A team's registration to a tournament as its viewer may see it; null when the team has none there. */
export async function teamRegistrationDetail(
  executor: Executor,
  tournamentId: string,
  teamId: string,
  viewerId: string | null,
  holdMs: number,
): Promise<RegistrationDetail | null> {
  const row = await findRegistrationOfTeam(executor, tournamentId, teamId);
  return row ? toRegistrationDetail(row, viewerId, holdMs) : null;
}

/**
 * The team hears the organizer's decision on its registration (issue #14): its accepted players, captain included,
 * in the transaction that decided it; once per registration and decision. `variant: 'start'` says the tournament
 * started before the registration was accepted (the competition module's start turns those away); `'no_show'`
 * that an accepted entrant did not check in before the start.
 */
export async function notifyRegistrationDecision(
  ctx: NotifyCtx,
  tx: Executor,
  registrationId: string,
  decision: 'accepted' | 'rejected',
  opts: { actorId: string; variant?: 'start' | 'no_show' },
): Promise<void> {
  const row = await findRegistration(tx, registrationId);
  if (!row) return;
  await notifyAudience(ctx, tx, { registrations: [registrationId] }, {
    type: decision === 'accepted' ? 'registration_accepted' : 'registration_rejected',
    params: { team: row.team.name, tournament: row.tournament.name, ...(opts.variant ? { variant: opts.variant } : {}) },
    link: `/app/tournaments/${row.tournament.id}`,
    actorId: opts.actorId,
    dedupeKey: `registration_${decision}:${registrationId}`,
  });
}

/**
 * A PAID registration was rejected or withdrawn: its fee goes back through a `payments.refund-registration` job
 * sent in the caller's transaction (so it exists exactly when the decision does), worked by the payments module
 * and retried while the provider fails.
 */
export async function refundPaidFee(tx: Executor, jobs: Pick<Jobs, 'send' | 'wake'>, registrationId: string): Promise<void> {
  await jobs.send('payments.refund-registration', { registrationId }, { singletonKey: registrationId }, tx);
  afterCommit(tx, () => jobs.wake('payments.refund-registration'));
}

type Ctx = Pick<AppContext, 'db' | 'now' | 'config' | 'realtime' | 'jobs' | 'readCache'>;

export function createRegistrationsService(ctx: Ctx) {
  const { db } = ctx;
  const holdMs = ctx.config.registration.holdMs;

  const detail = (id: string, viewerId: string | null, executor: Executor = db) => registrationDetail(executor, id, viewerId, holdMs);

  /** The registration, locked with its tournament (the organizer's decisions and withdrawals queue on it). */
  async function lockRegistration(tx: Executor, id: string) {
    const found = await findRegistrationRecord(tx, id);
    if (!found) throw registrationNotFound();
    const tournament = await lockForRegistration(tx, found.tournamentId, ctx.now(), holdMs, ctx);
    // Re-read after the lock: an expired hold was cancelled just now, or a concurrent decision landed first.
    const registration = (await findRegistrationRecord(tx, id))!;
    return { registration, tournament };
  }

  const assertPending = (status: string) => {
    if (status !== 'PENDING') throw conflict(`Only a pending registration can be decided; this one is ${status}.`, 'REGISTRATION_NOT_PENDING');
  };

  return {
    async ofTournament(tournamentId: string, viewerId: string | null, status?: RequestStatus): Promise<TeamRegistration[]> {
      await assertTournamentVisible(db, tournamentId, viewerId);
      const rows = await findRegistrationsOfTournament(db, tournamentId, status);
      return rows.map((row) => toRegistrationView(row, viewerId));
    },

    async get(id: string, viewerId: string | null): Promise<TeamRegistration> {
      const row = await findRegistration(db, id);
      if (!row || !canSee(row.tournament, viewerId)) throw registrationNotFound();
      return toRegistrationView(row, viewerId);
    },

    /** GET /team-registrations/{tournamentId}/{teamId}: the team's registration to that tournament, with its fee. */
    async ofTeamInTournament(tournamentId: string, teamId: string, viewerId: string | null): Promise<RegistrationDetail> {
      await assertTournamentVisible(db, tournamentId, viewerId);
      const registration = await teamRegistrationDetail(db, tournamentId, teamId, viewerId, holdMs);
      if (!registration) throw registrationNotFound();
      return registration;
    },

    async register(tournamentId: string, teamId: string, actorId: string): Promise<RegistrationDetail> {
      return runInTransaction(db, async (tx) => {
        const id = await registerTeamInTx(tx, { tournamentId, teamId, actorId, now: ctx.now(), holdMs, jobs: ctx.jobs, reads: ctx });
        return detail(id, actorId, tx);
      });
    },

    /** The organizer accepts: only from PENDING, never above maxTeams accepted, and only once a fee is paid. */
    async accept(id: string, actorId: string): Promise<RegistrationDetail> {
      return runInTransaction(db, async (tx) => {
        const { registration, tournament } = await lockRegistration(tx, id);
        if (tournament.organizerId !== actorId) throw forbidden("Only the tournament's organizer can accept registrations.", 'NOT_ORGANIZER');
        assertPending(registration.requestStatus);
        if (registration.paymentStatus === 'PENDING') throw conflict('The entry fee has not been paid yet.', 'PAYMENT_PENDING');
        const used = await capacityUsed(tx, tournament.id);
        if (used.accepted >= tournament.maxTeams) throw conflict('The tournament already has its maximum number of teams.', 'TOURNAMENT_FULL');
        await updateRegistration(tx, id, { requestStatus: 'ACCEPTED', decidedAt: ctx.now() });
        await notifyRegistrationDecision(ctx, tx, id, 'accepted', { actorId });
        return detail(id, actorId, tx);
      });
    },

    async reject(id: string, actorId: string, reason: string): Promise<RegistrationDetail> {
      return runInTransaction(db, async (tx) => {
        const { registration, tournament } = await lockRegistration(tx, id);
        if (tournament.organizerId !== actorId) throw forbidden("Only the tournament's organizer can reject registrations.", 'NOT_ORGANIZER');
        assertPending(registration.requestStatus);
        await updateRegistration(tx, id, { requestStatus: 'REJECTED', rejectionReason: reason, decidedAt: ctx.now() });
        await deleteParticipantsOf(tx, id);
        await notifyRegistrationDecision(ctx, tx, id, 'rejected', { actorId });
        if (registration.paymentStatus === 'PAID') await refundPaidFee(tx, ctx.jobs, id);
        return detail(id, actorId, tx);
      });
    },

    /** The captain withdraws before the start: the slot and the players are free again; a paid fee is refunded. */
    async withdraw(id: string, actorId: string): Promise<RegistrationDetail> {
      return runInTransaction(db, async (tx) => {
        const found = await findRegistration(tx, id);
        if (!found) throw registrationNotFound();
        if (found.captain.id !== actorId) throw forbidden('Only the team captain can withdraw the registration.', 'NOT_TEAM_CAPTAIN');
        const { registration, tournament } = await lockRegistration(tx, id);
        if (registration.requestStatus !== 'PENDING' && registration.requestStatus !== 'ACCEPTED') {
          throw conflict(`This registration is already ${registration.requestStatus}.`, 'REGISTRATION_NOT_ACTIVE');
        }
        if (ctx.now() >= tournament.startAt || tournament.status !== 'OPEN_FOR_REGISTRATION') {
          throw conflict('The tournament has already started: the registration can no longer be withdrawn.', 'TOURNAMENT_STARTED');
        }
        await updateRegistration(tx, id, { requestStatus: 'CANCELLED', decidedAt: ctx.now() });
        await deleteParticipantsOf(tx, id);
        if (registration.paymentStatus === 'PAID') await refundPaidFee(tx, ctx.jobs, id);
        return detail(id, actorId, tx);
      });
    },
  };
}
