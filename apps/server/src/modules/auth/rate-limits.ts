import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';

/**
 * The strict per-minute limits of the account endpoints (RATE_LIMIT_AUTH_MAX), on top of the global one.
 * Each route counts separately.
 */
export function strictRateLimit(config: Config) {
  const base = { max: config.rateLimit.authMax, timeWindow: '1 minute' } satisfies RateLimitOptions;
  return {
    byIp: base satisfies RateLimitOptions,
    /** Keyed by address and the account being tried; runs after body parsing so it can read it. */
    byIpAnd: (identifier: (request: FastifyRequest) => string) =>
      ({
        ...base,
        hook: 'preHandler',
        keyGenerator: (request: FastifyRequest) => `${request.ip}|${identifier(request).trim().toLowerCase()}`,
      }) satisfies RateLimitOptions,
  };
}
