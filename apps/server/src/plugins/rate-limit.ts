import rateLimit, { type FastifyRateLimitStore, type RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { createRequire } from 'node:module';
import type { RedisLink } from '../platform/redis/redis-links.ts';

type Counted = { current: number; ttl: number };
type Done = (err: Error | null, result?: Counted) => void;
type RouteParams = Parameters<FastifyRateLimitStore['child']>[0];
interface Store {
  incr(key: string, done: Done, timeWindow: number, max: number): void;
  read(key: string, done: Done, timeWindow: number, max: number): void;
  child(routeParams: RouteParams): Store;
}

// The plugin's own stores (not re-exported by its entry point): the same counting whichever one answers.
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean | undefined,
  exponentialBackoff: boolean | undefined,
  redis: RedisLink['client'],
  key: string,
) => Store;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean | undefined,
  exponentialBackoff: boolean | undefined,
  cache?: number,
) => Store;

/**
 * Counts in Redis, shared by every instance, while Redis answers; in this process's memory while it does not
 * (a stalled or cut Redis must not make requests fail or hang), and in Redis again once it is back.
 */
class FallbackStore implements Store {
  constructor(
    private readonly shared: Store | undefined,
    private readonly local: Store,
    private readonly link: RedisLink | undefined,
  ) {}

  incr(key: string, done: Done, timeWindow: number, max: number) {
    this.count('incr', key, done, timeWindow, max);
  }

  read(key: string, done: Done, timeWindow: number, max: number) {
    this.count('read', key, done, timeWindow, max);
  }

  child(routeParams: RouteParams): Store {
    return new FallbackStore(this.shared?.child(routeParams), this.local.child(routeParams), this.link);
  }

  private count(method: 'incr' | 'read', key: string, done: Done, timeWindow: number, max: number) {
    const { shared, link } = this;
    if (!shared || !link?.isUp()) return this.local[method](key, done, timeWindow, max);
    shared[method](
      key,
      (err, result) => {
        if (!err) {
          link.succeeded();
          return done(null, result);
        }
        link.failed(err);
        this.local[method](key, done, timeWindow, max);
      },
      timeWindow,
      max,
    );
  }
}

/**
 * Whom a request counts against: its address. A client that hung up before the hook ran has none left
 * (`request.ip` is undefined then, which made the plugin log an unhandled error); it is gone, so any key will do.
 */
export const rateLimitKey = (request: { ip: string | undefined }): string => request.ip ?? 'disconnected';

/**
 * The global per-address limit (RATE_LIMIT_MAX a minute on /api) and the machinery routes use for their own
 * limits. With REDIS_URL the counts are shared by every instance.
 */
export async function registerRateLimit(app: FastifyInstance) {
  const { config, redis } = app.ctx;
  const link = redis.configured
    ? // No offline queue and a short command timeout: a request never waits on a Redis that is away.
      redis.open('rate-limit', { enableOfflineQueue: false, maxRetriesPerRequest: 0, commandTimeout: 500 }, 'rate limits count per instance until it is back')
    : undefined;
  if (link) app.addHook('onClose', () => link.close());
  const nameSpace = `${redis.keyPrefix}rl:`;
  class Store extends FallbackStore {
    constructor(params: RateLimitPluginOptions) {
      const { continueExceeding, exponentialBackoff } = params;
      super(link && new RedisStore(continueExceeding, exponentialBackoff, link.client, nameSpace), new LocalStore(continueExceeding, exponentialBackoff), link);
    }
  }
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimit.max,
    timeWindow: '1 minute',
    store: Store,
    keyGenerator: rateLimitKey,
    allowList: (request) => !request.url.startsWith('/api/'),
  });
}
