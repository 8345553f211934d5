import type { FastifyRequest } from 'fastify';

export const REDACTED = '[redacted]';

/** Path segments that are secrets themselves: session and verification tokens, sandbox checkout sessions. */
const SECRET_PATHS = [
  /^(\/api\/v1\/auth\/(?:validate-auth-token|verify-account)\/)[^/?#]+/,
  /^(\/payments\/sandbox\/checkout\/)[^/?#]+/,
];

/** Query parameters whose value opens an account or a payment, or names a person. */
const SECRET_PARAMS = new Set([
  'token',
  'otp',
  'code',
  'email',
  'to',
  'password',
  'secret',
  'session_id',
  'sessionid',
  'idtoken',
  'id_token',
  'access_token',
  'key',
  'state',
]);

function decoded(value: string) {
  try {
    return decodeURIComponent(value.replaceAll('+', ' '));
  } catch {
    return value;
  }
}

const looksLikeEmail = (value: string) => decoded(value).includes('@');

function redactParam(pair: string) {
  const eq = pair.indexOf('=');
  if (eq < 0) return pair;
  const key = pair.slice(0, eq);
  const value = pair.slice(eq + 1);
  return SECRET_PARAMS.has(decoded(key).toLowerCase()) || looksLikeEmail(value) ? `${key}=${REDACTED}` : pair;
}

/**
 * The URL as the request log may show it: tokens, codes and e-mail addresses (in the query or as a path
 * segment) replaced by `[redacted]`. The spec puts some of them in URLs; the log must not keep them.
 */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  let path = q < 0 ? url : url.slice(0, q);
  for (const pattern of SECRET_PATHS) path = path.replace(pattern, `$1${REDACTED}`);
  path = path
    .split('/')
    .map((segment) => (looksLikeEmail(segment) ? REDACTED : segment))
    .join('/');
  if (q < 0) return path;
  return `${path}?${url.slice(q + 1).split('&').map(redactParam).join('&')}`;
}

/** Fastify's own request serializer with the URL redacted. */
function redactedRequest(req: FastifyRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket ? req.socket.remotePort : undefined,
  };
}

export const logSerializers = { req: redactedRequest };

/**
 * Logger options with the redacting serializers: every request line the app writes goes through them. A
 * boolean (`false` in tests, `true`) becomes options only when logging is on.
 */
export function withLogRedaction<T extends object | boolean>(options: T): T | (T & { serializers: typeof logSerializers }) {
  if (options === false) return options;
  const base = options === true ? {} : (options as { serializers?: object });
  return { ...base, serializers: { ...base.serializers, ...logSerializers } } as T & { serializers: typeof logSerializers };
}
