import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { tooManyRequests } from '../../lib/app-error.ts';

const WINDOW = '1 minute';

/**
 * The strict per-minute limits of the account endpoints (RATE_LIMIT_AUTH_MAX), keyed by address. A route
 * with its own limit leaves the global one, and each route counts separately.
 */
export function strictRateLimit(app: FastifyInstance) {
  return { max: app.ctx.config.rateLimit.authMax, timeWindow: WINDOW } satisfies RateLimitOptions;
}

/**
 * Login: the strict limit per address and account tried (so one noisy user behind a shared address does not
 * lock out the rest), plus the global limit per address against spraying many accounts.
 */
export function loginRateLimit(app: FastifyInstance, identifier: (request: FastifyRequest) => string) {
  const { config } = app.ctx;
  const perAccount = app.createRateLimit({
    max: config.rateLimit.authMax,
    timeWindow: WINDOW,
    keyGenerator: (request) => `login|${request.ip}|${identifier(request).trim().toLowerCase()}`,
  });
  return {
    perAddress: { max: config.rateLimit.max, timeWindow: WINDOW } satisfies RateLimitOptions,
    /** A preHandler: it runs after validation, so the body is there to read. */
    async perAccount(request: FastifyRequest, reply: FastifyReply) {
      const result = await perAccount(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', String(result.ttlInSeconds));
        throw tooManyRequests();
      }
    },
  };
}
