import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { UserRow } from '../db/schema/index.ts';
import { forbidden, unauthorized } from '../lib/app-error.ts';
import type { SessionContext, SessionService } from '../modules/sessions/sessions.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The session that authenticated this request, if any (cookie for the web, Bearer for other clients). */
    auth: SessionContext | null;
  }
}

export function tokenFromRequest(request: FastifyRequest, cookieName: string): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) {
    const token = header.slice(7).trim();
    if (token && token !== 'undefined' && token !== 'null') return token;
  }
  return request.cookies[cookieName] ?? null;
}

export function registerSessionResolution(app: FastifyInstance, sessions: SessionService, cookieName: string) {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    // Pages outside /api (the dev outbox in production) resolve it too when their declaration needs a user.
    if (!request.url.startsWith('/api/') && (!access || access === 'visitor' || access === 'machine')) return;
    const token = tokenFromRequest(request, cookieName);
    request.auth = token ? await sessions.resolve(token) : null;
  });
}

/** The acting user; the session decides who acts (DESIGN.md §4.3). */
export function requireUser(request: FastifyRequest): UserRow {
  if (!request.auth) throw unauthorized();
  return request.auth.user;
}

export function requireSession(request: FastifyRequest): SessionContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** A preHandler for routes that need a signed-in user. */
export async function authenticated(request: FastifyRequest, _reply: FastifyReply) {
  requireUser(request);
}

/**
 * Spec payloads that name a user (`userId`, `currentUserId`, `follower`…) must name the session's user,
 * or be absent. Anything else is refused.
 */
export function assertActor(actor: UserRow, claimedId: string | null | undefined) {
  if (claimedId != null && claimedId !== actor.id) throw forbidden('You can only act as yourself.', 'ACTOR_MISMATCH');
}
