import { errorBody } from '@clutch/contract/common';
import { ranking, tournamentEndpoints, tournamentParams } from '@clutch/contract/tournaments';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
    async (request) => service.ranking(request.params.id, request.auth?.user.id ?? null),
  );
}
