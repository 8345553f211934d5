import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { connectDatabase } from '../../apps/server/src/db/client.ts';

/**
 * The production app in-process on a fresh PGlite in a temporary DATA_DIR, without a built client, rate limits or
 * info logging: what a bench measures. `close` stops it and removes the directory.
 */
export async function startBenchApp(name: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `clutch-bench-${name}-`));
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: 'http://127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: '/nonexistent-web-dist',
    RATE_LIMIT_MAX: '100000000',
  });
  const database = await connectDatabase({ dataDir });
  await database.migrate();
  const app = await buildApp({ config, database, logger: false });
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
