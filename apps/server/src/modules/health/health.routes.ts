import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBody } from '@clutch/contract/common';
import { z } from 'zod';

const healthBody = z.object({ status: z.literal('ok') });

/** `/healthz`: the process is up. `/readyz`: the database answers. */
export async function healthRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/healthz', { config: { access: 'visitor', rateLimit: false }, schema: { hide: true, response: { 200: healthBody } } }, async () => ({ status: 'ok' as const }));
  r.get('/readyz', { config: { access: 'visitor', rateLimit: false }, schema: { hide: true, response: { 200: healthBody, 503: errorBody } } }, async (request, reply) => {
    try {
      await app.ctx.database.ping();
      return { status: 'ok' as const };
    } catch (err) {
      request.log.error({ err }, 'database is not ready');
      return reply.status(503).send({ message: 'The database does not answer.', code: 'NOT_READY' });
    }
  });
}
