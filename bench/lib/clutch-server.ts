import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freshDatabase } from './fresh-database.ts';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function runToEnd(args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: ROOT, env, stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited with ${code}`))));
  });
}

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * A production server on a free port over a prepared database: a fresh PGlite data dir, or a fresh database
 * on the PostgreSQL server of `databaseUrl` (dropped afterwards).
 */
export async function startClutch(opts: { databaseUrl?: string; tournaments: number }): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clutch-bench-'));
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (opts.databaseUrl) {
    const fresh = await freshDatabase(opts.databaseUrl, 'http');
    databaseUrl = fresh.url;
    dropDatabase = fresh.drop;
  }
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    RATE_LIMIT_MAX: '100000000',
    BENCH_TOURNAMENTS: String(opts.tournaments),
  };
  delete env.REDIS_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;

  await runToEnd(['bench/lib/bulk-seed.ts'], env);
  const server = await spawnServer(env, url);
  return {
    url,
    async stop() {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
      await dropDatabase();
    },
  };
}

/** `apps/server/src/server.ts` in a process of its own with `env`, once `${url}/readyz` answers (within 60 s). */
export async function spawnServer(env: NodeJS.ProcessEnv, url: string) {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], { cwd: ROOT, env, stdio: 'inherit' });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error('the server did not get ready within 60 s');
    }
    const ready = await fetch(`${url}/readyz`).then((r) => r.ok).catch(() => false);
    if (ready) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  return { stop };
}
