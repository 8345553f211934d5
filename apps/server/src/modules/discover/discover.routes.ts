import { errorBody } from '@clutch/contract/common';
import { discoverCounts, discoverEndpoints } from '@clutch/contract/users';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/session.ts';
import { createDiscoverService } from './discover.service.ts';

const security: Array<Record<string, string[]>> = [{ bearer: [] }, { cookie: [] }];

export async function discoverRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const discover = createDiscoverService(app.ctx);

  r.get(
    discoverEndpoints.counts.path,
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['discover'],
        summary: 'The Discover cards: tournaments open or live, players, teams, my friends and the friend requests waiting for me',
        security,
        response: { 200: discoverCounts, 401: errorBody },
      },
    },
    async (request) => discover.counts(requireUser(request).id),
  );
}
