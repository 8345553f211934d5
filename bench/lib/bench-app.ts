import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { connectDatabase } from '../../apps/server/src/db/client.ts';
import { freshDatabase } from './fresh-database.ts';

/**
 * The production app in-process on a fresh PGlite in a temporary DATA_DIR (or, with `databaseUrl`, a fresh database
 * on that PostgreSQL server, dropped by `close`), without a built client, rate limits or
 * info logging: what a bench measures. `close` stops it and removes the directory.
 */
export async function startBenchApp(name: string, opts: { databaseUrl?: string; redisUrl?: string } = {}) {
  const fresh = opts.databaseUrl ? await freshDatabase(opts.databaseUrl, name) : undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `clutch-bench-${name}-`));
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: 'http://127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: '/nonexistent-web-dist',
    RATE_LIMIT_MAX: '100000000',
    ...(fresh ? { DATABASE_URL: fresh.url } : {}),
    ...(opts.redisUrl ? { REDIS_URL: opts.redisUrl } : {}),
  });
  const database = await connectDatabase({ dataDir, databaseUrl: fresh?.url });
  await database.migrate();
  const app = await buildApp({ config, database, logger: false });
  return {
    app,
    database,
    /** The fresh PostgreSQL database's URL, when on PostgreSQL. */
    databaseUrl: fresh?.url,
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
      await fresh?.drop();
    },
  };
}
