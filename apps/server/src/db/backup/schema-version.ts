import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { MIGRATIONS_DIR } from '../client.ts';

export interface SchemaVersion {
  /** The last applied migration's file name without `.sql`, e.g. `0010_account_deletion`. */
  migration: string;
  /** Its drizzle-kit timestamp: the migrator applies every migration newer than the last one recorded. */
  when: number;
}

interface Journal {
  entries: { idx: number; when: number; tag: string }[];
}

/** The migrations this build of Clutch knows, oldest first. */
export function knownMigrations(dir = MIGRATIONS_DIR): SchemaVersion[] {
  const journal = JSON.parse(fs.readFileSync(path.join(dir, 'meta', '_journal.json'), 'utf8')) as Journal;
  return [...journal.entries].sort((a, b) => a.idx - b.idx).map((e) => ({ migration: e.tag, when: e.when }));
}

export const currentSchemaVersion = () => knownMigrations().at(-1)!;

/** The last migration applied to this database, from drizzle's own bookkeeping; null before the first. */
export async function appliedSchemaVersion(client: PGlite): Promise<SchemaVersion | null> {
  const table = await client.query<{ present: boolean }>(`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if (!table.rows[0]?.present) return null;
  const last = await client.query<{ created_at: string }>(
    'select created_at::text as created_at from drizzle.__drizzle_migrations order by created_at desc limit 1',
  );
  const row = last.rows[0];
  if (!row) return null;
  const when = Number(row.created_at);
  const known = knownMigrations().find((m) => m.when === when);
  // A migration this build does not know was applied by a newer Clutch; its timestamp still orders it.
  return { migration: known?.migration ?? `unknown-${when}`, when };
}
