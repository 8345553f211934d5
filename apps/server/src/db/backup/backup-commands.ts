import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../../config.ts';
import { BackupError } from './backup-manifest.ts';
import { createBackup } from './create-backup.ts';
import { DataDirBusyError } from './data-dir-lock.ts';
import { restoreBackup } from './restore-backup.ts';

type Env = Record<string, string | undefined>;
interface Io {
  log(line: string): void;
  error(line: string): void;
}

const POSTGRES_BACKUP = [
  'DATABASE_URL is set: this server keeps its data in PostgreSQL, which has its own consistent backup tools.',
  '  Back up:  pg_dump -Fc "$DATABASE_URL" -f clutch.dump',
  '  Restore:  pg_restore --clean --if-exists --no-owner -d "$DATABASE_URL" clutch.dump',
  'Copy the uploads too: DATA_DIR/uploads, or the S3 bucket when S3_BUCKET is set (README "Backups").',
];

/** Known failures print one line for the operator and exit 1; anything else is a bug and keeps its stack. */
async function guarded(io: Io, run: () => Promise<number>): Promise<number> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof BackupError || err instanceof DataDirBusyError || err instanceof ConfigError) {
      io.error(err.message);
      return 1;
    }
    throw err;
  }
}

/** `npm run backup [-- --out FILE]`: defaults to ./backups/clutch-<time>.tar.gz. */
export function runBackup(argv: string[], env: Env, io: Io = console, now = new Date()): Promise<number> {
  return guarded(io, async () => {
    const { values } = parseArgs({ args: argv, options: { out: { type: 'string', short: 'o' } }, allowPositionals: false });
    const config = loadConfig(env);
    if (config.databaseUrl) {
      for (const line of POSTGRES_BACKUP) io.error(line);
      return 2;
    }
    const stamp = now.toISOString().replace(/\.\d+Z$/, 'Z').replace(/:/g, '-');
    const file = path.resolve(values.out ?? path.join('backups', `clutch-${stamp}.tar.gz`));
    const manifest = await createBackup({ dataDir: config.dataDir, file, now });
    io.log(`Backed up ${config.dataDir} to ${file}`);
    io.log(`  schema ${manifest.schema.migration}, ${manifest.uploads.files} uploaded files, secrets: ${manifest.secrets.join(', ') || 'none'}`);
    return 0;
  });
}

/** `npm run restore -- FILE [--force]`. */
export function runRestore(argv: string[], env: Env, io: Io = console): Promise<number> {
  return guarded(io, async () => {
    const { values, positionals } = parseArgs({ args: argv, options: { force: { type: 'boolean' } }, allowPositionals: true });
    if (positionals.length !== 1) throw new BackupError('Usage: npm run restore -- FILE [--force]');
    const config = loadConfig(env);
    if (config.databaseUrl) {
      for (const line of POSTGRES_BACKUP) io.error(line);
      return 2;
    }
    const { manifest, movedAside } = await restoreBackup({ file: path.resolve(positionals[0]!), dataDir: config.dataDir, force: values.force });
    io.log(`Restored the backup of ${manifest.createdAt} (schema ${manifest.schema.migration}) into ${config.dataDir}.`);
    if (movedAside) io.log(`The previous contents of ${config.dataDir} are in ${movedAside}.`);
    io.log('Start Clutch as usual; it applies any newer migrations at boot.');
    return 0;
  });
}
