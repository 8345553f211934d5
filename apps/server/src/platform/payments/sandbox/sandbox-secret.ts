import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const FILE = 'sandbox-webhook-secret';

/**
 * The sandbox signs its webhooks like Stripe. The secret comes from SANDBOX_WEBHOOK_SECRET, else it is
 * generated into DATA_DIR on first boot and kept there (every instance sharing DATA_DIR reads the same one).
 */
export function loadSandboxSecret(dataDir: string, configured: string | undefined): string {
  if (configured) return configured;
  const file = path.join(dataDir, FILE);
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, `whsec_sbx_${randomBytes(24).toString('hex')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (!secret) throw new Error(`${file} is empty; delete it to generate a new sandbox webhook secret`);
  return secret;
}
