// `npm run dev`: the server under `tsx watch` and Vite's dev server, which proxies /api, /socket.io, /uploads
// and /dev/outbox to it. Open the Vite address (http://localhost:5173).
import { fileURLToPath } from 'node:url';
import { ensureInstall } from './lib/install.mjs';
import { spawnChild, supervise } from './lib/run.mjs';

try {
  await ensureInstall();
} catch (err) {
  console.error(err.message);
  process.exit(1);
}

// Resolved only now: before ensureInstall there may be no node_modules.
const tsxCli = fileURLToPath(import.meta.resolve('tsx/cli'));
const port = process.env.PORT || '3000';
const serverEnv = {
  ...process.env,
  NODE_ENV: process.env.NODE_ENV || 'development',
  PORT: port,
  // People reach the app through Vite: e-mail links must point there and the socket Origin check must accept it.
  PUBLIC_URL: process.env.PUBLIC_URL || 'http://localhost:5173',
};
const webEnv = { ...process.env, CLUTCH_API_ORIGIN: `http://127.0.0.1:${port}` };

supervise([
  spawnChild(process.execPath, [tsxCli, 'watch', '--clear-screen=false', 'apps/server/src/server.ts'], { env: serverEnv, shell: false }),
  spawnChild('npm', ['run', 'dev', '-w', '@clutch/web'], { env: webEnv }),
]);
