import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../lib/app-error.ts';

/**
 * Who may call a route (DESIGN.md §5.11), declared next to its schema as `config: { access }` and enforced by
 * one hook before validation and the handler. Resource rules (owner, captain, organizer) are checked by the
 * service once it has loaded the resource; the declaration names them so the authorization table lists them.
 */
export type Access =
  /** Anyone, signed in or not. */
  | 'visitor'
  | 'signedIn'
  /** Signed in with a verified e-mail address. */
  | 'verified'
  | 'admin'
  /** Another system (payment webhooks): authenticated by a signature the handler checks, never by a session. */
  | 'machine';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}

export function checkAccess(access: Access, request: FastifyRequest) {
  if (access === 'visitor' || access === 'machine') return;
  const user = request.auth?.user;
  if (!user) throw unauthorized();
  if (access === 'verified' && !user.userVerified) {
    throw forbidden('Please verify your e-mail address to do that.', 'ACCOUNT_NOT_VERIFIED');
  }
  if (access === 'admin' && !user.roles.includes('ADMIN')) throw forbidden('Only administrators can do that.', 'ADMIN_ONLY');
}

/** Enforces each route's declaration; runs after the session is resolved. */
export function registerAccessControl(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (access) checkAccess(access, request);
  });
}
