import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserRow } from '../db/schema/index.ts';
import { unauthorized } from '../lib/app-error.ts';
import type { SessionContext, SessionService } from '../modules/sessions/sessions.service.ts';
import { needsUser } from './access.ts';

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
    // Pages outside /api (the dev outbox) that need a user get the session too.
    if (!request.url.startsWith('/api/') && !needsUser(request.routeOptions.config.access)) return;
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
