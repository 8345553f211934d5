import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const BASE_URL_ENV = 'CLUTCH_E2E_BASE_URL';
export const ROOT = path.resolve(import.meta.dirname, '../..');
const LOG_FILE = path.join(ROOT, 'e2e/.artifacts/server.log');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function logTail(lines = 40) {
  try {
    return fs.readFileSync(LOG_FILE, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no server log)';
  }
}

async function waitUntilReady(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}:\n${logTail()}`);
    try {
      const res = await fetch(`${url}/readyz`);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server was not ready within ${timeoutMs / 1000} s:\n${logTail()}`);
}

function stop(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * The real server, as `npm start` runs it, on a free port and a fresh temporary data dir (embedded PGlite,
 * dev outbox, demo data). Its log goes to e2e/.artifacts/server.log.
 */
export async function startServer() {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clutch-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  fs.mkdirSync(path.dirname(LOG_FILE), { recursive: true });
  const log = fs.openSync(LOG_FILE, 'w');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'info',
    RATE_LIMIT_MAX: '100000',
    RATE_LIMIT_AUTH_MAX: '1000',
  };
  // The journeys need the embedded defaults whatever this shell points at.
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'WEB_DIST_DIR']) delete env[name];
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], { cwd: ROOT, env, stdio: ['ignore', log, log] });
  fs.closeSync(log);
  try {
    await waitUntilReady(url, child, 90_000);
  } catch (err) {
    await stop(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
  return {
    url,
    async stop() {
      await stop(child);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
