import { errorBody, idParams } from '@clutch/contract/common';
import { competitionEndpoints, swissRounds } from '@clutch/contract/competition';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createSwissRoundsService } from './swiss-rounds.service.ts';

const tags = ['tournaments'];

export async function swissRoundsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createSwissRoundsService(app.ctx);

  r.get(
    competitionEndpoints.swissRounds.path,
    {
      config: { access: 'visitor' },
      schema: {
        tags,
        summary: "A Swiss tournament's rounds: each pair, its score groups and why it was made (public like the bracket)",
        params: idParams,
        response: { 200: swissRounds, 400: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request) => service.rounds(request.params.id, request.auth?.user.id ?? null),
  );
}
