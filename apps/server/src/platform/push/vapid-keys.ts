import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import { isVapidKeys, type VapidKeys } from '../../config.ts';

export const VAPID_FILE = 'vapid.json';

/**
 * The VAPID key pair: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set (config checks they come together), else
 * DATA_DIR/vapid.json, generated on first start (owner-only, 0600) and kept: browsers subscribed with the public
 * key, so a new pair would silence every subscription. Instances that share DATA_DIR read the same pair.
 */
export function loadVapidKeys(dataDir: string, configured: VapidKeys | undefined): VapidKeys {
  if (configured) return configured;
  const file = path.join(dataDir, VAPID_FILE);
  fs.mkdirSync(dataDir, { recursive: true });
  if (!fs.existsSync(file)) {
    // Written whole to a private temp file, then linked into place: an instance starting at the same moment either
    // wins the link or reads the complete pair of the one that did, never a half-written file.
    const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(temp, `${JSON.stringify(webpush.generateVAPIDKeys(), null, 2)}\n`, { mode: 0o600 });
    try {
      fs.linkSync(temp, file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    } finally {
      fs.rmSync(temp, { force: true });
    }
  }
  let keys: Partial<VapidKeys> | null;
  try {
    keys = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<VapidKeys>;
  } catch {
    keys = null;
  }
  if (!isVapidKeys(keys)) {
    throw new Error(`${file} does not hold a VAPID key pair; restore it from a backup (deleting it unsubscribes every browser)`);
  }
  return { publicKey: keys.publicKey, privateKey: keys.privateKey };
}
