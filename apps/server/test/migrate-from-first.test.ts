import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { connectPostgres, MIGRATIONS_DIR, PGLITE_OPTIONS, wrapPglite, type DatabaseHandle } from '../src/db/client.ts';
import { currentSchemaVersion, knownMigrations } from '../src/db/backup/schema-version.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { testDatabaseUrl } from './database-template.ts';
import { WEB } from './test-app.ts';

/** A migrations folder holding only the first committed migration, as the first release shipped it. */
const firstOnly = fs.mkdtempSync(path.join(os.tmpdir(), 'clutch-first-migration-'));
afterAll(() => fs.rmSync(firstOnly, { recursive: true, force: true }));
const first = knownMigrations()[0]!;
expect(first.migration).toBe('0000_init');
fs.mkdirSync(path.join(firstOnly, 'meta'));
fs.copyFileSync(path.join(MIGRATIONS_DIR, `${first.migration}.sql`), path.join(firstOnly, `${first.migration}.sql`));
const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'));
fs.writeFileSync(path.join(firstOnly, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries: journal.entries.slice(0, 1) }));

interface Target {
  handle: DatabaseHandle;
  /** Applies only 0000_init, through drizzle's migrator, so its bookkeeping says what a first-release database says. */
  migrateToFirst(): Promise<void>;
  query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  close(): Promise<void>;
}

async function pgliteTarget(): Promise<Target> {
  const client = await PGlite.create(PGLITE_OPTIONS);
  const handle = wrapPglite(client);
  return {
    handle,
    migrateToFirst: () => migratePglite(drizzlePglite(client), { migrationsFolder: firstOnly }),
    query: (text, params) => client.query(text, params),
    close: () => handle.close(),
  };
}

async function postgresTarget(url: string): Promise<Target> {
  const name = `clutch_first_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`).finally(() => admin.end());
  const u = new URL(url);
  u.pathname = `/${name}`;
  const handle = connectPostgres(u.toString(), () => {});
  const pool = new pg.Pool({ connectionString: u.toString(), max: 1 });
  return {
    handle,
    migrateToFirst: () => migratePg(drizzlePg(pool), { migrationsFolder: firstOnly }),
    query: (text, params) => pool.query(text, params as unknown[]),
    async close() {
      await pool.end();
      await handle.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).finally(() => dropper.end());
    },
  };
}

const kinds: [string, () => Promise<Target>][] = [['PGlite', pgliteTarget]];
const url = testDatabaseUrl();
if (url) kinds.push(['PostgreSQL', () => postgresTarget(url)]);

describe.each(kinds)('a database made by the first migration, on %s', (_kind, open) => {
  // Every migration since the first runs here, one by one: more work with each release than the default 30 s allows
  // on a loaded machine.
  it('migrates to the current schema with its data intact and usable', { timeout: 120_000 }, async () => {
    const target = await open();
    try {
      await target.migrateToFirst();
      const passwordHash = await hashPassword('first release secret');
      // Only what 0000_init allowed: accounts, sessions, codes, mail, follows and friendships.
      const inserted = await target.query(
        `insert into users (nick_name, email, password_hash, bio, user_verified, roles, country_code, blocked_user_ids)
         values ('pioneer', 'pioneer@example.com', $1, 'Here since day one.', true, ARRAY['USER','ADMIN'], 'PT', ARRAY[]::uuid[]),
                ('settler', 'settler@example.com', $1, null, false, ARRAY['USER'], null, ARRAY[]::uuid[])
         returning id, nick_name`,
        [passwordHash],
      );
      const ids = Object.fromEntries(inserted.rows.map((r) => [r.nick_name as string, r.id as string]));
      await target.query(`insert into follows (follower_id, followee_id) values ($1, $2)`, [ids.settler, ids.pioneer]);
      await target.query(`insert into friendships (requester_id, addressee_id, status) values ($1, $2, 'ACCEPTED')`, [ids.pioneer, ids.settler]);
      await target.query(`insert into outbox ("to", subject, text, html, status) values ('pioneer@example.com', 'Welcome', 'hi', '<p>hi</p>', 'stored')`);
      await target.query(`insert into sessions (user_id, token_hash, client_type, expires_at) values ($1, repeat('a', 64), 'web', now() + interval '1 day')`, [ids.pioneer]);

      await target.handle.migrate();

      const applied = await target.query('select count(*)::int as n, max(created_at)::text as last from drizzle.__drizzle_migrations');
      expect(applied.rows[0]).toEqual({ n: knownMigrations().length, last: String(currentSchemaVersion().when) });

      const app = await buildApp({
        config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:3000', DATA_DIR: '/tmp/clutch-test-data', WEB_DIST_DIR: '/nonexistent-web-dist' }),
        database: target.handle,
        logger: false,
      });
      try {
        await app.ready();
        const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: WEB, payload: { nickname: 'pioneer@example.com', password: 'first release secret' } });
        expect(login.statusCode, login.body).toBe(200);
        expect(login.json().user).toMatchObject({ id: ids.pioneer, nickName: 'pioneer', bio: 'Here since day one.', userVerified: true, roles: ['USER', 'ADMIN'] });
        expect((await app.inject({ url: `/api/v1/users/${ids.pioneer}/stats` })).json()).toEqual({ followers: 1, following: 0, friends: 1 });
        const settler = await app.inject({ url: `/api/v1/users/${ids.settler}` });
        expect(settler.json()).toMatchObject({ nickName: 'settler', userVerified: false, bio: null });
        const mail = await target.query('select subject from outbox');
        expect(mail.rows).toEqual([{ subject: 'Welcome' }]);
      } finally {
        await app.close();
      }
    } finally {
      await target.close();
    }
  });
});
