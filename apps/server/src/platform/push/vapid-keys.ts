import path from 'node:path';
import webpush from 'web-push';
import { isVapidKeys, type VapidKeys } from '../../config.ts';
import { readOrCreateSecretFile } from '../secrets/secret-file.ts';

export const VAPID_FILE = 'vapid.json';

/**
 * The VAPID key pair: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set (config checks they come together), else
 * DATA_DIR/vapid.json, generated on first start and kept: browsers subscribed with the public key, so a new pair
 * would silence every subscription.
 */
export function loadVapidKeys(dataDir: string, configured: VapidKeys | undefined): VapidKeys {
  if (configured) return configured;
  const stored = readOrCreateSecretFile(dataDir, VAPID_FILE, () => `${JSON.stringify(webpush.generateVAPIDKeys(), null, 2)}\n`);
  let keys: Partial<VapidKeys> | null;
  try {
    keys = JSON.parse(stored) as Partial<VapidKeys>;
  } catch {
    keys = null;
  }
  if (!isVapidKeys(keys)) {
    throw new Error(`${path.join(dataDir, VAPID_FILE)} does not hold a VAPID key pair; restore it from a backup (deleting it unsubscribes every browser)`);
  }
  return { publicKey: keys.publicKey, privateKey: keys.privateKey };
}
