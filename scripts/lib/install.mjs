import fs from 'node:fs';
import path from 'node:path';
import { ROOT, run } from './run.mjs';

const LOCK = path.join(ROOT, 'package-lock.json');
// npm writes this after a successful install; its age tells whether node_modules matches the lock.
const INSTALLED = path.join(ROOT, 'node_modules/.package-lock.json');

/** Why dependencies need installing, or null when node_modules matches package-lock.json. */
export function installReason() {
  if (!fs.existsSync(path.join(ROOT, 'node_modules'))) return 'node_modules is missing';
  if (!fs.existsSync(INSTALLED)) return 'node_modules has no record of a complete install';
  if (fs.existsSync(LOCK) && fs.statSync(LOCK).mtimeMs > fs.statSync(INSTALLED).mtimeMs) return 'package-lock.json changed since the last install';
  return null;
}

export async function ensureInstall() {
  const reason = installReason();
  if (!reason) {
    console.log('dependencies: up to date');
    return;
  }
  const [command, ...args] = fs.existsSync(LOCK) ? ['npm', 'ci'] : ['npm', 'install'];
  console.log(`dependencies: ${reason}; running ${[command, ...args].join(' ')}`);
  await run(command, args);
}
