import type { FastifyBaseLogger } from 'fastify';
import type { RedisLinks } from '../redis/redis-links.ts';
import type { InvalidationBus } from './read-cache.ts';

/**
 * Read-cache invalidations between instances over Redis pub/sub (one channel, the tags as JSON). While the
 * subscription is down this instance may miss messages, so `connected()` turns false (the cache steps aside and
 * every read goes to the database) and everything is dropped when it is back.
 */
export function createRedisInvalidationBus(redis: RedisLinks, log: FastifyBaseLogger): InvalidationBus {
  const channel = `${redis.keyPrefix}read-cache:invalidate`;
  const pub = redis.open('read-cache-publish', { maxRetriesPerRequest: 1 }, 'read-cache invalidations do not reach the other instances until it is back');
  const sub = redis.open('read-cache-subscribe', { maxRetriesPerRequest: null }, 'the read cache is bypassed until it is back');
  let subscribed = false;

  return {
    async publish(tags) {
      // While the link is down a command would wait in ioredis' offline queue and hold the write's response:
      // the other instances fall back on their TTL then (and step aside if their own subscription dropped too).
      if (pub.client.status !== 'ready') return;
      try {
        await pub.client.publish(channel, JSON.stringify(tags));
        pub.succeeded();
      } catch (err) {
        // The write itself succeeded; the other instances' entries fall back on their TTL (and on their own
        // subscription dropping, if Redis is gone for them too).
        pub.failed(err);
      }
    },
    subscribe(onTags, onReconnect) {
      sub.client.on('message', (from: string, message: string) => {
        if (from !== channel) return;
        try {
          const tags: unknown = JSON.parse(message);
          if (Array.isArray(tags)) onTags(tags.filter((t): t is string => typeof t === 'string'));
        } catch {
          log.warn({ channel }, 'ignored a malformed read-cache invalidation');
        }
      });
      sub.client.on('close', () => {
        subscribed = false;
      });
      const subscribe = () =>
        sub.client.subscribe(channel).then(
          () => {
            subscribed = true;
            onReconnect();
          },
          () => undefined,
        );
      void subscribe();
      // After a reconnect: subscribe again, and what was published meanwhile is lost, so start over.
      sub.client.on('ready', () => {
        if (!subscribed) void subscribe();
      });
    },
    connected: () => subscribed && sub.isUp(),
    async close() {
      await Promise.all([pub.close(), sub.close()]);
    },
  };
}
