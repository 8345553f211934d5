// `npm start`: install what is missing, build the web client when stale, then serve everything on one port.
// The server applies migrations and seeds demo data itself. PORT and DATA_DIR pass through, so two copies can
// run side by side: PORT=3001 DATA_DIR=./data-b npm start
import { ensureInstall } from './lib/install.mjs';
import { spawnChild, supervise } from './lib/run.mjs';
import { buildWebIfStale } from './lib/web-build.mjs';

try {
  await ensureInstall();
  await buildWebIfStale();
} catch (err) {
  console.error(err.message);
  process.exit(1);
}

const env = { ...process.env, NODE_ENV: process.env.NODE_ENV || 'production' };
supervise([spawnChild(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], { env, shell: false })]);
