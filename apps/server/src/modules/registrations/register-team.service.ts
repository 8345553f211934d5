import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { teams } from '../../db/schema/index.ts';
import { isPublic } from '../../domain/tournament-visibility.ts';
import { conflict, forbidden, notFound } from '../../lib/app-error.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import { tournamentNotFound } from '../tournaments/tournaments.service.ts';
import { withLockedTournament, type LockedTournamentRow, type ReadsOf } from '../tournaments/tournament-lock.service.ts';
import { scheduleHoldExpiry } from './hold-expiry.service.ts';
import {
  capacityUsed,
  findRegistrationRecordOfTeam,
  insertParticipants,
  insertRegistration,
  participantsAmong,
  rosterOf,
  setMembersPaymentStatus,
  updateRegistration,
} from './registrations.repository.ts';

export const teamNotFound = () => notFound('Team not found.', 'TEAM_NOT_FOUND');

const isParticipantKeyViolation = (err: unknown) => {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
};

export type LockedTournament = LockedTournamentRow;

/**
 * Locks the tournament and cancels its registrations whose fee hold ran out (lazily, under the same lock that
 * every registration and acceptance takes, so a count never includes an expired hold).
 */
export async function lockForRegistration(tx: Executor, tournamentId: string, now: Date, holdMs: number, reads: ReadsOf): Promise<LockedTournament> {
  const tournament = await withLockedTournament(tx, tournamentId, reads, { now, holdMs });
  // Nobody enters a DRAFT, not even its organizer: to them it is not open, to anyone else it does not exist.
  if (!tournament || !isPublic(tournament)) throw tournamentNotFound();
  return tournament;
}

export function assertRegistrationOpen(t: LockedTournament, now: Date) {
  if (t.status !== 'OPEN_FOR_REGISTRATION') throw conflict('Registration is not open for this tournament.', 'REGISTRATION_CLOSED');
  if (now < t.registrationStartAt) {
    throw conflict(`Registration for this tournament opens on ${t.registrationStartAt.toISOString()}.`, 'REGISTRATION_NOT_STARTED');
  }
  if (now > t.registrationEndAt) {
    throw conflict(`Registration for this tournament closed on ${t.registrationEndAt.toISOString()}.`, 'REGISTRATION_CLOSED');
  }
}

/** The tournament's team size rule as a sentence. */
export function teamSizeRule(t: { minPlayersPerTeam: number; maxPlayersPerTeam: number }) {
  const { minPlayersPerTeam: min, maxPlayersPerTeam: max } = t;
  if (max === 1) return 'This tournament is for solo players';
  return min === max ? `This tournament takes teams of exactly ${min} players` : `This tournament takes teams of ${min} to ${max} players`;
}

export interface RegisterTeamInput {
  tournamentId: string;
  teamId: string;
  actorId: string;
  now: Date;
  holdMs: number;
  /** A registration waiting for its fee gets its hold's expiry as a job, committed with it. */
  jobs: Pick<Jobs, 'send' | 'cancelByKey'>;
  reads: ReadsOf;
}

/**
 * Registers a team inside the caller's transaction (DESIGN §5.2: the rules live here, the SQL in the
 * repository). Race-safe: the tournament row is locked before counting, so concurrent registrations queue;
 * the participants' primary key keeps a user in a tournament at most once. Returns the registration's id.
 */
export async function registerTeamInTx(tx: Executor, input: RegisterTeamInput): Promise<string> {
  const { tournamentId, teamId, actorId, now, holdMs, jobs, reads } = input;
  const tournament = await lockForRegistration(tx, tournamentId, now, holdMs, reads);
  // The team row after the tournament's (DESIGN.md §5.12): a roster change in flight (an invite, a removal, a
  // captaincy hand-over) finishes first, so the roster and the captain read below are the settled ones.
  const [team] = await tx.select().from(teams).where(eq(teams.id, teamId)).for('update');
  if (!team) throw teamNotFound();
  if (team.captainId !== actorId) throw forbidden('Only the team captain can register the team.', 'NOT_TEAM_CAPTAIN');
  assertRegistrationOpen(tournament, now);

  const existing = await findRegistrationRecordOfTeam(tx, tournamentId, teamId);
  if (existing && (existing.requestStatus === 'PENDING' || existing.requestStatus === 'ACCEPTED')) {
    throw conflict('This team is already registered in this tournament.', 'ALREADY_REGISTERED');
  }
  if (existing?.requestStatus === 'REJECTED') {
    throw conflict("This team's registration was rejected by the organizer.", 'REGISTRATION_REJECTED');
  }

  const roster = await rosterOf(tx, teamId);
  if (roster.length < tournament.minPlayersPerTeam || roster.length > tournament.maxPlayersPerTeam) {
    throw conflict(`${teamSizeRule(tournament)}; this team has ${roster.length}.`, 'TEAM_SIZE');
  }

  const used = await capacityUsed(tx, tournamentId);
  if (used.holding >= tournament.maxTeams) throw conflict('This tournament is full.', 'TOURNAMENT_FULL');
  if (tournament.maxPlayers > 0 && used.players + roster.length > tournament.maxPlayers) {
    const room = Math.max(tournament.maxPlayers - used.players, 0);
    throw conflict(`This tournament has room for ${room} more player${room === 1 ? '' : 's'} only.`, 'TOURNAMENT_FULL');
  }

  const taken = new Set((await participantsAmong(tx, tournamentId, roster.map((m) => m.userId))).map((p) => p.userId));
  for (const member of roster) {
    if (!taken.has(member.userId)) continue;
    throw member.userId === actorId
      ? conflict('You are already registered in this tournament.', 'ALREADY_IN_TOURNAMENT')
      : conflict(`${member.nickName} is already registered in this tournament.`, 'ALREADY_IN_TOURNAMENT');
  }

  const feeCents = tournament.entryFeeCents;
  const paymentStatus = feeCents > 0 ? 'PENDING' : 'NOT_REQUIRED';
  const values = {
    requestStatus: 'PENDING',
    rejectionReason: null,
    paymentStatus,
    feeCents,
    currency: tournament.currency,
    paidAt: null,
    createdAt: now,
    decidedAt: null,
  };
  // A withdrawn (or expired) registration comes back to life: the team-tournament pair is a unique key.
  const registration = existing ? (await updateRegistration(tx, existing.id, values))! : await insertRegistration(tx, { teamId, tournamentId, ...values });
  try {
    await insertParticipants(tx, tournamentId, registration.id, roster.map((m) => m.userId));
  } catch (err) {
    if (isParticipantKeyViolation(err)) throw conflict('A player of this team is already registered in this tournament.', 'ALREADY_IN_TOURNAMENT');
    throw err;
  }
  await setMembersPaymentStatus(tx, teamId, paymentStatus);
  if (paymentStatus === 'PENDING') await scheduleHoldExpiry(tx, jobs, registration, holdMs, now);
  return registration.id;
}
