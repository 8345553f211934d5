import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { freshDatabase } from './database-template.ts';
import {
  answered,
  capturedLog,
  closedPort,
  connectedSocket,
  hasRedisServer,
  listen,
  nextEvent,
  readiness,
  throwawayRedis,
  uniquePrefix,
  until,
} from './instance-helpers.ts';
import { quickUser } from './team-helpers.ts';
import { createTestApp } from './test-app.ts';

const RATE_LIMIT_FALLBACK = 'rate limits count per instance';

describe('REDIS_URL pointing at a closed port', async () => {
  const log = capturedLog();
  const t = await createTestApp({
    env: { REDIS_URL: `redis://127.0.0.1:${await closedPort()}`, REDIS_KEY_PREFIX: uniquePrefix(), RATE_LIMIT_MAX: '8' },
    deps: { logger: log.logger },
  });
  const { app } = t;

  it('stays up and serves /api (2xx, then 429 at the limit counted in-process), never a 5xx or a hang', async () => {
    const statuses: number[] = [];
    // Spread over two seconds: the process used to die about a second after boot, once the clients gave up.
    for (let i = 0; i < 20; i += 1) {
      statuses.push((await answered('GET /api/v1/games/all', app.inject('/api/v1/games/all'))).statusCode);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(statuses).toEqual([...Array<number>(8).fill(200), ...Array<number>(12).fill(429)]);
    expect((await app.inject('/healthz')).statusCode).toBe(200);
  });

  it('reports Redis degraded on /readyz, still 200, and warns once that rate limits count per instance', async () => {
    expect(await readiness(app)).toEqual({ statusCode: 200, body: { status: 'degraded', degraded: ['redis'] } });
    expect(log.warnings(RATE_LIMIT_FALLBACK)).toHaveLength(1);
  });
});

describe.skipIf(!hasRedisServer)('Redis cut and back at runtime, two instances', async () => {
  const redis = throwawayRedis(await closedPort());
  await redis.start();
  const database = await freshDatabase();
  // Registered before the apps, so it runs after their own close.
  afterAll(() => database.close());
  const env = { REDIS_URL: redis.url, REDIS_KEY_PREFIX: uniquePrefix(), RATE_LIMIT_MAX: '1000' };
  const logA = capturedLog();
  const a = await createTestApp({ env, database, deps: { logger: logA.logger } });
  const b = await createTestApp({ env, database });
  const urlB = await listen(b.app);
  const bothReady = (status: string) => async () =>
    (await Promise.all([readiness(a.app), readiness(b.app)])).every((r) => r.statusCode === 200 && r.body.status === status);

  it('keeps answering while Redis is away, reports it degraded, and picks up again (live events, shared counts) once it is back', async () => {
    await until('both instances ready with Redis', bothReady('ok'));
    const user = await quickUser(a, 'cut');
    const token = user.auth.authorization.slice('Bearer '.length);
    const socket = await connectedSocket(urlB, token);
    const first = nextEvent(socket, 'user:updated');
    a.app.ctx.realtime.emitToUser(user.user.id, 'user:updated', { userId: user.user.id });
    expect(await first).toEqual({ userId: user.user.id });

    // On a loaded machine a command can outlast the rate limiter's 500 ms timeout before the cut: that is an outage
    // (and a return) of its own, logged as such. What counts here is one warning for this outage.
    const warnedBefore = logA.warnings(RATE_LIMIT_FALLBACK).length;
    await redis.stop();
    await until('both instances report Redis degraded', bothReady('degraded'));
    expect((await readiness(a.app)).body).toEqual({ status: 'degraded', degraded: ['redis'] });
    for (const { app } of [a, b, a, b, a, b]) {
      const games = await answered('GET /api/v1/games/all', app.inject('/api/v1/games/all'));
      expect(games.statusCode).toBe(200);
      const me = await answered('GET /api/v1/auth/me', app.inject({ url: '/api/v1/auth/me', headers: user.auth }));
      expect(me.statusCode).toBe(200);
    }
    expect(logA.warnings(RATE_LIMIT_FALLBACK).slice(warnedBefore)).toHaveLength(1);
    // Each instance still reaches its own clients.
    const local = nextEvent(socket, 'user:updated');
    b.app.ctx.realtime.emitToUser(user.user.id, 'user:updated', { userId: user.user.id });
    expect(await local).toEqual({ userId: user.user.id });

    await redis.start();
    await until('both instances ready with Redis again', bothReady('ok'));
    const again = nextEvent(socket, 'user:updated');
    a.app.ctx.realtime.emitToUser(user.user.id, 'user:updated', { userId: user.user.id });
    expect(await again).toEqual({ userId: user.user.id });
    expect(logA.lines.some((l) => l.level === 30 && l.msg === 'Redis is back' && l.redis === 'rate-limit')).toBe(true);

    // The restarted Redis started empty: a count in it now is one made after the return.
    expect((await a.app.inject('/api/v1/games/all')).statusCode).toBe(200);
    const probe = new Redis(redis.url);
    try {
      expect(await probe.keys(`${env.REDIS_KEY_PREFIX}rl:*`)).not.toEqual([]);
    } finally {
      probe.disconnect();
    }
  });
});
