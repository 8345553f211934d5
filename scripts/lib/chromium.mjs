import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { run } from './run.mjs';

const DEFAULT_PATH = '/usr/bin/chromium';
const APT_GET = '/usr/bin/apt-get';

export function chromiumPath() {
  return process.env.CHROMIUM_PATH || DEFAULT_PATH;
}

function works(executable) {
  try {
    execFileSync(executable, ['--version'], { stdio: 'ignore', timeout: 30_000 });
    return true;
  } catch {
    return false;
  }
}

/**
 * Returns a working Chromium: CHROMIUM_PATH, else Debian's /usr/bin/chromium, installed with apt when we are
 * root. Otherwise it throws with the command to run.
 */
export async function ensureChromium() {
  const executable = chromiumPath();
  if (fs.existsSync(executable) && works(executable)) return executable;
  if (process.env.CHROMIUM_PATH) {
    throw new Error(`CHROMIUM_PATH=${executable} is not a working Chromium. Point it at one, or unset it to use ${DEFAULT_PATH}.`);
  }
  const isRoot = process.getuid?.() === 0;
  if (isRoot && fs.existsSync(APT_GET)) {
    console.log(`chromium: ${DEFAULT_PATH} is missing; installing Debian's package: apt-get update && apt-get install -y chromium`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    await run(APT_GET, ['update'], { env });
    await run(APT_GET, ['install', '-y', '--no-install-recommends', 'chromium'], { env });
    if (works(DEFAULT_PATH)) return DEFAULT_PATH;
    throw new Error(`chromium: installed, but ${DEFAULT_PATH} does not start.`);
  }
  throw new Error(
    `Chromium was not found at ${DEFAULT_PATH}. Install it with:\n\n  sudo apt-get update && sudo apt-get install -y chromium\n\n` +
      'or set CHROMIUM_PATH to a Chromium or Chrome executable.',
  );
}
