import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

/** The window of every per-route limit. */
export const RATE_LIMIT_WINDOW = '1 minute';

/**
 * The strict per-minute limits of the account endpoints (RATE_LIMIT_AUTH_MAX), keyed by address. A route
 * with its own limit leaves the global one, and each route counts separately.
 */
export function strictRateLimit(app: FastifyInstance) {
  return { max: app.ctx.config.rateLimit.authMax, timeWindow: RATE_LIMIT_WINDOW } satisfies RateLimitOptions;
}
