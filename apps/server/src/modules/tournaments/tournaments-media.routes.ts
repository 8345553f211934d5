import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.ts';
import { renderTournamentBanner, TOURNAMENT_BANNER_KEY, tournamentBannerEtag } from '../../platform/artwork/tournament-banner.ts';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Generated tournament photos (`/media/tournaments/<seed>-<n>.svg`); the same key always draws the same image. */
export async function tournamentsMediaRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/media/tournaments/:file',
    {
      config: { access: 'visitor' },
      schema: {
        tags: ['media'],
        summary: 'A generated tournament photo (SVG, 16:9)',
        params: z.object({ file: z.string().max(250) }),
      },
    },
    async (request, reply) => {
      const key = request.params.file.endsWith('.svg') ? request.params.file.slice(0, -4) : '';
      if (!TOURNAMENT_BANNER_KEY.test(key)) throw notFound('Image not found.', 'MEDIA_NOT_FOUND');
      const etag = tournamentBannerEtag(key);
      reply
        .header('cache-control', `public, max-age=${YEAR_SECONDS}, immutable`)
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type('image/svg+xml; charset=utf-8').send(renderTournamentBanner(key));
    },
  );
}
