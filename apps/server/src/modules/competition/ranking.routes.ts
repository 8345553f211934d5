import { errorBody } from '@clutch/contract/common';
import { ranking, tournamentEndpoints, tournamentParams } from '@clutch/contract/tournaments';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { readTags } from '../../platform/read-cache/read-cache-tags.ts';
import { serveCachedForAll } from '../../platform/read-cache/serve-cached.ts';
import { isTournamentNotFound } from '../tournaments/tournaments.service.ts';
import { createRankingService } from './ranking.service.ts';

const tags = ['tournaments'];

export async function rankingRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createRankingService(app.ctx);

  r.get(
    tournamentEndpoints.ranking.path,
    {
      config: { access: 'visitor' },
      schema: {
        tags,
        summary: 'League or group tables from finished matches (3/1/0; points, goal difference, goals for, head-to-head, name); a free-for-all leaderboard (points, best game, eliminations, seed)',
        params: tournamentParams,
        response: { 200: ranking, 400: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const viewer = request.auth?.user.id ?? null;
      const { id } = request.params;
      return serveCachedForAll(app.ctx.readCache, request, reply, viewer, {
        key: `tournament:${id}:ranking`,
        tags: [readTags.tournament(id), readTags.people],
        load: () => service.ranking(id, null),
        own: () => service.ranking(id, viewer),
        hiddenFromVisitors: isTournamentNotFound,
      });
    },
  );
}
