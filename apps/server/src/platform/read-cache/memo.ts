import { LRUCache } from 'lru-cache';
import type { ReadCache } from './read-cache.ts';

/** A loaded value, the tags whose invalidation makes it untrue, and the latest moment it may be kept (ms). */
export interface Loaded<T> {
  value: T;
  tags: readonly string[];
  keepUntil?: number;
}

export interface Memo<T> {
  /**
   * The value under `key`, loading it on a miss (concurrent misses of one key share one load). Nothing is kept
   * for a null load, nor for a load one of whose tags was invalidated while it ran, nor while the read cache is
   * not serving (turned off, or cut off from the other instances' invalidations).
   */
  get(key: string, load: () => Promise<Loaded<T> | null>): Promise<T | null>;
}

interface Entry<T> {
  value: T;
  tags: readonly string[];
  startedAt: number;
  keepUntil: number;
}

/**
 * Small values kept in memory under the read cache's tags, logical clock and cross-instance invalidations
 * (sessions with their user row, a viewer's followed tournaments): a write invalidates them exactly as it
 * invalidates cached bodies. `ttlMs` bounds what no invalidation reaches (a write from another process, such
 * as the admin CLI); 0 turns the memo off.
 */
export function createMemo<T extends object>(cache: ReadCache, opts: { max: number; ttlMs: number; now: () => number }): Memo<T> {
  const entries = new LRUCache<string, Entry<T>>({ max: opts.max });
  const flights = new Map<string, { startedAt: number; promise: Promise<Loaded<T> | null> }>();
  const on = () => opts.ttlMs > 0 && cache.serving();

  async function load(key: string, loader: () => Promise<Loaded<T> | null>, startedAt: number): Promise<Loaded<T> | null> {
    const loaded = await loader();
    if (!loaded) return null;
    const keepUntil = Math.min(opts.now() + opts.ttlMs, loaded.keepUntil ?? Infinity);
    if (on() && cache.isFresh(loaded.tags, startedAt) && keepUntil > opts.now()) {
      entries.set(key, { value: loaded.value, tags: loaded.tags, startedAt, keepUntil });
    }
    return loaded;
  }

  return {
    async get(key, loader) {
      if (!on()) return (await loader())?.value ?? null;
      const entry = entries.get(key);
      if (entry) {
        if (entry.keepUntil > opts.now() && cache.isFresh(entry.tags, entry.startedAt)) return entry.value;
        entries.delete(key);
      }
      const flight = flights.get(key);
      if (flight) {
        // Its tags are known only once it has loaded: a load overtaken by an invalidation is not shared.
        const shared = await flight.promise;
        if (shared === null || cache.isFresh(shared.tags, flight.startedAt)) return shared?.value ?? null;
      }
      const startedAt = cache.clock();
      const promise = load(key, loader, startedAt).finally(() => {
        if (flights.get(key)?.promise === promise) flights.delete(key);
      });
      flights.set(key, { startedAt, promise });
      return (await promise)?.value ?? null;
    },
  };
}
