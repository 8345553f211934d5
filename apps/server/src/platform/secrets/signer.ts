import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { readOrCreateSecretFile } from './secret-file.ts';

export const SIGNING_KEY_FILE = 'signing-key';

/** Signs short values the app hands out and takes back without a session (an e-mail's unsubscribe link). */
export interface Signer {
  /** `payload` and its signature for `purpose`, URL-safe. */
  sign(purpose: string, payload: string): string;
  /** The payload of a token this server signed for `purpose`, or null for anything else. */
  verify(purpose: string, token: string): string | null;
}

/**
 * SIGNING_KEY when set (at least 32 characters), else DATA_DIR/signing-key, 32 random bytes made on first start
 * and kept: a new key would break every link already sent.
 */
export function loadSigningKey(dataDir: string, configured: string | undefined): Buffer {
  if (configured) return Buffer.from(configured, 'utf8');
  const stored = readOrCreateSecretFile(dataDir, SIGNING_KEY_FILE, () => `${randomBytes(32).toString('base64url')}\n`).trim();
  if (stored.length < 32) throw new Error(`${dataDir}/${SIGNING_KEY_FILE} is not a signing key; delete it to make a new one (links already sent stop working)`);
  return Buffer.from(stored, 'utf8');
}

/** HMAC-SHA256 over the purpose and the payload: a token made for one purpose is refused for another. */
export function createSigner(key: Buffer): Signer {
  const mac = (purpose: string, payload: string) => createHmac('sha256', key).update(`${purpose}\n${payload}`).digest();
  return {
    sign(purpose, payload) {
      return `${Buffer.from(payload, 'utf8').toString('base64url')}.${mac(purpose, payload).toString('base64url')}`;
    },
    verify(purpose, token) {
      const [encoded, signature, extra] = token.split('.');
      if (!encoded || !signature || extra !== undefined) return null;
      const payload = Buffer.from(encoded, 'base64url').toString('utf8');
      const expected = mac(purpose, payload);
      const given = Buffer.from(signature, 'base64url');
      return given.length === expected.length && timingSafeEqual(given, expected) ? payload : null;
    },
  };
}
