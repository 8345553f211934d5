import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { forbidden, unauthorized } from '../lib/app-error.ts';
import { roleCheckOf, storedById, type ResourceRole } from '../modules/access/resource-roles.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Who may try at all. */
export type Level =
  /** Anyone, signed in or not. */
  | 'visitor'
  | 'signedIn'
  /** Signed in with a verified e-mail address. */
  | 'verified'
  | 'admin'
  /** Another system (payment webhooks): authenticated by a signature the handler checks, never by a session. */
  | 'machine';

/**
 * A signed-in level with what it is for and, optionally, a role on the resource named by a path parameter:
 * `{ level: 'signedIn', of: 'tournament', role: 'organizer' }` (the id in `params.id`), or
 * `{ level: 'verified', action: 'create a team' }`.
 */
export type AccessRule = {
  level: 'signedIn' | 'verified';
  /** For `verified`: an unverified account hears "Please verify your account to {action}." (spec §6). */
  action?: string;
} & (ResourceRole | { of?: undefined; role?: undefined; param?: undefined });

/**
 * Who may call a route (DESIGN.md §5.11), declared next to its schema as `config: { access }` and enforced
 * here: the level on request (401, ACCOUNT_NOT_VERIFIED, ADMIN_ONLY), then the resource role before the body is
 * validated, by loading the resource (404 when the caller may not see it, else 403). Services
 * keep their own checks as defence in depth.
 */
export type Access = Level | AccessRule;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}

export const levelOf = (access: Access): Level => (typeof access === 'string' ? access : access.level);

/** Whether the route needs the session resolved (a user must be signed in). */
export const needsUser = (access: Access | undefined) => access !== undefined && access !== 'visitor' && access !== 'machine';

export function checkAccess(access: Access, request: FastifyRequest) {
  const level = levelOf(access);
  if (level === 'visitor' || level === 'machine') return;
  const user = request.auth?.user;
  if (!user) throw unauthorized();
  if (level === 'verified' && !user.userVerified) {
    const action = typeof access === 'string' ? undefined : access.action;
    throw forbidden(`Please verify your account to ${action ?? 'do that'}.`, 'ACCOUNT_NOT_VERIFIED');
  }
  if (level === 'admin' && !user.roles.includes('ADMIN')) throw forbidden('Only administrators can do that.', 'ADMIN_ONLY');
}

/** One row of the authorization table: a route Fastify registered and its declaration. */
export interface DeclaredRoute {
  method: string;
  url: string;
  access: Access | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every registered route with its declaration, read once the app is ready. */
    authorizationTable(): DeclaredRoute[];
  }
}

const methodsOf = (route: RouteOptions) => (Array.isArray(route.method) ? route.method : [route.method]);

/**
 * Enforces each route's declaration; runs after the session is resolved. Records every route Fastify
 * registers and refuses to start when one declares nobody.
 */
export function registerAccessControl(app: FastifyInstance) {
  const routes: RouteOptions[] = [];
  // The options object is read at ready time: a scope's own onRoute hook (publicPlugin) runs after this one.
  app.addHook('onRoute', (route) => void routes.push(route));
  app.decorate('authorizationTable', () =>
    routes.flatMap((route) => methodsOf(route).map((method) => ({ method, url: route.url, access: route.config?.access }))),
  );
  app.addHook('onReady', async () => {
    const undeclared = app.authorizationTable().filter((r) => r.access === undefined);
    if (undeclared.length > 0) {
      throw new Error(`Routes without an access declaration (config.access): ${undeclared.map((r) => `${r.method} ${r.url}`).join(', ')}`);
    }
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (access) checkAccess(access, request);
  });
  // Before body validation, so someone else's resource is refused whatever the body says. A malformed id cannot
  // be looked up: validation answers it (400), and the check runs after validation instead.
  const checked = new WeakSet<FastifyRequest>();
  const checkRole = async (request: FastifyRequest, rule: AccessRule & ResourceRole) => {
    const param = rule.param ?? 'id';
    const id = (request.params as Record<string, unknown> | undefined)?.[param];
    if (typeof id !== 'string') throw new Error(`access: ${request.routeOptions.url} has no path parameter ${param}`);
    checked.add(request);
    await roleCheckOf(rule)(app.ctx.db, request.auth!.user, id, app.ctx.readCache);
  };
  const ruleOf = (request: FastifyRequest) => {
    const access = request.routeOptions.config.access;
    return typeof access === 'object' && access.of !== undefined ? (access as AccessRule & ResourceRole) : null;
  };
  app.addHook('preValidation', async (request) => {
    const rule = ruleOf(request);
    const id = rule && (request.params as Record<string, unknown> | undefined)?.[rule.param ?? 'id'];
    if (rule && typeof id === 'string' && (!storedById(rule.of) || UUID.test(id))) await checkRole(request, rule);
  });
  app.addHook('preHandler', async (request) => {
    const rule = ruleOf(request);
    if (rule && !checked.has(request)) await checkRole(request, rule);
  });
}

/**
 * A scope for third-party plugins that serve public content (the API docs, uploaded images, the built web
 * client): routes registered in it that declare nothing are open to visitors. Our own routes declare theirs
 * explicitly, so a forgotten declaration still fails the start.
 */
export async function publicScope(app: FastifyInstance, register: (scope: FastifyInstance) => Promise<void>) {
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.config = { ...route.config, access: route.config?.access ?? 'visitor' };
    });
    await register(scope);
  });
}
