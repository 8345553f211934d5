import fs from 'node:fs';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { acquireDataDirLock } from './backup/data-dir-lock.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repositories take either, so a service can run them inside its transaction. */
export type Executor = Database | Transaction;

/** A row set from plain SQL. */
export interface SqlResult {
  rows: Record<string, unknown>[];
}

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /**
   * Plain SQL for a library that brings its own (the job queue, platform/jobs): with `values`, one statement and
   * its parameters; without, any number of statements (their last result's rows). On PGlite it goes through the
   * one connection, so it waits its turn behind a transaction in progress.
   */
  executeSql(text: string, values?: unknown[]): Promise<SqlResult>;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** The extensions our migrations create; PGlite must load them when it opens a database. */
export const PGLITE_OPTIONS = { extensions: { pg_trgm, unaccent } } satisfies PGliteOptions;

export const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');

/**
 * How long the pool waits for a connection (a new one, or a free one under load) before the request fails
 * fast with 503 instead of hanging while the database is away; and how long one statement may run. The
 * client-side query timeout is a little longer, for a server that stopped answering without closing the socket.
 */
export const POOL_TIMEOUTS = { connectionTimeoutMillis: 1_500, statementTimeoutMillis: 15_000, queryTimeoutMillis: 20_000 };

export function connectPostgres(
  url: string,
  onIdleError: (err: Error) => void = (err) => console.warn(`database: an idle connection failed (${err.message}); the pool opens a new one`),
  timeouts: Partial<typeof POOL_TIMEOUTS> = {},
): DatabaseHandle {
  const t = { ...POOL_TIMEOUTS, ...timeouts };
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: t.connectionTimeoutMillis,
    statement_timeout: t.statementTimeoutMillis,
    query_timeout: t.queryTimeoutMillis,
    keepAlive: true,
  });
  // Without a listener, an idle connection dropped by the server (restart, failover) crashes the process.
  pool.on('error', onIdleError);
  // So does one dropped while checked out between two queries (pg_terminate_backend under a transaction: the
  // query fails, then the socket's end is emitted as an 'error' the pool does not listen for on a busy client).
  // The query's own error answers the request; this one only needs to be seen.
  pool.on('connect', (client) => client.on('error', onIdleError));
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    // Migrations run on their own connection, without the request timeouts (a migration may rewrite a big table).
    migrate: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await client.end();
      }
    },
    executeSql: async (text, values) => {
      if (values && values.length > 0) return { rows: (await pool.query(text, values)).rows };
      // Several statements, maybe BEGIN … COMMIT: on one connection that a failure leaves out of any transaction.
      const client = await pool.connect();
      try {
        const result = await client.query(text).catch(async (err: unknown) => {
          await client.query('rollback').catch(() => undefined);
          throw err;
        });
        // A multi-statement text answers with one result per statement.
        const last = Array.isArray(result) ? (result as pg.QueryResult[]).at(-1) : result;
        return { rows: last?.rows ?? [] };
      } finally {
        client.release();
      }
    },
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}

export function wrapPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    executeSql: async (text, values) => {
      // The extended protocol (parameters) takes one statement; the simple one (exec) takes several, no parameters.
      if (values && values.length > 0) return { rows: (await client.query<Record<string, unknown>>(text, values)).rows };
      try {
        const results = await client.exec(text);
        return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
      } catch (err) {
        // A failed BEGIN … COMMIT text would leave the one connection in an aborted transaction.
        if (client.isInTransaction()) await client.exec('rollback').catch(() => undefined);
        throw err;
      }
    },
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

/** The embedded database lives in `<dataDir>/db`; `DATABASE_URL` switches to PostgreSQL. */
export async function connectDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<DatabaseHandle> {
  if (opts.databaseUrl) return connectPostgres(opts.databaseUrl);
  const dir = path.join(opts.dataDir, 'db');
  fs.mkdirSync(dir, { recursive: true });
  // One process at a time in the embedded database: a second server or a backup waits for this one to stop.
  const release = acquireDataDirLock(opts.dataDir, 'server');
  try {
    const handle = wrapPglite(await PGlite.create(dir, PGLITE_OPTIONS));
    return { ...handle, close: () => handle.close().finally(release) };
  } catch (err) {
    release();
    throw err;
  }
}
