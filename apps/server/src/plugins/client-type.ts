import { CLIENT_TYPE_HEADER, clientTypes, type ClientType } from '@clutch/contract/client-type';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from '../lib/app-error.ts';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function clientTypeOf(request: FastifyRequest): ClientType {
  const value = request.headers[CLIENT_TYPE_HEADER];
  return clientTypes.find((t) => t === value) ?? 'api';
}

/**
 * Every mutating API request must say which client sends it (DESIGN.md §4.2). A cross-site form can not set
 * a custom header, so this also stops CSRF against the cookie session. `exempt` lists prefixes that are
 * called by machines that can not add it (payment webhooks).
 */
export function registerClientTypeGuard(app: FastifyInstance, exempt: string[] = []) {
  app.addHook('onRequest', async (request) => {
    if (!MUTATING.has(request.method) || !request.url.startsWith('/api/')) return;
    if (exempt.some((prefix) => request.url.startsWith(prefix))) return;
    const value = request.headers[CLIENT_TYPE_HEADER];
    if (typeof value !== 'string' || !clientTypes.includes(value as ClientType)) {
      throw forbidden(`Missing or unknown ${CLIENT_TYPE_HEADER} header (one of: ${clientTypes.join(', ')}).`, 'CLIENT_TYPE_REQUIRED');
    }
  });
}
