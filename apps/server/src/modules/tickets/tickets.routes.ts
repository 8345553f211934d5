import { errorBody } from '@clutch/contract/common';
import { teamIdParams, ticketDetail, ticketEndpoints, ticketList, userIdParams } from '@clutch/contract/payments';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { forbidden } from '../../lib/app-error.ts';
import { requireUser } from '../../plugins/session.ts';
import { createTicketsService } from './tickets.service.ts';

const tags = ['tickets'];
const security: Array<Record<string, string[]>> = [{ bearer: [] }, { cookie: [] }];

export async function ticketsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tickets = createTicketsService(app.ctx);

  r.get(
    ticketEndpoints.ofUser.path,
    {
      config: { access: { level: 'signedIn', of: 'user', role: 'self', param: 'userId' } },
      schema: { tags, summary: 'My tickets: the registrations I play in', security, params: userIdParams, response: { 200: ticketList, 400: errorBody, 401: errorBody, 403: errorBody } },
    },
    async (request) => {
      const user = requireUser(request);
      if (request.params.userId !== user.id) throw forbidden('You can only read your own tickets.', 'NOT_OWNER');
      return tickets.ofUser(user.id);
    },
  );

  r.get(
    ticketEndpoints.ofTeam.path,
    {
      config: { access: { level: 'signedIn', of: 'team', role: 'member', param: 'teamId' } },
      schema: {
        tags,
        summary: "A team's ticket: tournament, team, members (captain first) and its matches",
        security,
        params: teamIdParams,
        response: { 200: ticketDetail, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request) => tickets.ofTeam(request.params.teamId, requireUser(request).id),
  );
}
