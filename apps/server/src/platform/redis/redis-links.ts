import type { FastifyBaseLogger } from 'fastify';
import { Redis, type Command, type RedisOptions } from 'ioredis';

/**
 * Redis is optional and may go away at any time: every command a caller fires without waiting for (the Socket.IO
 * adapter publishes and subscribes that way) would otherwise end as an unhandled rejection and kill the process.
 * Callers that await a command still see its error.
 */
class ForgivingRedis extends Redis {
  override sendCommand(command: Command, stream?: Parameters<Redis['sendCommand']>[1]): unknown {
    command.promise.catch(() => undefined);
    return super.sendCommand(command, stream);
  }
}

type LinkOptions = Omit<RedisOptions, 'replyMapping'>;

/** `off`: no REDIS_URL; `degraded`: configured but a connection is down, so the app runs on its in-process fallbacks. */
export type RedisStatus = 'ok' | 'degraded' | 'off';

export interface RedisLink {
  readonly client: Redis;
  /** Connected and its last command did not fail. */
  isUp(): boolean;
  /** A command failed although the connection looked up (e.g. it timed out): counts as down until the next success. */
  failed(err: unknown): void;
  succeeded(): void;
  close(): Promise<void>;
}

export interface RedisLinks {
  readonly configured: boolean;
  /** Prepended to every key and channel, so deployments (and test runs) can share one Redis. */
  readonly keyPrefix: string;
  /**
   * Opens a connection that reconnects forever. `fallback` says what the app does meanwhile: it is logged once
   * per outage (and the return once); a link without one stays quiet.
   */
  open(name: string, options: LinkOptions, fallback?: string): RedisLink;
  status(): RedisStatus;
}

export function createRedisLinks(opts: { url: string | undefined; keyPrefix: string; log: FastifyBaseLogger }): RedisLinks {
  const links = new Set<RedisLink>();
  return {
    configured: opts.url !== undefined,
    keyPrefix: opts.keyPrefix,
    open(name, options, fallback) {
      if (!opts.url) throw new Error('REDIS_URL is not set');
      const client = new ForgivingRedis(opts.url, { connectTimeout: 2000, ...options });
      let commandFailed = false;
      let reportedDown = false;
      const down = (err: unknown) => {
        if (reportedDown) return;
        reportedDown = true;
        if (fallback) opts.log.warn({ redis: name, err: err instanceof Error ? err.message : err }, `Redis is unreachable: ${fallback}`);
      };
      const up = () => {
        commandFailed = false;
        if (!reportedDown) return;
        reportedDown = false;
        if (fallback) opts.log.info({ redis: name }, 'Redis is back');
      };
      // ioredis retries by itself; without an 'error' listener every failed attempt is an "Unhandled error event".
      client.on('error', down);
      client.on('close', () => down(new Error('connection closed')));
      client.on('ready', up);
      const link: RedisLink = {
        client,
        isUp: () => client.status === 'ready' && !commandFailed,
        failed(err) {
          commandFailed = true;
          down(err);
        },
        succeeded() {
          if (commandFailed) up();
        },
        async close() {
          links.delete(link);
          client.removeAllListeners('close');
          if (client.status === 'ready') await client.quit().catch(() => client.disconnect());
          else client.disconnect();
        },
      };
      links.add(link);
      return link;
    },
    status() {
      if (!opts.url) return 'off';
      return [...links].every((link) => link.isUp()) ? 'ok' : 'degraded';
    },
  };
}
