import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptsEncoding } from '../../lib/accept-encoding.ts';
import { matchesEtag, type CachedBody, type ReadCache } from './read-cache.ts';

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
  return sendBody(request, reply, cached, CACHE_CONTROL);
}

function sendBody(request: FastifyRequest, reply: FastifyReply, cached: CachedBody, cacheControl: string): FastifyReply {
  // A gzipped representation is another representation: its own strong ETag, and either revalidates.
  const gzipEtag = `${cached.etag.slice(0, -1)}-gz"`;
  const gzipped = cached.gzip !== undefined && acceptsEncoding(request.headers['accept-encoding'], 'gzip');
  reply.header('etag', gzipped ? gzipEtag : cached.etag);
  reply.header('cache-control', cacheControl);
  // A shared cache must not hand one viewer's shape to another (a visitor's to a signed-in request).
  reply.header('vary', 'cookie, authorization, accept-encoding');
  const ifNoneMatch = request.headers['if-none-match'];
  if (matchesEtag(ifNoneMatch, cached.etag) || matchesEtag(ifNoneMatch, gzipEtag)) return reply.code(304).send();
  reply.header('content-type', 'application/json; charset=utf-8');
  if (gzipped) return reply.header('content-encoding', 'gzip').send(cached.gzip);
  return reply.send(cached.body);
}

/**
 * How a signed-in viewer's answer differs from the shared one: `note` records, at fill time, what in the value
 * may differ (say the ids of its items); `touch` gets that note back per request and answers null when this
 * viewer sees the shared body byte for byte, else a change to make to a parsed copy of it.
 */
export interface ViewerPart<T, Note> {
  note: (value: T) => Note;
  touch: (note: Note) => Promise<ViewerChange | null>;
}

export interface ViewerChange {
  apply: (json: unknown) => void;
  /**
   * An object that lives exactly as long as what `apply` depends on (the viewer's followed set as loaded): the
   * changed copy of a body is kept for it, so a viewer re-reading an unchanged page is not re-serialized.
   */
  basis: object;
}

/** Per basis, the changed copies by the shared body's ETag; they go with the basis. */
const changedCopies = new WeakMap<object, Map<string, string>>();
const COPIES_PER_BASIS = 32;

function changedCopy(cached: CachedBody, change: ViewerChange): string {
  let copies = changedCopies.get(change.basis);
  if (!copies) changedCopies.set(change.basis, (copies = new Map()));
  const kept = copies.get(cached.etag);
  if (kept !== undefined) return kept;
  const json: unknown = JSON.parse(cached.body.toString('utf8'));
  change.apply(json);
  const body = JSON.stringify(json);
  if (copies.size >= COPIES_PER_BASIS) copies.delete(copies.keys().next().value!);
  copies.set(cached.etag, body);
  return body;
}

/**
 * A cached read whose shape is shared and whose few per-viewer bits are laid over it (a tournament's
 * `following`): visitors get `serveCached`'s answer; a signed-in viewer the shared bytes when nothing of theirs
 * is in it (most of the time: with the shared ETag and its 304), else a re-serialized copy with their bits.
 */
export async function serveCachedForViewer<T, Note>(
  cache: ReadCache,
  request: FastifyRequest,
  reply: FastifyReply,
  viewerId: string | null,
  read: CachedRead<T> & ViewerPart<T, Note>,
): Promise<FastifyReply> {
  const cached = await cache.get(read.key, read.tags, async () => {
    const value = await read.load();
    return { body: reply.serialize(value) as string, expiresAt: read.expiresAt?.(value) ?? null, meta: read.note(value) };
  });
  if (viewerId === null) return sendBody(request, reply, cached, CACHE_CONTROL);
  const change = await read.touch(cached.meta as Note);
  if (!change) return sendBody(request, reply, cached, PRIVATE_CACHE_CONTROL);
  const body = changedCopy(cached, change);
  // Theirs alone, made afresh: no ETag to revalidate against (and none a shared one could be confused with).
  reply.header('cache-control', PRIVATE_CACHE_CONTROL);
  reply.header('vary', 'cookie, authorization, accept-encoding');
  reply.header('content-type', 'application/json; charset=utf-8');
  return reply.send(body);
}

/** A signed-in viewer's answer: their browser may keep and revalidate it, nothing shared may. */
export const PRIVATE_CACHE_CONTROL = 'private, max-age=0, must-revalidate';

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
