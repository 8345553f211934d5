import fs from 'node:fs';
import path from 'node:path';

/** Lives in DATA_DIR beside `db/`; a backup and a restore never copy it. */
export const LOCK_FILE = 'clutch.lock';

export type LockHolder = 'server' | 'backup' | 'restore';

interface LockRecord {
  pid: number;
  holder: LockHolder;
  since: string;
}

export class DataDirBusyError extends Error {}

/** The lock files this process holds now: with our own pid in a lock, only these tell "still ours" from "left behind". */
const heldHere = new Set<string>();

function readLock(file: string): LockRecord | null {
  try {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<LockRecord>;
    return typeof parsed.pid === 'number' ? (parsed as LockRecord) : null;
  } catch {
    return null;
  }
}

/**
 * Whether the process that wrote the lock still runs. Our own pid in a lock we do not hold is a previous run's:
 * a container restarted after a crash runs as the same pid (1) as the one that left the lock behind.
 */
function holderAlive(file: string, record: LockRecord) {
  if (record.pid === process.pid) return heldHere.has(file);
  try {
    process.kill(record.pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The embedded database must be opened by one process at a time: PGlite has no shared-memory locking, so a
 * second opener (another server, a backup copying files) would read or write it mid-change. The lock is a file
 * naming the holder's pid; one left behind by a killed process is taken over. Returns the release function.
 */
export function acquireDataDirLock(dataDir: string, holder: LockHolder): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  const mine: LockRecord = { pid: process.pid, holder, since: new Date().toISOString() };
  const content = JSON.stringify(mine);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      fs.writeFileSync(file, content, { flag: 'wx', mode: 0o600 });
      heldHere.add(file);
      return () => {
        heldHere.delete(file);
        if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === content) fs.rmSync(file, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const held = readLock(file);
    if (held && holderAlive(file, held)) {
      throw new DataDirBusyError(
        `${dataDir} is in use by another Clutch process (${held.holder}, pid ${held.pid}, since ${held.since}). ` +
          'Stop it first: the embedded database can only be opened by one process at a time.',
      );
    }
    fs.rmSync(file, { force: true });
  }
  throw new DataDirBusyError(`Could not lock ${dataDir}: another process keeps taking ${LOCK_FILE}.`);
}
