import { errorBody } from '@clutch/contract/common';
import { searchEndpoints, searchQuery, searchResults } from '@clutch/contract/search';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createSearchService } from './search.service.ts';

export async function searchRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createSearchService(app.ctx);

  r.get(
    searchEndpoints.search.path,
    {
      config: { access: 'visitor' },
      schema: {
        tags: ['search'],
        summary: 'The search dropdown: public tournaments, teams, games and players, at most 5 each, typo-tolerant',
        querystring: searchQuery,
        response: { 200: searchResults, 400: errorBody },
      },
    },
    async (request) => service.search(request.query.q, request.auth?.user ?? null),
  );
}
