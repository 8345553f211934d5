import { LRUCache } from 'lru-cache';
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';

/** A cached response: the serialized body exactly as the route's serializer wrote it, and its strong ETag. */
export interface CachedBody {
  body: Buffer;
  etag: string;
  /** The body gzipped once at fill time, when it is big enough to be worth it (kept while caching is on). */
  gzip?: Buffer;
  /** What the fill noted about the value beside its body (e.g. the ids in it), for per-viewer touches. */
  meta?: unknown;
}

/** What a fill computes: the body, and optionally when it stops being true by itself (a report's auto-accept time). */
export interface Fill {
  body: string | Buffer;
  expiresAt?: Date | null;
  meta?: unknown;
}

/**
 * Tells the other instances which tags were invalidated. `publish` resolves once the message is handed over
 * (the writer awaits it before answering); `connected` is false while invalidations from elsewhere may be missed.
 */
export interface InvalidationBus {
  publish(tags: string[]): Promise<void>;
  subscribe(onTags: (tags: string[]) => void, onReconnect: () => void): void;
  connected(): boolean;
  close(): Promise<void>;
}

export interface ReadCacheOptions {
  /** The LRU bound on stored body bytes (default 64 MB). */
  maxBytes?: number;
  /** A safety net behind explicit invalidation: an entry is never served longer than this (default 60 s). */
  ttlMs?: number;
  /** Cross-instance invalidation (Redis pub/sub); in-process only without one. */
  bus?: InvalidationBus;
  now?: () => Date;
  enabled?: boolean;
}

export interface ReadCache {
  readonly enabled: boolean;
  /** Serving from memory now: enabled, and (with a bus) subscribed to the other instances' invalidations. */
  serving(): boolean;
  /**
   * The body under `key`, computing it on a miss; concurrent misses of one key share one computation. A result
   * whose computation started before one of its `tags` was invalidated is answered but not kept.
   */
  get(key: string, tags: readonly string[], compute: () => Promise<Fill>): Promise<CachedBody>;
  /**
   * Drops everything tagged with one of `tags` on this instance at once (before the caller answers its write),
   * then tells the other instances; resolves once the message is published.
   */
  invalidate(tags: readonly string[]): Promise<void>;
  /** Drops everything (e.g. after missing the other instances' messages). */
  clear(): void;
  /** The logical clock now: take it before reading what a kept value is built from (`isFresh` after). */
  clock(): number;
  /** No tag of `tags` (nor everything) was invalidated after `since`: a value read from then on is still true. */
  isFresh(tags: readonly string[], since: number): boolean;
  /** Resolves when every invalidation published so far is handed over (the writer's response waits for it). */
  settled(): Promise<void>;
  close(): Promise<void>;
}

interface Entry extends CachedBody {
  tags: readonly string[];
  /** The clock when its computation started: valid while no tag was invalidated after it. */
  startedAt: number;
  expiresAt: number;
}

interface Flight {
  tags: readonly string[];
  startedAt: number;
  promise: Promise<CachedBody>;
}

/** Below this a gzipped body saves less than its headers and the CPU cost. */
const GZIP_MIN_BYTES = 1024;

export const etagOf = (body: Buffer): string => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/** Whether an `If-None-Match` header names `etag` (a list, `*`, or weak forms of it). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

export function createReadCache(opts: ReadCacheOptions = {}): ReadCache {
  const now = opts.now ?? (() => new Date());
  const ttlMs = opts.ttlMs ?? 60_000;
  const enabled = opts.enabled ?? true;
  const bus = opts.bus;
  // A logical clock: every invalidation ticks it and stamps its tags; an entry or a computation is stale when
  // one of its tags carries a stamp later than its start (the stale-fill guard).
  let clock = 0;
  let everything = 0;
  const stamps = new Map<string, number>();
  const entries = new LRUCache<string, Entry>({
    maxSize: opts.maxBytes ?? 64 * 1024 * 1024,
    sizeCalculation: (entry, key) => entry.body.length + (entry.gzip?.length ?? 0) + key.length + 64,
  });
  const flights = new Map<string, Flight>();
  const pending = new Set<Promise<void>>();

  const fresh = (tags: readonly string[], startedAt: number) =>
    everything <= startedAt && tags.every((tag) => (stamps.get(tag) ?? 0) <= startedAt);

  function stamp(tags: readonly string[]) {
    clock += 1;
    for (const tag of tags) stamps.set(tag, clock);
  }

  function clear() {
    clock += 1;
    everything = clock;
    entries.clear();
    flights.clear();
  }

  bus?.subscribe(stamp, clear);

  /** Usable only while invalidations from the other instances can reach this one. */
  const active = () => enabled && (bus === undefined || bus.connected());

  async function compute(key: string, tags: readonly string[], fill: () => Promise<Fill>, startedAt: number): Promise<CachedBody> {
    const result = await fill();
    const body = Buffer.isBuffer(result.body) ? result.body : Buffer.from(result.body);
    const entry: Entry = { body, etag: etagOf(body), meta: result.meta, tags, startedAt, expiresAt: now().getTime() + ttlMs };
    if (body.length >= GZIP_MIN_BYTES) entry.gzip = gzipSync(body, { level: 6 });
    if (result.expiresAt) entry.expiresAt = Math.min(entry.expiresAt, result.expiresAt.getTime());
    if (active() && fresh(tags, startedAt) && entry.expiresAt > now().getTime()) entries.set(key, entry);
    return entry;
  }

  return {
    enabled,
    serving: active,
    async get(key, tags, fill) {
      if (!active()) {
        const result = await fill();
        const body = Buffer.isBuffer(result.body) ? result.body : Buffer.from(result.body);
        return { body, etag: etagOf(body), meta: result.meta };
      }
      const entry = entries.get(key);
      if (entry) {
        if (fresh(entry.tags, entry.startedAt) && entry.expiresAt > now().getTime()) return entry;
        entries.delete(key);
      }
      const flight = flights.get(key);
      if (flight && fresh(flight.tags, flight.startedAt)) return flight.promise;
      const startedAt = clock;
      const promise = compute(key, tags, fill, startedAt).finally(() => {
        if (flights.get(key)?.promise === promise) flights.delete(key);
      });
      flights.set(key, { tags, startedAt, promise });
      return promise;
    },
    async invalidate(tags) {
      if (tags.length === 0) return;
      stamp(tags);
      if (!bus) return;
      const published = bus.publish([...tags]).finally(() => pending.delete(published));
      pending.add(published);
      await published;
    },
    clear,
    clock: () => clock,
    isFresh: fresh,
    async settled() {
      await Promise.allSettled([...pending]);
    },
    async close() {
      entries.clear();
      flights.clear();
      await bus?.close();
    },
  };
}
