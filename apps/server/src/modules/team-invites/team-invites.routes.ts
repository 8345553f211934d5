import { errorBody, idParams } from '@clutch/contract/common';
import { answerInviteBody, inviteEndpoints, teamInvite, teamInviteList, teamUserParams } from '@clutch/contract/teams';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/session.ts';
import { createTeamInvitesService } from './team-invites.service.ts';

const tags = ['team invites'];
const security: Array<Record<string, string[]>> = [{ bearer: [] }, { cookie: [] }];
const answerErrors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

export async function teamInvitesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createTeamInvitesService(app.ctx);

  r.get(
    inviteEndpoints.ofUser.path,
    {
      config: { access: { level: 'signedIn', of: 'user', role: 'self', param: 'userId' } },
      schema: {
        tags,
        summary: "The signed-in user's team invites, newest first, in every status",
        security,
        params: teamUserParams,
        response: { 200: teamInviteList, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => service.ofUser(request.params.userId, requireUser(request)),
  );

  r.get(
    inviteEndpoints.detail.path,
    {
      config: { access: { level: 'signedIn', of: 'invite', role: 'party' } },
      schema: { tags, summary: 'One invite (the invitee or the captain)', security, params: idParams, response: { 200: teamInvite, ...answerErrors } },
    },
    async (request) => service.get(request.params.id, requireUser(request)),
  );

  for (const [action, endpoint, status] of [
    ['accept', inviteEndpoints.accept, 'ACCEPTED'],
    ['reject', inviteEndpoints.reject, 'REJECTED'],
  ] as const) {
    r.put(
      endpoint.path,
      {
        config: { access: { level: 'verified', action: 'answer team invites', of: 'invite', role: 'invitee' } },
        schema: {
          tags,
          summary: `${action === 'accept' ? 'Accept' : 'Reject'} a pending invite (the invitee, verified accounts only)`,
          security,
          params: idParams,
          body: answerInviteBody,
          response: { 200: teamInvite, ...answerErrors },
        },
      },
      async (request) => service.answer(request.params.id, requireUser(request), request.body?.userId, status),
    );
  }
}
