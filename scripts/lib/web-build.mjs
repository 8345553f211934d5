import fs from 'node:fs';
import path from 'node:path';
import { ROOT, run } from './run.mjs';

const WEB = path.join(ROOT, 'apps/web');
/** The build's last file (apps/web scripts/prerender.ts writes it after both Vite builds): a build cut short is stale. */
const BUILT_INDEX = path.join(WEB, 'dist/landing/en.html');
/** Everything the web bundle is built from. */
const SOURCES = [
  path.join(WEB, 'src'),
  path.join(WEB, 'public'),
  path.join(WEB, 'scripts'),
  path.join(WEB, 'index.html'),
  path.join(WEB, 'vite.config.ts'),
  path.join(WEB, 'i18n'),
  path.join(WEB, 'package.json'),
  path.join(ROOT, 'packages/contract/src'),
];

function newestMtime(entry) {
  let stat;
  try {
    stat = fs.statSync(entry);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, name)));
  return newest;
}

/** Why the web client needs a build, or null when apps/web/dist is up to date. */
export function webBuildReason() {
  if (!fs.existsSync(BUILT_INDEX)) return 'apps/web/dist is missing';
  const builtAt = fs.statSync(BUILT_INDEX).mtimeMs;
  const changed = SOURCES.find((source) => newestMtime(source) > builtAt);
  return changed ? `${path.relative(ROOT, changed)} changed since the last build` : null;
}

export async function buildWebIfStale() {
  const reason = webBuildReason();
  if (!reason) {
    console.log('web client: up to date');
    return;
  }
  console.log(`web client: building (${reason}): npm run build -w @clutch/web`);
  // Vite honours NODE_ENV from the environment: a shell with NODE_ENV=development would ship React's development build.
  await run('npm', ['run', 'build', '-w', '@clutch/web'], { env: { ...process.env, NODE_ENV: 'production' } });
}
