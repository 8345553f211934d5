import { errorBody } from '@clutch/contract/common';
import { competitionEndpoints, matchList, teamMatchesParams, tournamentIdParams } from '@clutch/contract/competition';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { readTags } from '../../platform/read-cache/read-cache-tags.ts';
import { serveCachedForAll } from '../../platform/read-cache/serve-cached.ts';
import { isTournamentNotFound } from '../tournaments/tournaments.service.ts';
import { createMatchesService, firstAutoAccept } from './matches.service.ts';

const tags = ['matches'];

export async function matchesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createMatchesService(app.ctx);
  const cache = app.ctx.readCache;
  // The same for everyone who may see the tournament: the visitor's shape serves signed-in viewers too, and it
  // expires by itself when the first open report is due to be accepted (the read accepts it, ADR 005).
  const ofTournament = (request: FastifyRequest, reply: FastifyReply, tournamentId: string, teamId?: string) => {
    const viewer = request.auth?.user.id ?? null;
    return serveCachedForAll(cache, request, reply, viewer, {
      key: `tournament:${tournamentId}:matches:${teamId ?? ''}`,
      tags: [readTags.tournament(tournamentId), readTags.people],
      load: () => service.ofTournament(tournamentId, null, teamId),
      expiresAt: firstAutoAccept,
      own: () => service.ofTournament(tournamentId, viewer, teamId),
      hiddenFromVisitors: isTournamentNotFound,
    });
  };

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
    async (request, reply) => ofTournament(request, reply, request.params.tournamentId),
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
    async (request, reply) => ofTournament(request, reply, request.params.tournamentId, request.params.teamId),
  );
}
