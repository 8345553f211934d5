import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { tooManyRequests } from '../../lib/app-error.ts';
import { findUserByLogin } from '../users/users.repository.ts';

const WINDOW = '1 minute';

/**
 * The strict per-minute limits of the account endpoints (RATE_LIMIT_AUTH_MAX), keyed by address. A route
 * with its own limit leaves the global one, and each route counts separately.
 */
export function strictRateLimit(app: FastifyInstance) {
  return { max: app.ctx.config.rateLimit.authMax, timeWindow: WINDOW } satisfies RateLimitOptions;
}

/**
 * Login: RATE_LIMIT_AUTH_MAX tries a minute per address and account, the account being the one the
 * identifier resolves to, so its nickname, e-mail and their spellings share one count (an unknown identifier
 * counts under its normalised form). Keyed by address too, so one noisy user behind a shared address does not
 * lock the account out for everyone; the global limit per address stops spraying many accounts.
 */
export function loginRateLimit(app: FastifyInstance, identifier: (request: FastifyRequest) => string) {
  const { config, db } = app.ctx;
  const perAccount = app.createRateLimit({
    max: config.rateLimit.authMax,
    timeWindow: WINDOW,
    keyGenerator: async (request) => {
      const typed = identifier(request).trim().toLowerCase();
      const account = typed ? await findUserByLogin(db, typed) : null;
      return `login|${request.ip}|${account ? `user:${account.id}` : `name:${typed}`}`;
    },
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
