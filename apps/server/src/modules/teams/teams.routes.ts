import { errorBody, idParams } from '@clutch/contract/common';
import { tournamentIdParams } from '@clutch/contract/competition';
import {
  createTeamFields,
  handOverCaptaincyBody,
  inviteMembersBody,
  leaveTeamResult,
  registrationDetail,
  registrationEndpoints,
  team,
  teamEndpoints,
  teamHistory,
  teamList,
  teamMemberParams,
  teamUserParams,
  updateTeamBody,
} from '@clutch/contract/teams';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { badRequest } from '../../lib/app-error.ts';
import { requireUser } from '../../plugins/session.ts';
import { readMultipartForm } from '../uploads/uploads.service.ts';
import { createTeamsService } from './teams.service.ts';

const tags = ['teams'];
const security: Array<Record<string, string[]>> = [{ bearer: [] }, { cookie: [] }];

export async function teamsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createTeamsService(app.ctx);

  r.post(
    registrationEndpoints.registerSolo.path,
    {
      config: { access: { level: 'signedIn', of: 'tournament', role: 'entrant', param: 'tournamentId' } },
      schema: {
        tags: ['team registrations'],
        summary: 'Join a solo tournament (maxPlayerPerTeam 1): a team of one named after the player, registered at once',
        security,
        params: tournamentIdParams,
        response: { 201: registrationDetail, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      return reply.status(201).send(await service.registerSolo(request.params.tournamentId, actor));
    },
  );

  r.post(
    teamEndpoints.create.path,
    {
      config: { access: { level: 'verified', action: 'create a team' } },
      schema: {
        tags,
        summary: 'Create a team (multipart: name, bio, captainId, tournamentId, users, file) and register it when tournamentId is given',
        description:
          '`users` is the comma-joined ids of the captain and the chosen members; members get PENDING invites. `file` is an optional ' +
          'PNG, JPEG, WebP or GIF of at most 5 MB, stored re-encoded as WebP without metadata.',
        security,
        consumes: ['multipart/form-data'],
        response: { 201: team, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 413: errorBody, 415: errorBody },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      const form = await readMultipartForm(request);
      const parsed = createTeamFields.safeParse(form.fields);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        throw badRequest(issue.message, 'VALIDATION_FAILED', { [issue.path.join('.') || '_']: issue.message });
      }
      return reply.status(201).send(await service.create(actor, parsed.data, form.file));
    },
  );

  r.get(
    teamEndpoints.ofUser.path,
    {
      config: { access: { level: 'signedIn', of: 'user', role: 'self', param: 'userId' } },
      schema: {
        tags,
        summary: 'The teams the signed-in user plays in (captain or accepted member), newest first',
        security,
        params: teamUserParams,
        response: { 200: teamList, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => service.ofUser(request.params.userId, requireUser(request)),
  );

  r.get(
    teamEndpoints.detail.path,
    {
      config: { access: 'visitor' },
      schema: { tags, summary: 'One team: captain, members with their invite and payment status, its registration', params: idParams, response: { 200: team, 400: errorBody, 404: errorBody } },
    },
    async (request) => service.get(request.params.id, request.auth?.user.id ?? null),
  );

  const captain = { level: 'signedIn', of: 'team', role: 'captain' } as const;
  const changeErrors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

  r.patch(
    teamEndpoints.update.path,
    {
      config: { access: captain },
      schema: { tags, summary: "Rename the team or rewrite its bio (the captain); an empty bio clears it", security, params: idParams, body: updateTeamBody, response: { 200: team, ...changeErrors } },
    },
    async (request) => service.update(request.params.id, requireUser(request), request.body),
  );

  r.put(
    teamEndpoints.uploadPhoto.path,
    {
      config: { access: captain },
      schema: {
        tags,
        summary: "Replace the team's logo (the captain; multipart field `file`)",
        description: 'PNG, JPEG, WebP or GIF of at most 5 MB, stored re-encoded as WebP without metadata; the previous logo is deleted.',
        security,
        params: idParams,
        consumes: ['multipart/form-data'],
        response: { 200: team, ...changeErrors, 413: errorBody, 415: errorBody },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      const form = await readMultipartForm(request);
      if (!form.file) throw badRequest('Choose an image to upload.', 'FILE_REQUIRED', { file: 'Choose an image to upload.' });
      return service.setPhoto(request.params.id, actor, form.file);
    },
  );

  r.delete(
    teamEndpoints.removePhoto.path,
    {
      config: { access: captain },
      schema: { tags, summary: "Remove the team's logo (the captain)", security, params: idParams, response: { 200: team, ...changeErrors } },
    },
    async (request) => service.removePhoto(request.params.id, requireUser(request)),
  );

  r.post(
    teamEndpoints.invite.path,
    {
      config: { access: { level: 'verified', action: 'invite players', of: 'team', role: 'captain' } },
      schema: {
        tags,
        summary: 'Invite more players to the team (the captain): PENDING invites, within the team size of its tournaments',
        security,
        params: idParams,
        body: inviteMembersBody,
        response: { 201: team, ...changeErrors },
      },
    },
    async (request, reply) => reply.status(201).send(await service.invite(request.params.id, requireUser(request), request.body)),
  );

  r.delete(
    teamEndpoints.removeMember.path,
    {
      config: { access: captain },
      schema: {
        tags,
        summary: 'Remove a member or withdraw an invite (the captain; never the captain)',
        description: 'Refused with ROSTER_BELOW_MINIMUM when it would take a team registered in a tournament whose registration closed below its minimum.',
        security,
        params: teamMemberParams,
        response: { 200: team, ...changeErrors },
      },
    },
    async (request) => service.removeMember(request.params.id, requireUser(request), request.params.userId),
  );

  r.post(
    teamEndpoints.handOver.path,
    {
      config: { access: captain },
      schema: {
        tags,
        summary: 'Hand the captaincy to an accepted member (the captain); the old captain stays as a member',
        security,
        params: idParams,
        body: handOverCaptaincyBody,
        response: { 200: team, ...changeErrors },
      },
    },
    async (request) => service.handOver(request.params.id, requireUser(request), request.body.userId),
  );

  r.post(
    teamEndpoints.leave.path,
    {
      config: { access: { level: 'signedIn', of: 'team', role: 'player' } },
      schema: {
        tags,
        summary: 'Leave the team (an accepted member)',
        description:
          'The captain hands over first (CAPTAIN_MUST_HAND_OVER); a captain left alone disbands a team that never entered a tournament, ' +
          'and cannot leave one that did (LAST_TEAM_MEMBER). Held to the roster minimum like a removal.',
        security,
        params: idParams,
        response: { 200: leaveTeamResult, ...changeErrors },
      },
    },
    async (request) => service.leave(request.params.id, requireUser(request)),
  );

  r.get(
    teamEndpoints.history.path,
    {
      config: { access: 'visitor' },
      schema: {
        tags,
        summary: "The team's tournaments, newest first: status, request status, placement and its match record",
        params: idParams,
        response: { 200: teamHistory, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => service.history(request.params.id, request.auth?.user.id ?? null),
  );
}
