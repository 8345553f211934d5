import { afterAll } from 'vitest';
import { freshSharedDatabase } from './database-template.ts';
import { readiness, uniquePrefix, until } from './instance-helpers.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * Two instances of the app on one fresh PostgreSQL database (TEST_DATABASE_URL) and one Redis (REDIS_URL, under
 * a key prefix of their own), both connected and with their read caches subscribed; closed after the file.
 */
export async function twoInstancesOverRedis(env: Record<string, string> = {}): Promise<{ a: TestApp; b: TestApp }> {
  const { primary, connect } = await freshSharedDatabase();
  const secondary = connect();
  const shared = { REDIS_URL: process.env.REDIS_URL!, REDIS_KEY_PREFIX: uniquePrefix(), ...env };
  const a = await createTestApp({ env: shared, database: primary });
  const b = await createTestApp({ env: shared, database: secondary });
  afterAll(async () => {
    await Promise.all([a.close(), b.close()]);
    await secondary.close();
    await primary.close();
  });
  await until('both instances connected to Redis', async () =>
    (await Promise.all([readiness(a.app), readiness(b.app)])).every((r) => r.body.status === 'ok'),
  );
  await until('both read caches subscribed', async () => a.app.ctx.readCache.serving() && b.app.ctx.readCache.serving());
  return { a, b };
}
