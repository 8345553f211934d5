import { z } from 'zod';
import { idParams, isoDateTime, uuid } from './common.ts';
import { registrationStatusParams, requestStatus, teamRegistration, teamRegistrationList, tournamentIdParams } from './competition.ts';
import { endpoint } from './endpoint.ts';

/** Longest team name (the `teams.name` column). */
export const TEAM_NAME_MAX = 60;
export const TEAM_BIO_MAX = 500;
/** A team built without a tournament is capped here; with one, the tournament's range applies. */
export const TEAM_SIZE_MAX = 20;
/** The image a team (or anything else) may upload, before re-encoding. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export const teamRoles = ['CAPTAIN', 'MEMBER'] as const;
export const teamRole = z.enum(teamRoles);
export type TeamRole = z.infer<typeof teamRole>;

export const inviteStatuses = ['PENDING', 'ACCEPTED', 'REJECTED'] as const;
export const inviteStatus = z.enum(inviteStatuses);
export type InviteStatus = z.infer<typeof inviteStatus>;

/**
 * The team's entry fee, paid once by its captain; members mirror it (docs/decisions/003-team-entry-fee.md).
 * REFUNDED after a paid registration was rejected or withdrawn.
 */
export const paymentStatuses = ['NOT_REQUIRED', 'PENDING', 'PAID', 'REFUNDED'] as const;
export const paymentStatus = z.enum(paymentStatuses);
export type PaymentStatus = z.infer<typeof paymentStatus>;

const person = z.object({ id: uuid, nickName: z.string(), profilePicUrl: z.string().nullable() });

/** Team member in view (spec §3); `id` is the invite's id. */
export const teamMember = z.object({
  id: uuid,
  role: teamRole,
  inviteStatus,
  /** Null for viewers outside the team who do not organize its tournament (ADR 006). */
  paymentStatus: paymentStatus.nullable(),
  joinedAt: isoDateTime.nullable(),
  user: person.extend({ bio: z.string().nullable() }),
});
export type TeamMember = z.infer<typeof teamMember>;

/** A registration with its fee: what registering answers, and what a team or invite carries. */
export const registrationDetail = teamRegistration.extend({
  /** Null, like `paidAt` and `holdExpiresAt`, for viewers outside the team who do not organize the tournament. */
  paymentStatus: paymentStatus.nullable(),
  /** Major units of `currency` (20.5 = 20.50); 0 when free. */
  entryFee: z.number().nonnegative(),
  currency: z.string(),
  paidAt: isoDateTime.nullable(),
  /** While the fee is PENDING, the slot is held until then; null otherwise. */
  holdExpiresAt: isoDateTime.nullable(),
});
export type RegistrationDetail = z.infer<typeof registrationDetail>;

export const tournamentRef = z.object({ id: uuid, name: z.string() });

/** A team: captain first in `members`, then members in invite order. */
export const team = z.object({
  id: uuid,
  name: z.string(),
  bio: z.string().nullable(),
  photoUrl: z.string().nullable(),
  captain: person,
  members: z.array(teamMember),
  /** The tournament it was built for, if any. */
  tournament: tournamentRef.nullable(),
  /** Its registration to that tournament, if any. */
  registration: registrationDetail.nullable(),
  createdAt: isoDateTime,
});
export type Team = z.infer<typeof team>;
export const teamList = z.array(team);

/** The multipart fields of POST /teams (spec §3 team create payload); `file` is the optional image. */
export const createTeamFields = z.object({
  name: z
    .string({ message: 'Team name is required!' })
    .trim()
    .min(1, { message: 'Team name is required!' })
    .max(TEAM_NAME_MAX, { message: `Team name must be at most ${TEAM_NAME_MAX} characters.` }),
  bio: z
    .string()
    .trim()
    .max(TEAM_BIO_MAX, { message: `Bio must be at most ${TEAM_BIO_MAX} characters.` })
    .optional()
    .transform((v) => (v ? v : null)),
  captainId: uuid.optional(),
  tournamentId: z.preprocess((v) => (v === '' ? undefined : v), uuid.optional()),
  /** Comma-joined ids: the captain and the chosen members. */
  users: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const ids = (v ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      for (const id of ids) {
        if (!uuid.safeParse(id).success) {
          ctx.addIssue({ code: 'custom', message: 'users must be comma-joined user ids.' });
          return z.NEVER;
        }
      }
      return ids;
    }),
});
export type CreateTeamFields = z.infer<typeof createTeamFields>;

export const teamUserParams = z.object({ userId: uuid });
export const registerTeamParams = z.object({ tournamentId: uuid, teamId: uuid });
/** GET /team-registrations/{a}/{b}: a is the tournament, b the team. */
export const registrationPairParams = z.object({ tournamentId: uuid, teamId: uuid });

/** The longest reason an organizer may give for rejecting a registration (its captain reads it). */
export const REJECTION_REASON_MAX = 500;

export const rejectRegistrationQuery = z.object({
  reason: z
    .string({ message: 'A reason is required to reject a registration.' })
    .trim()
    .min(1, { message: 'A reason is required to reject a registration.' })
    .max(REJECTION_REASON_MAX, { message: `The reason must be at most ${REJECTION_REASON_MAX} characters.` }),
});

/** The user body of PUT /team-invites/{id}/accept and /reject: absent, or the session's user. */
export const answerInviteBody = z.object({ userId: uuid.optional() }).nullish();

/** Team invite (spec §3); `id` is the team member row's invite id. */
export const teamInvite = z.object({
  id: uuid,
  status: inviteStatus,
  team: z.object({
    id: uuid,
    name: z.string(),
    photoUrl: z.string().nullable(),
    bio: z.string().nullable(),
    captain: person,
    members: z.array(teamMember),
    tournament: tournamentRef.nullable(),
    /** The registration's request status, null while the team is not registered. */
    organizationStatus: requestStatus.nullable(),
    /** The registration's payment status, null while the team is not registered. */
    paymentStatus: paymentStatus.nullable(),
  }),
  tournament: tournamentRef.nullable(),
  inviteStatus,
  /** The invitee's own payment status (mirrors the team's). */
  paymentStatus,
  createdAt: isoDateTime,
});
export type TeamInvite = z.infer<typeof teamInvite>;
export const teamInviteList = z.array(teamInvite);

export const teamEndpoints = {
  /** Multipart: the fields of `createTeamFields` and an optional `file`. */
  create: endpoint('POST', '/api/v1/teams', { multipart: true, response: team, status: 201 }),
  ofUser: endpoint('GET', '/api/v1/teams/users/:userId', { params: teamUserParams, response: teamList }),
  detail: endpoint('GET', '/api/v1/teams/:id', { params: idParams, response: team }),
};

export const registrationEndpoints = {
  ofTournament: endpoint('GET', '/api/v1/team-registrations/tournaments/:tournamentId', { params: tournamentIdParams, response: teamRegistrationList }),
  ofTournamentWithStatus: endpoint('GET', '/api/v1/team-registrations/tournaments/:tournamentId/status/:status', {
    params: registrationStatusParams,
    response: teamRegistrationList,
  }),
  detail: endpoint('GET', '/api/v1/team-registrations/:id', { params: idParams, response: teamRegistration }),
  ofTeam: endpoint('GET', '/api/v1/team-registrations/:tournamentId/:teamId', { params: registrationPairParams, response: registrationDetail }),
  register: endpoint('POST', '/api/v1/team-registration/:tournamentId/:teamId', { params: registerTeamParams, response: registrationDetail, status: 201 }),
  registerSolo: endpoint('POST', '/api/v1/team-registration/solo/:tournamentId', { params: tournamentIdParams, response: registrationDetail, status: 201 }),
  accept: endpoint('PATCH', '/api/v1/team-registrations/:id/accept', { params: idParams, response: registrationDetail }),
  reject: endpoint('PATCH', '/api/v1/team-registrations/:id/reject', { params: idParams, query: rejectRegistrationQuery, response: registrationDetail }),
  withdraw: endpoint('PATCH', '/api/v1/team-registrations/:id/withdraw', { params: idParams, response: registrationDetail }),
};

export const inviteEndpoints = {
  ofUser: endpoint('GET', '/api/v1/team-invites/user/:userId', { params: teamUserParams, response: teamInviteList }),
  detail: endpoint('GET', '/api/v1/team-invites/:id', { params: idParams, response: teamInvite }),
  accept: endpoint('PUT', '/api/v1/team-invites/:id/accept', { params: idParams, body: answerInviteBody, response: teamInvite }),
  reject: endpoint('PUT', '/api/v1/team-invites/:id/reject', { params: idParams, body: answerInviteBody, response: teamInvite }),
};
