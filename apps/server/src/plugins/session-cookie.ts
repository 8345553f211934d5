import type { FastifyReply } from 'fastify';
import type { Config } from '../config.ts';

/** The web client's session cookie (DESIGN.md §4.2): the script can not read it, other sites can not post with it. */
function cookieOptions(config: Config) {
  return { httpOnly: true, sameSite: 'lax' as const, secure: config.session.cookieSecure, path: '/' };
}

export function setSessionCookie(reply: FastifyReply, config: Config, token: string) {
  reply.setCookie(config.session.cookieName, token, { ...cookieOptions(config), maxAge: Math.floor(config.session.ttlMs / 1000) });
}

export function clearSessionCookie(reply: FastifyReply, config: Config) {
  reply.clearCookie(config.session.cookieName, cookieOptions(config));
}
