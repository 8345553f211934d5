import { PGlite } from '@electric-sql/pglite';
import fs from 'node:fs';
import path from 'node:path';
import * as tar from 'tar';
import { PGLITE_OPTIONS } from '../client.ts';
import { BackupError, backupManifest, DATABASE_ENTRY, MANIFEST_ENTRY, UPLOADS_ENTRY, type BackupManifest } from './backup-manifest.ts';
import { acquireDataDirLock, LOCK_FILE } from './data-dir-lock.ts';
import { appliedSchemaVersion, knownMigrations } from './schema-version.ts';

const STAGING_PREFIX = '.restore-';

/** Refuses a backup this build can not run: one whose last migration it does not know (made by a newer Clutch). */
export function assertRestorable(manifest: BackupManifest) {
  const known = knownMigrations();
  if (known.some((m) => m.migration === manifest.schema.migration && m.when === manifest.schema.when)) return;
  const newest = known.at(-1)!;
  throw new BackupError(
    manifest.schema.when > newest.when
      ? `This backup comes from a newer Clutch (schema ${manifest.schema.migration}; this one ends at ${newest.migration}). Upgrade Clutch, then restore.`
      : `This backup's schema (${manifest.schema.migration}) is not one this Clutch knows; restore it with the version that made it.`,
  );
}

function readManifest(dir: string): BackupManifest {
  const file = path.join(dir, MANIFEST_ENTRY);
  if (!fs.existsSync(file)) throw new BackupError('This file is not a Clutch backup: it has no manifest.json.');
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    throw new BackupError('This backup’s manifest.json is not valid JSON.');
  }
  const parsed = backupManifest.safeParse(raw);
  if (!parsed.success) throw new BackupError(`This file is not a Clutch backup this version can read (${parsed.error.issues[0]?.message}).`);
  return parsed.data;
}

/**
 * Brings a backup back into DATA_DIR: the database (checked by opening it), the uploads and the secrets. A
 * non-empty DATA_DIR is refused unless `force`, and then its previous contents are moved aside, never deleted.
 * The server applies any newer migrations when it next starts. Returns the manifest and where old data went.
 */
export async function restoreBackup(opts: { file: string; dataDir: string; force?: boolean }) {
  if (!fs.existsSync(opts.file)) throw new BackupError(`${opts.file} does not exist.`);
  const present = () => (fs.existsSync(opts.dataDir) ? fs.readdirSync(opts.dataDir).filter((n) => n !== LOCK_FILE && !n.startsWith(STAGING_PREFIX)) : []);
  if (present().length > 0 && !opts.force) {
    throw new BackupError(`${opts.dataDir} is not empty. Restore into an empty DATA_DIR, or pass --force to move its contents aside first.`);
  }
  const release = acquireDataDirLock(opts.dataDir, 'restore');
  const staging = fs.mkdtempSync(path.join(opts.dataDir, STAGING_PREFIX));
  try {
    try {
      await tar.extract({ file: opts.file, cwd: staging, strict: true });
    } catch (err) {
      throw new BackupError(`${opts.file} could not be read as a .tar.gz (${(err as Error).message}).`);
    }
    const manifest = readManifest(staging);
    assertRestorable(manifest);

    const dump = path.join(staging, DATABASE_ENTRY);
    if (!fs.existsSync(dump)) throw new BackupError('This backup has no database.');
    const client = await PGlite.create(path.join(staging, 'db'), { ...PGLITE_OPTIONS, loadDataDir: new Blob([fs.readFileSync(dump)]) });
    try {
      const restored = await appliedSchemaVersion(client);
      if (restored?.when !== manifest.schema.when) throw new BackupError('The database in this backup does not match its manifest.');
    } finally {
      await client.close();
    }
    fs.rmSync(dump);

    let movedAside: string | null = null;
    const previous = present();
    if (previous.length > 0) {
      movedAside = `${opts.dataDir.replace(/[\\/]+$/, '')}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      fs.mkdirSync(movedAside);
      for (const name of previous) fs.renameSync(path.join(opts.dataDir, name), path.join(movedAside, name));
    }
    for (const name of ['db', UPLOADS_ENTRY, ...manifest.secrets]) {
      if (fs.existsSync(path.join(staging, name))) fs.renameSync(path.join(staging, name), path.join(opts.dataDir, name));
    }
    return { manifest, movedAside };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    release();
  }
}
