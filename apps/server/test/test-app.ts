import type { OutboxEntry } from '@clutch/contract/dev-outbox';
import { afterAll } from 'vitest';
import { buildApp, type App, type AppDeps } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import type { DatabaseHandle } from '../src/db/client.ts';
import { listOutboxEntries } from '../src/modules/dev-outbox/dev-outbox.service.ts';
import { freshDatabase } from './database-template.ts';

export interface TestApp {
  app: App;
  config: Config;
  /** Newest first, like the dev outbox. */
  outbox(): Promise<OutboxEntry[]>;
  close(): Promise<void>;
}

/**
 * Builds the whole app in-process on a fresh database. `env` overrides the environment as a deployment
 * would set it; `deps` replaces adapters (clock, Google verifier…). `database`: run on this one instead (as a
 * second instance would); the caller closes it.
 */
export async function createTestApp(
  opts: { env?: Record<string, string>; deps?: Partial<Omit<AppDeps, 'config' | 'database'>>; database?: DatabaseHandle } = {},
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    DATA_DIR: '/tmp/clutch-test-data',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    ...opts.env,
  });
  const database = opts.database ?? (await freshDatabase());
  const app = await buildApp({ config, database, logger: false, ...opts.deps });
  await app.ready();
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await app.close();
    if (!opts.database) await database.close();
  };
  afterAll(close);
  return {
    app,
    config,
    outbox: () => listOutboxEntries(database.db),
    close,
  };
}

/** Headers a first-party web client sends on a mutating request. */
export const WEB = { 'x-client-type': 'web' } as const;
