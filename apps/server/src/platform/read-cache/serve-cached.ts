import type { FastifyReply, FastifyRequest } from 'fastify';
import { matchesEtag, type ReadCache } from './read-cache.ts';

export interface CachedRead<T> {
  key: string;
  tags: readonly string[];
  /** The route's result for a viewer who sees what everyone sees. */
  load: () => Promise<T>;
  /** When the result stops being true by itself (e.g. the first report due to be accepted). */
  expiresAt?: (value: T) => Date | null;
}

/** The revalidation policy of a shared cached read: always ask, and get a 304 when nothing changed. */
export const CACHE_CONTROL = 'max-age=0, must-revalidate';

/**
 * Answers a GET from the read cache: the body the route's own serializer produced on the miss (so the bytes are
 * today's), its ETag, `Cache-Control: max-age=0, must-revalidate`, and a bodiless 304 when `If-None-Match`
 * names the current ETag. Only for what every viewer would get alike; callers bypass it for the rest.
 */
export async function serveCached<T>(cache: ReadCache, request: FastifyRequest, reply: FastifyReply, read: CachedRead<T>): Promise<FastifyReply> {
  const cached = await cache.get(read.key, read.tags, async () => {
    const value = await read.load();
    return { body: reply.serialize(value) as string, expiresAt: read.expiresAt?.(value) ?? null };
  });
  reply.header('etag', cached.etag);
  reply.header('cache-control', CACHE_CONTROL);
  // A shared cache must not hand this anonymous shape to a signed-in request (which may differ).
  reply.header('vary', 'cookie, authorization');
  if (matchesEtag(request.headers['if-none-match'], cached.etag)) return reply.code(304).send();
  reply.header('content-type', 'application/json; charset=utf-8');
  return reply.send(cached.body);
}

/** A stable cache key part for parsed query parameters (keys sorted, undefined left out). */
export function queryKey(query: object): string {
  return JSON.stringify(Object.entries(query).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/**
 * For reads of a tournament that are the same for everyone who may see it (matches, tables): the visitor's
 * shape is cached and served to signed-in viewers too; when a visitor may not see it (a DRAFT, or no such
 * tournament: `hiddenFromVisitors`), a signed-in viewer is answered uncached by `own` (the organizer sees a draft).
 */
export async function serveCachedForAll<T>(
  cache: ReadCache,
  request: FastifyRequest,
  reply: FastifyReply,
  viewerId: string | null,
  read: CachedRead<T> & { own: () => Promise<T>; hiddenFromVisitors: (err: unknown) => boolean },
): Promise<FastifyReply | T> {
  try {
    return await serveCached(cache, request, reply, read);
  } catch (err) {
    if (viewerId === null || !read.hiddenFromVisitors(err)) throw err;
    for (const name of ['etag', 'cache-control', 'vary']) reply.removeHeader(name);
    return read.own();
  }
}
