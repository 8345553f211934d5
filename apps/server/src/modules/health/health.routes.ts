import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBody } from '@clutch/contract/common';
import { z } from 'zod';
import { RETRY_AFTER_SECONDS } from '../../db/database-errors.ts';

const healthBody = z.object({ status: z.literal('ok') });

/** Readiness answers within this even when a connection hangs (the pool's own connect timeout is shorter). */
const PING_TIMEOUT_MS = 1_500;

function withinTimeout(ping: Promise<void>) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the database did not answer within ${PING_TIMEOUT_MS} ms`)), PING_TIMEOUT_MS);
  });
  return Promise.race([ping, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Ready while the API serves. `degraded` lists the dependencies it is doing without for now (Redis: rate limits
 * count per instance and live events reach this instance's clients only); absent when nothing is.
 */
const readyBody = z.object({
  status: z.enum(['ok', 'degraded']),
  degraded: z.array(z.enum(['redis'])).optional(),
});

/** `/healthz`: the process is up. `/readyz`: the database answers; the body says which dependency is degraded. */
export async function healthRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/healthz', { config: { access: 'visitor', rateLimit: false }, schema: { hide: true, response: { 200: healthBody } } }, async () => ({ status: 'ok' as const }));
  r.get('/readyz', { config: { access: 'visitor', rateLimit: false }, schema: { hide: true, response: { 200: readyBody, 503: errorBody } } }, async (request, reply) => {
    try {
      await withinTimeout(app.ctx.database.ping());
    } catch (err) {
      request.log.error({ err }, 'database is not ready');
      return reply.status(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send({ message: 'The database does not answer.', code: 'NOT_READY' });
    }
    if (app.ctx.redis.status() === 'degraded') return { status: 'degraded' as const, degraded: ['redis' as const] };
    return { status: 'ok' as const };
  });
}
