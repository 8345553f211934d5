import { z } from 'zod';
import { idParams, isoDateTime, uuid } from './common.ts';
import { registrationStatusParams, requestStatus, teamRegistration, teamRegistrationList, tournamentIdParams } from './competition.ts';
import { endpoint } from './endpoint.ts';
import { tournamentStatus } from './tournaments.ts';

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

const teamName = z
  .string({ message: 'Team name is required!' })
  .trim()
  .min(1, { message: 'Team name is required!' })
  .max(TEAM_NAME_MAX, { message: `Team name must be at most ${TEAM_NAME_MAX} characters.` });
const teamBio = z.string().trim().max(TEAM_BIO_MAX, { message: `Bio must be at most ${TEAM_BIO_MAX} characters.` });

/** The multipart fields of POST /teams (spec §3 team create payload); `file` is the optional image. */
export const createTeamFields = z.object({
  name: teamName,
  bio: teamBio.optional().transform((v) => (v ? v : null)),
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

/** PATCH /teams/{id} (the captain): a field left out stays as it is; an empty bio clears it. */
export const updateTeamBody = z.object({
  name: teamName.optional(),
  bio: teamBio
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v ? v : null)),
});
export type UpdateTeamBody = z.input<typeof updateTeamBody>;
/** What PATCH /teams/{id} changes once validated (bio null: cleared). */
export type TeamChanges = z.output<typeof updateTeamBody>;

/** POST /teams/{id}/invites (the captain): the players to invite, each getting a PENDING invite. */
export const inviteMembersBody = z.object({
  userIds: z
    .array(uuid, { message: 'Choose at least one player to invite.' })
    .min(1, { message: 'Choose at least one player to invite.' })
    .max(TEAM_SIZE_MAX, { message: `Invite at most ${TEAM_SIZE_MAX} players at a time.` }),
});
export type InviteMembersBody = z.infer<typeof inviteMembersBody>;

/** DELETE /teams/{id}/members/{userId}: the team and the member (or invitee) to remove. */
export const teamMemberParams = z.object({ id: uuid, userId: uuid });

/** POST /teams/{id}/captain: the accepted member who becomes captain. */
export const handOverCaptaincyBody = z.object({ userId: uuid });

/** POST /teams/{id}/leave: `disbanded` when the last player left a team that never entered a tournament. */
export const leaveTeamResult = z.object({ teamId: uuid, disbanded: z.boolean() });
export type LeaveTeamResult = z.infer<typeof leaveTeamResult>;

/** A team's record in one tournament, from its finished matches (byes are not played). */
export const matchRecord = z.object({
  played: z.number().int().nonnegative(),
  won: z.number().int().nonnegative(),
  drawn: z.number().int().nonnegative(),
  lost: z.number().int().nonnegative(),
});
export type MatchRecord = z.infer<typeof matchRecord>;

/** One entry of a team's history: a registration with its tournament, final placement and match record. */
export const teamHistoryEntry = z.object({
  registrationId: uuid,
  tournament: z.object({
    id: uuid,
    name: z.string(),
    status: tournamentStatus,
    photoUrl: z.string().nullable(),
    tournamentStartDate: isoDateTime,
  }),
  requestStatus,
  /** Fixed when the tournament finishes (1 = winner); null before. */
  placement: z.number().int().positive().nullable(),
  record: matchRecord,
});
export type TeamHistoryEntry = z.infer<typeof teamHistoryEntry>;
/** Newest tournament first. */
export const teamHistory = z.array(teamHistoryEntry);
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
  update: endpoint('PATCH', '/api/v1/teams/:id', { params: idParams, body: updateTeamBody, response: team }),
  /** Multipart: one `file`, the new logo. */
  uploadPhoto: endpoint('PUT', '/api/v1/teams/:id/photo', { params: idParams, multipart: true, response: team }),
  removePhoto: endpoint('DELETE', '/api/v1/teams/:id/photo', { params: idParams, response: team }),
  invite: endpoint('POST', '/api/v1/teams/:id/invites', { params: idParams, body: inviteMembersBody, response: team, status: 201 }),
  removeMember: endpoint('DELETE', '/api/v1/teams/:id/members/:userId', { params: teamMemberParams, response: team }),
  handOver: endpoint('POST', '/api/v1/teams/:id/captain', { params: idParams, body: handOverCaptaincyBody, response: team }),
  leave: endpoint('POST', '/api/v1/teams/:id/leave', { params: idParams, response: leaveTeamResult }),
  history: endpoint('GET', '/api/v1/teams/:id/history', { params: idParams, response: teamHistory }),
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
  /** The session user's entry (solo, or their team as its captain) checks in to tournament `id` while check-in is open. */
  checkIn: endpoint('POST', '/api/v1/tournaments/:id/check-in', { params: idParams, response: registrationDetail }),
  undoCheckIn: endpoint('DELETE', '/api/v1/tournaments/:id/check-in', { params: idParams, response: registrationDetail }),
};

export const inviteEndpoints = {
  ofUser: endpoint('GET', '/api/v1/team-invites/user/:userId', { params: teamUserParams, response: teamInviteList }),
  detail: endpoint('GET', '/api/v1/team-invites/:id', { params: idParams, response: teamInvite }),
  accept: endpoint('PUT', '/api/v1/team-invites/:id/accept', { params: idParams, body: answerInviteBody, response: teamInvite }),
  reject: endpoint('PUT', '/api/v1/team-invites/:id/reject', { params: idParams, body: answerInviteBody, response: teamInvite }),
};
