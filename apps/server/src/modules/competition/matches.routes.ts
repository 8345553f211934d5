import { errorBody } from '@clutch/contract/common';
import { competitionEndpoints, matchList, teamMatchesParams, tournamentIdParams } from '@clutch/contract/competition';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createMatchesService } from './matches.service.ts';

const tags = ['matches'];

export async function matchesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createMatchesService(app.ctx);

  r.get(
    competitionEndpoints.tournamentMatches.path,
    {
      config: { access: 'visitor' },
      schema: {
        tags,
        summary: "A tournament's matches by stage, round and number, each side with its team and score",
        params: tournamentIdParams,
        response: { 200: matchList, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => service.ofTournament(request.params.tournamentId, request.auth?.user.id ?? null),
  );

  r.get(
    competitionEndpoints.teamMatches.path,
    {
      config: { access: 'visitor' },
      schema: {
        tags,
        summary: "The matches a team plays in a tournament (through the team's registration)",
        params: teamMatchesParams,
        response: { 200: matchList, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => service.ofTournament(request.params.tournamentId, request.auth?.user.id ?? null, request.params.teamId),
  );
}
