import { PGlite } from '@electric-sql/pglite';
import fs from 'node:fs';
import path from 'node:path';
import * as tar from 'tar';
import { PGLITE_OPTIONS } from '../client.ts';
import { BackupError, DATABASE_ENTRY, MANIFEST_ENTRY, SECRET_FILES, UPLOADS_ENTRY, type BackupManifest } from './backup-manifest.ts';
import { acquireDataDirLock } from './data-dir-lock.ts';
import { appliedSchemaVersion } from './schema-version.ts';

/** Links (or, across file systems, copies) every file under `from` into `to`; returns how many and their size. */
function mirrorTree(from: string, to: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  if (!fs.existsSync(from)) return { files, bytes };
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) {
      fs.mkdirSync(target, { recursive: true });
      const inner = mirrorTree(source, target);
      files += inner.files;
      bytes += inner.bytes;
    } else if (entry.isFile()) {
      try {
        fs.linkSync(source, target);
      } catch {
        fs.copyFileSync(source, target);
      }
      files += 1;
      bytes += fs.statSync(source).size;
    }
  }
  return { files, bytes };
}

/**
 * Writes one `.tar.gz` holding a manifest, PGlite's dump of DATA_DIR/db, DATA_DIR/uploads and the generated
 * secrets. It holds DATA_DIR's lock throughout, so it refuses to run while a server has the database open and
 * no server can start mid-backup: the snapshot is of a database nobody is writing (ADR 007).
 */
export async function createBackup(opts: { dataDir: string; file: string; now?: Date }): Promise<BackupManifest> {
  const dbDir = path.join(opts.dataDir, 'db');
  if (!fs.existsSync(path.join(dbDir, 'PG_VERSION'))) {
    throw new BackupError(`There is no embedded database in ${dbDir}: nothing to back up.`);
  }
  const release = acquireDataDirLock(opts.dataDir, 'backup');
  const outDir = path.dirname(path.resolve(opts.file));
  fs.mkdirSync(outDir, { recursive: true });
  const staging = fs.mkdtempSync(path.join(outDir, '.clutch-backup-'));
  const partial = `${opts.file}.partial`;
  try {
    const client = await PGlite.create(dbDir, PGLITE_OPTIONS);
    let schema;
    try {
      schema = await appliedSchemaVersion(client);
      if (!schema) throw new BackupError(`The database in ${dbDir} was never migrated: start Clutch once first.`);
      const dump = await client.dumpDataDir('none');
      fs.writeFileSync(path.join(staging, DATABASE_ENTRY), Buffer.from(await dump.arrayBuffer()));
    } finally {
      await client.close();
    }
    fs.mkdirSync(path.join(staging, UPLOADS_ENTRY));
    const uploads = mirrorTree(path.join(opts.dataDir, UPLOADS_ENTRY), path.join(staging, UPLOADS_ENTRY));
    const secrets = SECRET_FILES.filter((name) => fs.existsSync(path.join(opts.dataDir, name)));
    for (const name of secrets) fs.copyFileSync(path.join(opts.dataDir, name), path.join(staging, name));
    const manifest: BackupManifest = {
      format: 'clutch-backup',
      formatVersion: 1,
      kind: 'pglite',
      createdAt: (opts.now ?? new Date()).toISOString(),
      schema,
      uploads,
      secrets: [...secrets],
    };
    fs.writeFileSync(path.join(staging, MANIFEST_ENTRY), `${JSON.stringify(manifest, null, 2)}\n`);
    await tar.create({ gzip: true, file: partial, cwd: staging, portable: true }, [MANIFEST_ENTRY, DATABASE_ENTRY, UPLOADS_ENTRY, ...secrets]);
    // The backup holds secrets and everyone's personal data.
    fs.chmodSync(partial, 0o600);
    fs.renameSync(partial, opts.file);
    return manifest;
  } finally {
    fs.rmSync(partial, { force: true });
    fs.rmSync(staging, { recursive: true, force: true });
    release();
  }
}
