import { randomUUID } from 'node:crypto';
import type { RedisLinks } from '../../platform/redis/redis-links.ts';
import type { SearchChange } from './search-change.ts';

/**
 * The search index's announcements between instances (ADR 020): which rows changed, over Redis pub/sub; each
 * instance re-reads them from the database. Minimal on purpose, behind this interface, so it can be folded into
 * a shared invalidation bus later. An instance ignores its own messages (it applied them before announcing).
 */
export interface SearchBus {
  publish(change: SearchChange): Promise<void>;
  onChange(handler: (change: SearchChange) => void): void;
  /** Called when the subscription comes back after a loss: messages sent meanwhile are gone. */
  onReconnect(handler: () => void): void;
  close(): Promise<void>;
}

export function createSearchBus(redis: RedisLinks): SearchBus {
  const channel = `${redis.keyPrefix}search-index`;
  const origin = randomUUID();
  const pub = redis.open('search-publish', { maxRetriesPerRequest: 2 }, 'search results on other instances may lag until it is back');
  const sub = redis.open('search-subscribe', { maxRetriesPerRequest: null });
  const handlers: ((change: SearchChange) => void)[] = [];
  const reconnects: (() => void)[] = [];
  let subscribedOnce = false;

  sub.client.on('ready', () => {
    sub.client.subscribe(channel).then(
      () => {
        if (subscribedOnce) for (const h of reconnects) h();
        subscribedOnce = true;
      },
      () => undefined,
    );
  });
  sub.client.on('message', (ch: string, message: string) => {
    if (ch !== channel) return;
    let parsed: { origin: string; change: SearchChange };
    try {
      parsed = JSON.parse(message) as { origin: string; change: SearchChange };
    } catch {
      return;
    }
    if (parsed.origin === origin) return;
    for (const h of handlers) h(parsed.change);
  });

  return {
    async publish(change) {
      try {
        await pub.client.publish(channel, JSON.stringify({ origin, change }));
        pub.succeeded();
      } catch (err) {
        // The other instances converge when their subscription comes back (they rebuild).
        pub.failed(err);
      }
    },
    onChange: (h) => void handlers.push(h),
    onReconnect: (h) => void reconnects.push(h),
    async close() {
      await Promise.all([pub.close(), sub.close()]);
    },
  };
}
