import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Config } from '../config.ts';
import { contentSecurityPolicy, embeddableContentSecurityPolicy } from './security.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `embeddable`: any site may frame the page (no X-Frame-Options, `frame-ancestors *`; see security.ts). */
    framing?: 'embeddable';
  }
}

const CSP = 'content-security-policy';

/** The headers helmet's middleware writes with `options`, captured once from a stand-in response. */
export function helmetHeaders(options: HelmetOptions): Map<string, string> {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: unknown) => void headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => void headers.delete(name.toLowerCase()),
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

/** One framing's headers: the policy apart, since only documents get it. */
interface HeaderSet {
  always: [string, string][];
  policy: string;
}

function headerSet(options: HelmetOptions): HeaderSet {
  const headers = helmetHeaders(options);
  const policy = headers.get(CSP);
  if (!policy) throw new Error('security headers: helmet wrote no content-security-policy');
  headers.delete(CSP);
  return { always: [...headers], policy };
}

/** Everything helmet sets today, with our policy (security.ts): the same options the app gave @fastify/helmet. */
export function securityHeaderSets(config: Config) {
  const base = {
    contentSecurityPolicy: { directives: contentSecurityPolicy(config) },
    crossOriginEmbedderPolicy: false,
    // Google's sign-in popup talks back to its opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' as const },
  };
  return {
    standard: headerSet(base),
    embeddable: headerSet({ ...base, contentSecurityPolicy: { directives: embeddableContentSecurityPolicy(config) }, xFrameOptions: false }),
  };
}

const isJson = (contentType: unknown) => typeof contentType === 'string' && contentType.startsWith('application/json');

/**
 * Whether a response gets the content security policy: every one a browser could render as a document (pages,
 * images, files, the API's docs), not the JSON API's answers. A browser applies a policy only to a document it
 * renders; JSON sent with `nosniff` runs nothing, so there the ~900-byte header was pure cost.
 */
export const needsPolicy = (request: FastifyRequest, reply: FastifyReply) =>
  !(request.url.startsWith('/api/') && isJson(reply.getHeader('content-type')));

/**
 * The security headers, computed once at boot with helmet (the library decides what a header says) and set with
 * two cheap hooks: @fastify/helmet ran helmet's whole middleware, re-validating and re-serializing the policy, on
 * every request (ADR 019). A route frames differently with `config: { framing: 'embeddable' }`.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const { standard, embeddable } = securityHeaderSets(config);
  const setOf = (request: FastifyRequest) => (request.routeOptions.config.framing === 'embeddable' ? embeddable : standard);
  // On request, as helmet did: a handler may still override one, and an early error answer carries them too.
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of setOf(request).always) reply.header(name, value);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!reply.hasHeader(CSP) && needsPolicy(request, reply)) reply.header(CSP, setOf(request).policy);
    done(null, payload);
  });
}
