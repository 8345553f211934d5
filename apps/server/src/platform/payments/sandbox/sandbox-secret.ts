import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { readOrCreateSecretFile } from '../../secrets/secret-file.ts';

const FILE = 'sandbox-webhook-secret';

/**
 * The sandbox signs its webhooks like Stripe. The secret comes from SANDBOX_WEBHOOK_SECRET, else it is
 * generated into DATA_DIR on first boot and kept there (every instance sharing DATA_DIR reads the same one).
 */
export function loadSandboxSecret(dataDir: string, configured: string | undefined): string {
  if (configured) return configured;
  const secret = readOrCreateSecretFile(dataDir, FILE, () => `whsec_sbx_${randomBytes(24).toString('hex')}\n`).trim();
  if (!secret) throw new Error(`${path.join(dataDir, FILE)} is empty; delete it to generate a new sandbox webhook secret`);
  return secret;
}
