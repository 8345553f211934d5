import { errorBody } from '@clutch/contract/common';
import { game, gameEndpoints, gameList, gameParams, gamesQuery, searchTextParams } from '@clutch/contract/games';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { readTags } from '../../platform/read-cache/read-cache-tags.ts';
import { queryKey, serveCached } from '../../platform/read-cache/serve-cached.ts';
import { createGamesService } from './games.service.ts';

const tags = ['games'];

export async function gamesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const games = createGamesService(app.ctx);
  const cache = app.ctx.readCache;
  // The catalogue is the same for everyone.
  const cacheTags = [readTags.games];

  r.get(
    gameEndpoints.all.path,
    {
      config: { access: 'visitor' },
      schema: {
        tags,
        summary: 'Browse Games: the catalogue, filtered by genre, popularity and platform (comma-separated, any value matches)',
        description:
          'Without `search`, sorted by popularity (Very High first), then name. With `search`, best match first: ' +
          'exact, prefix, word prefix, substring, then similar names (typos); case and accents are ignored.',
        querystring: gamesQuery,
        response: { 200: gameList, 400: errorBody },
      },
    },
    async (request, reply) => serveCached(cache, request, reply, { key: `games:all:${queryKey(request.query)}`, tags: cacheTags, load: () => games.list(request.query) }),
  );

  r.get(
    gameEndpoints.search.path,
    {
      config: { access: 'visitor' },
      schema: {
        tags,
        summary: 'Games whose name matches the text, typo-tolerant, best match first (at most 20)',
        params: searchTextParams,
        response: { 200: gameList, 400: errorBody },
      },
    },
    async (request, reply) => serveCached(cache, request, reply, { key: `games:search:${request.params.text}`, tags: cacheTags, load: () => games.search(request.params.text) }),
  );

  r.get(
    gameEndpoints.detail.path,
    {
      config: { access: 'visitor' },
      schema: {
        tags,
        summary: 'A game by id or slug (e.g. cs2, valorant)',
        params: gameParams,
        response: { 200: game, 400: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => serveCached(cache, request, reply, { key: `games:one:${request.params.id}`, tags: cacheTags, load: () => games.get(request.params.id) }),
  );
}
