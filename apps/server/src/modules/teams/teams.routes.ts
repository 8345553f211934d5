import { errorBody, idParams } from '@clutch/contract/common';
import { tournamentIdParams } from '@clutch/contract/competition';
import { createTeamFields, registrationDetail, registrationEndpoints, team, teamEndpoints, teamList, teamUserParams } from '@clutch/contract/teams';
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
}
