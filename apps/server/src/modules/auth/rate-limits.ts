import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { tooManyRequests } from '../../lib/app-error.ts';
import { RATE_LIMIT_WINDOW } from '../../plugins/strict-rate-limit.ts';
import { findUserByLogin } from '../users/users.service.ts';

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
    timeWindow: RATE_LIMIT_WINDOW,
    keyGenerator: async (request) => {
      const typed = identifier(request).trim().toLowerCase();
      const account = typed ? await findUserByLogin(db, typed) : null;
      return `login|${request.ip}|${account ? `user:${account.id}` : `name:${typed}`}`;
    },
  });
  return {
    perAddress: { max: config.rateLimit.max, timeWindow: RATE_LIMIT_WINDOW } satisfies RateLimitOptions,
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
