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
 * Ready while the API serves. `degraded` lists what it is doing without for now (Redis: rate limits count per
 * instance and live events reach this instance's clients only; jobs: this instance works no queued job, so
 * e-mail and sweeps wait for another instance or a restart); absent when nothing is.
 */
const readyBody = z.object({
  status: z.enum(['ok', 'degraded']),
  degraded: z.array(z.enum(['redis', 'jobs'])).optional(),
});

/** `/healthz`: the process is up. `/readyz`: the database answers; the body says what is degraded (Redis, the job queue). */
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
    const degraded = [
      ...(app.ctx.redis.status() === 'degraded' ? (['redis'] as const) : []),
      ...(app.ctx.jobs.status() === 'running' ? [] : (['jobs'] as const)),
    ];
    return degraded.length > 0 ? { status: 'degraded' as const, degraded } : { status: 'ok' as const };
  });
}
