// `npm run dev`: the server under `tsx watch` (PORT, default 3000) and Vite's dev server (WEB_PORT, default
// 5173), which proxies /api, /socket.io, /uploads and /dev/outbox to it. Open the Vite address.
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
const webPort = process.env.WEB_PORT || '5173';
const serverEnv = {
  ...process.env,
  NODE_ENV: process.env.NODE_ENV || 'development',
  PORT: port,
  // People reach the app through Vite: e-mail links must point there and the socket Origin check must accept it.
  PUBLIC_URL: process.env.PUBLIC_URL || `http://localhost:${webPort}`,
};
const webEnv = { ...process.env, CLUTCH_API_ORIGIN: `http://127.0.0.1:${port}` };

supervise([
  // Its own process group: Ctrl+C reaches it once, through supervise(). tsx watch takes a second SIGINT as
  // "force kill", which would cut the server's graceful shutdown short.
  spawnChild(process.execPath, [tsxCli, 'watch', '--clear-screen=false', 'apps/server/src/server.ts'], {
    env: serverEnv,
    shell: false,
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit'],
  }),
  // strictPort: on another port the socket Origin check and e-mail links would point at the wrong address.
  spawnChild('npm', ['run', 'dev', '-w', '@clutch/web', '--', '--port', webPort, '--strictPort'], { env: webEnv }),
]);
