import { PGlite } from '@electric-sql/pglite';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { connectPostgres, PGLITE_OPTIONS, wrapPglite, type DatabaseHandle } from '../src/db/client.ts';

/**
 * Each test file gets a fresh database cloned from a migrated template (DESIGN.md §5.5): a PGlite data-dir
 * dump by default, a PostgreSQL `CREATE DATABASE … TEMPLATE` when TEST_DATABASE_URL is set.
 */
const TEMPLATE_FILE = path.join(os.tmpdir(), `clutch-test-template-${process.env.CLUTCH_TEST_RUN_ID ?? 'local'}.tar.gz`);
const PG_TEMPLATE_DB = `clutch_template_${process.env.CLUTCH_TEST_RUN_ID ?? 'local'}`;

export function testDatabaseUrl() {
  return process.env.TEST_DATABASE_URL || undefined;
}

function withDatabase(url: string, name: string) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function prepareTemplate() {
  const url = testDatabaseUrl();
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(`DROP DATABASE IF EXISTS ${PG_TEMPLATE_DB} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${PG_TEMPLATE_DB}`);
    } finally {
      await admin.end();
    }
    const handle = connectPostgres(withDatabase(url, PG_TEMPLATE_DB));
    await handle.migrate();
    await handle.close();
    return;
  }
  const client = await PGlite.create(PGLITE_OPTIONS);
  const handle = wrapPglite(client);
  await handle.migrate();
  const dump = await client.dumpDataDir('gzip');
  fs.writeFileSync(TEMPLATE_FILE, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
}

export async function dropTemplate() {
  const url = testDatabaseUrl();
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${PG_TEMPLATE_DB} WITH (FORCE)`).finally(() => admin.end());
  } else {
    fs.rmSync(TEMPLATE_FILE, { force: true });
  }
}

/** A fresh, migrated, empty database for one test file. */
export async function freshDatabase(): Promise<DatabaseHandle> {
  return (await freshSharedDatabase()).primary;
}

/**
 * A fresh database and a way to open more connections to it, as further server instances would: their own
 * pool on PostgreSQL, the same handle on PGlite (one process owns an embedded database). Closing `primary`
 * drops the database; close the others first.
 */
export async function freshSharedDatabase(): Promise<{ primary: DatabaseHandle; connect(): DatabaseHandle }> {
  const url = testDatabaseUrl();
  if (url) {
    const name = `clutch_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${PG_TEMPLATE_DB}`);
    } finally {
      await admin.end();
    }
    // DROP … WITH (FORCE) below may end connections the pool is still closing; that is expected here.
    const connect = () => connectPostgres(withDatabase(url, name), () => {});
    const handle = connect();
    const primary: DatabaseHandle = {
      ...handle,
      async close() {
        await handle.close();
        const dropper = new pg.Client({ connectionString: url });
        await dropper.connect();
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).finally(() => dropper.end());
      },
    };
    return { primary, connect };
  }
  const blob = new Blob([fs.readFileSync(TEMPLATE_FILE)]);
  const client = await PGlite.create({ ...PGLITE_OPTIONS, loadDataDir: blob });
  const primary = wrapPglite(client);
  return { primary, connect: () => ({ ...primary, close: async () => undefined }) };
}
