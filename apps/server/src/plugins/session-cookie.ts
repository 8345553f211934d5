import type { FastifyReply } from 'fastify';
import type { Config } from '../config.ts';

/** The web client's session cookie (DESIGN.md §4.2): the script can not read it, other sites can not post with it. */
function cookieOptions(config: Config) {
  return { httpOnly: true, sameSite: 'lax' as const, secure: config.session.cookieSecure, path: '/' };
}

/**
 * A hint the page's script can read, no secret: `0` when this browser certainly has no session, so the client skips
 * `GET /auth/me` and its 401 (which browsers log as a console error); `1` when it had one. Every page load
 * (plugins/web-client.ts), sign-in and sign-out writes it. A missing hint means "unknown": the client asks.
 * The web client reads it by this name (apps/web src/lib/session-hint.ts).
 */
export const SESSION_HINT_COOKIE = 'clutch_session_hint';

export function setSessionHint(reply: FastifyReply, config: Config, signedIn: boolean) {
  reply.setCookie(SESSION_HINT_COOKIE, signedIn ? '1' : '0', {
    httpOnly: false,
    sameSite: 'lax',
    secure: config.session.cookieSecure,
    path: '/',
    ...(signedIn ? { maxAge: Math.floor(config.session.ttlMs / 1000) } : {}),
  });
}

export function setSessionCookie(reply: FastifyReply, config: Config, token: string) {
  reply.setCookie(config.session.cookieName, token, { ...cookieOptions(config), maxAge: Math.floor(config.session.ttlMs / 1000) });
  setSessionHint(reply, config, true);
}

export function clearSessionCookie(reply: FastifyReply, config: Config) {
  reply.clearCookie(config.session.cookieName, cookieOptions(config));
  setSessionHint(reply, config, false);
}
