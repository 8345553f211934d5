import fs from 'node:fs';
import path from 'node:path';
import { ROOT, run } from './run.mjs';

const LOCK = path.join(ROOT, 'package-lock.json');
// npm writes this after a successful install; its age tells whether node_modules matches the lock.
const INSTALLED = path.join(ROOT, 'node_modules/.package-lock.json');

// Building the web client (vite) and running the server's TypeScript (tsx) need these; an install made with
// NODE_ENV=production (npm ci then leaves devDependencies out) lacks them.
const BUILD_TOOLS = ['vite', 'tsx'];

/** Why dependencies need installing, or null when node_modules matches package-lock.json. */
export function installReason() {
  if (!fs.existsSync(path.join(ROOT, 'node_modules'))) return 'node_modules is missing';
  if (!fs.existsSync(INSTALLED)) return 'node_modules has no record of a complete install';
  const missingTool = BUILD_TOOLS.find((tool) => !fs.existsSync(path.join(ROOT, 'node_modules/.bin', tool)));
  if (missingTool) return `${missingTool} is not installed (an install without devDependencies?)`;
  if (fs.existsSync(LOCK) && fs.statSync(LOCK).mtimeMs > fs.statSync(INSTALLED).mtimeMs) return 'package-lock.json changed since the last install';
  return null;
}

export async function ensureInstall() {
  const reason = installReason();
  if (!reason) {
    console.log('dependencies: up to date');
    return;
  }
  // --include=dev: whatever NODE_ENV the shell has, `npm start` needs the build tools (vite, tsx).
  const [command, ...args] = fs.existsSync(LOCK) ? ['npm', 'ci', '--include=dev'] : ['npm', 'install', '--include=dev'];
  console.log(`dependencies: ${reason}; running ${[command, ...args].join(' ')}`);
  await run(command, args);
}
