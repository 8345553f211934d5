// CI step: `npm start` on a fresh clone of HEAD, as most people deploy, must install what building needs, build the
// web client for production and serve the product, whatever NODE_ENV the shell has (issue #10 item 9).
//   node scripts/check-fresh-start.mjs            # NODE_ENV=production, then NODE_ENV=development
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ROOT, run } from './lib/run.mjs';

const READY_TIMEOUT_MS = 10 * 60_000;

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilReady(url, child, log) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited with code ${child.exitCode}:\n${tail(log)}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // Still installing, building or migrating.
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`not ready within ${READY_TIMEOUT_MS / 60_000} min:\n${tail(log)}`);
}

function tail(file, lines = 40) {
  return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
}

function stop(child) {
  const ended = () => child.exitCode !== null || child.signalCode !== null;
  const killGroup = (signal) => {
    try {
      // npm start supervises the server; the whole process group goes.
      process.kill(-child.pid, signal);
    } catch {
      // Already gone.
    }
  };
  return new Promise((resolve) => {
    if (ended()) return resolve();
    const force = setTimeout(() => killGroup('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    killGroup('SIGTERM');
  });
}

/** The app's entry script must be React's production build: the development build carries jsxDEV. */
async function assertProductionBundle(url) {
  const html = await (await fetch(`${url}/app`)).text();
  const scripts = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((m) => m[1]);
  if (scripts.length === 0) throw new Error(`no script in the served page:\n${html.slice(0, 500)}`);
  for (const src of scripts) {
    const js = await (await fetch(new URL(src, url))).text();
    if (js.includes('jsxDEV') || js.includes('react-dom.development')) throw new Error(`${src} is a development build`);
  }
  const login = await fetch(`${url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-client-type': 'web' },
    body: JSON.stringify({ nickname: 'nova', password: 'clutch-demo' }),
  });
  if (login.status !== 200) throw new Error(`demo login answered ${login.status}: ${await login.text()}`);
}

async function startOnce(dir, nodeEnv, { cleanBuild }) {
  if (cleanBuild) fs.rmSync(path.join(dir, 'apps/web/dist'), { recursive: true, force: true });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const log = path.join(dir, `start-${nodeEnv}.log`);
  const out = fs.openSync(log, 'w');
  const env = { ...process.env, NODE_ENV: nodeEnv, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: path.join(dir, `data-${nodeEnv}`) };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'WEB_DIST_DIR', 'PUBLIC_URL']) delete env[name];
  const started = Date.now();
  const child = spawn('npm', ['start'], { cwd: dir, env, stdio: ['ignore', out, out], detached: true });
  try {
    await waitUntilReady(url, child, log);
    await assertProductionBundle(url);
    console.log(`fresh start with NODE_ENV=${nodeEnv}: ready in ${((Date.now() - started) / 1000).toFixed(0)} s, production bundle, demo login ok`);
  } finally {
    await stop(child);
  }
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clutch-fresh-'));
try {
  await run('git', ['clone', '--quiet', '--no-local', ROOT, dir]);
  await startOnce(dir, 'production', { cleanBuild: false });
  await startOnce(dir, 'development', { cleanBuild: true });
  fs.rmSync(dir, { recursive: true, force: true });
} catch (err) {
  console.error(`fresh start failed (clone kept at ${dir}): ${err.message}`);
  process.exit(1);
}
