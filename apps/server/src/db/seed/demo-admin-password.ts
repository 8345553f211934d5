import fs from 'node:fs';
import path from 'node:path';
import { newToken } from '../../lib/tokens.ts';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export function isLoopbackUrl(url: string) {
  return LOOPBACK_HOSTS.has(new URL(url).hostname);
}

/**
 * The demo's administrator can read the dev outbox, and with it every password-reset code. On an install others can
 * reach, its password must not be the published demo one: it gets a random one, kept in DATA_DIR for the operator.
 * On a loopback address (a newcomer trying Clutch, the e2e journeys) it stays the README's.
 */
export function demoAdminPassword(publicUrl: string, dataDir: string): { password: string; file: string } | null {
  if (isLoopbackUrl(publicUrl)) return null;
  return { password: newToken().slice(0, 24), file: path.join(dataDir, 'demo-admin-password') };
}

/** Written only once the seed committed, readable by the operator alone. */
export function keepDemoAdminPassword(secret: { password: string; file: string }) {
  fs.mkdirSync(path.dirname(secret.file), { recursive: true });
  fs.writeFileSync(secret.file, `${secret.password}\n`, { mode: 0o600 });
}
