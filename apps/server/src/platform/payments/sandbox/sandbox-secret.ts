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
  // Written whole to a private temp file, then linked into place: an instance starting at the same moment either
  // wins the link or reads the complete secret of the one that did, never a half-written file.
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(temp, `whsec_sbx_${randomBytes(24).toString('hex')}\n`, { mode: 0o600 });
  try {
    fs.linkSync(temp, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    fs.rmSync(temp, { force: true });
  }
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (!secret) throw new Error(`${file} is empty; delete it to generate a new sandbox webhook secret`);
  return secret;
}
