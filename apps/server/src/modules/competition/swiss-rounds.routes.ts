import { errorBody, idParams } from '@clutch/contract/common';
import { competitionEndpoints, swissRounds } from '@clutch/contract/competition';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { readTags } from '../../platform/read-cache/read-cache-tags.ts';
import { serveCachedForAll } from '../../platform/read-cache/serve-cached.ts';
import { isTournamentNotFound } from '../tournaments/tournaments.service.ts';
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
    async (request, reply) => {
      const viewer = request.auth?.user.id ?? null;
      const { id } = request.params;
      return serveCachedForAll(app.ctx.readCache, request, reply, viewer, {
        key: `tournament:${id}:swiss`,
        tags: [readTags.tournament(id), readTags.people],
        load: () => service.rounds(id, null),
        own: () => service.rounds(id, viewer),
        hiddenFromVisitors: isTournamentNotFound,
      });
    },
  );
}
