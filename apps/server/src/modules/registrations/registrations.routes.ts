import { errorBody, idParams } from '@clutch/contract/common';
import { registrationStatusParams, teamRegistration, teamRegistrationList, tournamentIdParams } from '@clutch/contract/competition';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createRegistrationsService } from './registrations.service.ts';

const tags = ['team registrations'];

export async function registrationsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createRegistrationsService(app.ctx);

  r.get(
    '/team-registrations/tournaments/:tournamentId',
    {
      schema: {
        tags,
        summary: "A tournament's team registrations, oldest first",
        params: tournamentIdParams,
        response: { 200: teamRegistrationList, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => service.ofTournament(request.params.tournamentId, request.auth?.user.id ?? null),
  );

  r.get(
    '/team-registrations/tournaments/:tournamentId/status/:status',
    {
      schema: {
        tags,
        summary: "A tournament's team registrations in one request status",
        params: registrationStatusParams,
        response: { 200: teamRegistrationList, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => service.ofTournament(request.params.tournamentId, request.auth?.user.id ?? null, request.params.status),
  );

  r.get(
    '/team-registrations/:id',
    {
      schema: {
        tags,
        summary: 'One team registration',
        params: idParams,
        response: { 200: teamRegistration, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => service.get(request.params.id, request.auth?.user.id ?? null),
  );
}
