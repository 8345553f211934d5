import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * A secret kept in DATA_DIR: created on first start (owner-only, 0600) and kept, since what it signed or what
 * subscribed with it must stay valid. Instances that share DATA_DIR read the same one; a deployment whose
 * instances do not share it sets the secret in the environment instead.
 */
export function readOrCreateSecretFile(dataDir: string, fileName: string, create: () => string): string {
  const file = path.join(dataDir, fileName);
  fs.mkdirSync(dataDir, { recursive: true });
  if (!fs.existsSync(file)) {
    // Written whole to a private temp file, then linked into place: an instance starting at the same moment either
    // wins the link or reads the complete secret of the one that did, never a half-written file.
    const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(temp, create(), { mode: 0o600 });
    try {
      fs.linkSync(temp, file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    } finally {
      fs.rmSync(temp, { force: true });
    }
  }
  return fs.readFileSync(file, 'utf8');
}
