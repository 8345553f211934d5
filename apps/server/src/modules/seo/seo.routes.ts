import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.ts';
import { createSeoService } from './seo.service.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const HOUR_SECONDS = 60 * 60;

/** robots.txt, the sitemap and a tournament's share image (ADR 022), for crawlers and social sites: public reads. */
export async function seoRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const seo = createSeoService({ db: app.ctx.db, config: app.ctx.config });

  r.get(
    '/robots.txt',
    { config: { access: 'visitor' }, schema: { tags: ['seo'], summary: 'Which paths crawlers may visit, and where the sitemap is' } },
    async (_request, reply) => reply.header('cache-control', `public, max-age=${HOUR_SECONDS}`).type('text/plain; charset=utf-8').send(seo.robotsTxt()),
  );

  r.get(
    '/sitemap.xml',
    { config: { access: 'visitor' }, schema: { tags: ['seo'], summary: 'The public pages: the landing and every public tournament (an index above 50,000)' } },
    async (_request, reply) =>
      reply.header('cache-control', `public, max-age=${HOUR_SECONDS}`).type('application/xml; charset=utf-8').send(await seo.sitemap()),
  );

  r.get(
    '/sitemap/:file',
    {
      config: { access: 'visitor' },
      schema: { tags: ['seo'], summary: "One numbered file of the sitemap's index", params: z.object({ file: z.string().max(20) }) },
    },
    async (request, reply) => {
      const page = /^([1-9]\d{0,5})\.xml$/.exec(request.params.file)?.[1];
      const xml = page ? await seo.sitemap(Number(page)) : null;
      if (!xml) throw notFound('No such sitemap.');
      return reply.header('cache-control', `public, max-age=${HOUR_SECONDS}`).type('application/xml; charset=utf-8').send(xml);
    },
  );

  r.get(
    '/media/share/tournaments/:file',
    {
      config: { access: 'visitor' },
      schema: {
        tags: ['media'],
        summary: "A public tournament's share image for social sites (PNG, 1200×630)",
        params: z.object({ file: z.string().max(60) }),
      },
    },
    async (request, reply) => {
      const id = request.params.file.endsWith('.png') ? request.params.file.slice(0, -4).toLowerCase() : '';
      const image = UUID.test(id) ? await seo.shareImage(id) : null;
      if (!image) throw notFound('Image not found.', 'MEDIA_NOT_FOUND');
      const etag = `"share-${image.key}"`;
      reply.header('cache-control', `public, max-age=${HOUR_SECONDS}`).header('etag', etag).header('x-content-type-options', 'nosniff');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type('image/png').send(await image.png());
    },
  );
}
