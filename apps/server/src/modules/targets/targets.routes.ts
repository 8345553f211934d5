import { errorBody, idParams, messageBody } from '@clutch/contract/common';
import { target, targetEndpoints, targetInput, targetList, targetsQuery } from '@clutch/contract/organizer';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/session.ts';
import { createTargetsService } from './targets.service.ts';

const tags = ['targets'];
const security: Array<Record<string, string[]>> = [{ bearer: [] }, { cookie: [] }];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

export async function targetsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createTargetsService(app.ctx);

  r.get(
    targetEndpoints.list.path,
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: "An organization's targets (default: the signed-in user's own), oldest first, with whether the viewer may edit them",
        security,
        querystring: targetsQuery,
        response: { 200: targetList, 400: errorBody, 401: errorBody },
      },
    },
    async (request) => service.list(requireUser(request), request.query.organizationId),
  );

  r.post(
    targetEndpoints.create.path,
    {
      config: { access: 'signedIn' },
      schema: { tags, summary: "Add a target to the signed-in organizer's organization (organizers and admins)", security, body: targetInput, response: { 201: target, ...errors } },
    },
    async (request, reply) => reply.status(201).send(await service.create(requireUser(request), request.body)),
  );

  r.put(
    targetEndpoints.update.path,
    {
      config: { access: { level: 'signedIn', of: 'target', role: 'editor' } },
      schema: { tags, summary: "Edit a target (the organization's organizer or an admin)", security, params: idParams, body: targetInput, response: { 200: target, ...errors } },
    },
    async (request) => service.update(requireUser(request), request.params.id, request.body),
  );

  r.delete(
    targetEndpoints.delete.path,
    {
      config: { access: { level: 'signedIn', of: 'target', role: 'editor' } },
      schema: { tags, summary: "Delete a target (the organization's organizer or an admin)", security, params: idParams, response: { 200: messageBody, ...errors } },
    },
    async (request) => {
      await service.remove(requireUser(request), request.params.id);
      return { message: 'Target deleted.' };
    },
  );
}
