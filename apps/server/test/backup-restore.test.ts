import { sql } from 'drizzle-orm';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { connectDatabase, type Executor } from '../src/db/client.ts';
import { createBackup } from '../src/db/backup/create-backup.ts';
import { runBackup, runRestore } from '../src/db/backup/backup-commands.ts';
import { restoreBackup } from '../src/db/backup/restore-backup.ts';
import { currentSchemaVersion } from '../src/db/backup/schema-version.ts';
import { ledgerEntries, payments } from '../src/db/schema/index.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/db/seed/demo-accounts.ts';
import { seedDemoIfEmpty } from '../src/db/seed/seed.ts';
import { syncCatalogue } from '../src/platform/games-catalogue/sync-catalogue.ts';
import { multipart } from './team-helpers.ts';
import { WEB } from './test-app.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'clutch-backup-test-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const envFor = (dataDir: string) => ({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  PUBLIC_URL: 'http://localhost:3000',
  DATA_DIR: dataDir,
  WEB_DIST_DIR: '/nonexistent-web-dist',
  RATE_LIMIT_AUTH_MAX: '1000',
});

/** Boots the whole app on a DATA_DIR the way server.ts does: the embedded database in DATA_DIR/db, migrated. */
async function boot(dataDir: string) {
  const config = loadConfig(envFor(dataDir));
  const database = await connectDatabase({ dataDir: config.dataDir });
  await database.migrate();
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  return { app, close: async () => (await app.close(), await database.close()) };
}

/** What a restore must bring back: every count the demo shows, the books and the finished results. */
async function snapshot(db: Executor) {
  const one = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  return {
    counts: (
      await one(sql`select (select count(*)::int from users) as users, (select count(*)::int from tournaments) as tournaments,
        (select count(*)::int from team_registrations) as registrations, (select count(*)::int from matches) as matches,
        (select count(*)::int from uploads) as uploads`)
    )[0],
    users: await one(sql`select nick_name, email, roles from users order by nick_name`),
    tournaments: await one(sql`select name, status from tournaments order by name`),
    ledger: await one(sql`select currency, sum(amount_cents)::int as cents from ledger_entries group by currency order by currency`),
    results: await one(sql`select s.match_id, s.slot, s.score, s.result from match_slots s order by s.match_id, s.slot`),
  };
}

const fresh = (name: string) => path.join(root, name);
const demoDir = fresh('demo');
const backupFile = path.join(root, 'out', 'demo.tar.gz');
let before: Awaited<ReturnType<typeof snapshot>>;
let uploadedUrl = '';
let uploadedBytes: Buffer;

beforeAll(async () => {
  const demo = await boot(demoDir);
  try {
    await syncCatalogue(demo.app.ctx.db, demo.app.log);
    expect(await seedDemoIfEmpty(demo.app.ctx, { info: () => {} })).toBe(true);
    const login = await demo.app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: WEB, payload: { nickname: DEMO_ACCOUNTS.players[0].email, password: DEMO_PASSWORD } });
    const { token, user } = login.json<{ token: string; user: { id: string } }>();
    const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#0a8' } }).png().toBuffer();
    const form = multipart({}, { name: 'banner.png', type: 'image/png', bytes: png });
    const uploaded = await demo.app.inject({
      method: 'POST',
      url: '/api/v1/uploads/images',
      headers: { ...WEB, authorization: `Bearer ${token}`, ...form.headers },
      payload: form.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    uploadedUrl = uploaded.json<{ url: string }>().url;
    uploadedBytes = (await demo.app.inject({ url: uploadedUrl })).rawPayload;
    // Money in two currencies, so the books have something to balance.
    const [deposit] = await demo.app.ctx.db
      .insert(payments)
      .values({ userId: user.id, kind: 'DEPOSIT', amountCents: 2500, currency: 'EUR', status: 'COMPLETED', provider: 'sandbox' })
      .returning();
    await demo.app.ctx.db.insert(ledgerEntries).values([
      { userId: user.id, paymentId: deposit!.id, amountCents: 2500, currency: 'EUR', kind: 'DEPOSIT' },
      { userId: user.id, amountCents: -700, currency: 'EUR', kind: 'ENTRY_FEE' },
      { userId: user.id, amountCents: 1234, currency: 'USD', kind: 'PRIZE' },
    ]);
    before = await snapshot(demo.app.ctx.db);
  } finally {
    await demo.close();
  }
}, 120_000);

describe('npm run backup / npm run restore', () => {
  it('refuses to back up while a server has the embedded database open', async () => {
    const running = await boot(demoDir);
    try {
      const lines: string[] = [];
      const code = await runBackup(['--out', path.join(root, 'out', 'busy.tar.gz')], envFor(demoDir), { log: () => {}, error: (l) => lines.push(l) });
      expect(code).toBe(1);
      expect(lines.join('\n')).toMatch(/is in use by another Clutch process \(server, pid \d+/);
      expect(fs.existsSync(path.join(root, 'out', 'busy.tar.gz'))).toBe(false);
    } finally {
      await running.close();
    }
  });

  it('round-trips the demo data, the uploads and the generated secret into a new DATA_DIR', async () => {
    const lines: string[] = [];
    expect(await runBackup(['--out', backupFile], envFor(demoDir), { log: (l) => lines.push(l), error: (l) => lines.push(l) })).toBe(0);
    expect(lines[0]).toBe(`Backed up ${demoDir} to ${backupFile}`);
    expect((fs.statSync(backupFile).mode & 0o777).toString(8)).toBe('600');

    const entries: string[] = [];
    await tar.list({ file: backupFile, onReadEntry: (e) => entries.push(e.path) });
    expect(entries.slice(0, 2)).toEqual(['manifest.json', 'database.tar']);
    expect(entries).toContain(`uploads/${uploadedUrl.replace('/uploads/', '')}`);
    expect(entries).toContain('sandbox-webhook-secret');
    expect(entries).toContain('vapid.json');

    const restoredDir = fresh('restored');
    expect(await runRestore([backupFile], envFor(restoredDir), { log: () => {}, error: (l) => lines.push(l) })).toBe(0);
    expect(fs.readFileSync(path.join(restoredDir, 'sandbox-webhook-secret'), 'utf8')).toBe(
      fs.readFileSync(path.join(demoDir, 'sandbox-webhook-secret'), 'utf8'),
    );
    // The push key pair comes back as it was, still readable by its owner only.
    expect(fs.readFileSync(path.join(restoredDir, 'vapid.json'), 'utf8')).toBe(fs.readFileSync(path.join(demoDir, 'vapid.json'), 'utf8'));
    expect(fs.statSync(path.join(restoredDir, 'vapid.json')).mode & 0o777).toBe(0o600);

    const restored = await boot(restoredDir);
    try {
      const after = await snapshot(restored.app.ctx.db);
      expect(after).toEqual(before);
      expect(before.counts).toMatchObject({ users: expect.any(Number), uploads: 1 });
      expect(before.ledger).toEqual([
        { currency: 'EUR', cents: 1800 },
        { currency: 'USD', cents: 1234 },
      ]);
      const served = await restored.app.inject({ url: uploadedUrl });
      expect(served.statusCode).toBe(200);
      expect(Buffer.compare(served.rawPayload, uploadedBytes)).toBe(0);
      const login = await restored.app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: WEB, payload: { nickname: DEMO_ACCOUNTS.organizer.nickName, password: DEMO_PASSWORD } });
      expect(login.statusCode).toBe(200);
    } finally {
      await restored.close();
    }
  });

  it('refuses a non-empty DATA_DIR without --force, and with it moves the old contents aside', async () => {
    const target = fresh('occupied');
    fs.mkdirSync(target);
    fs.writeFileSync(path.join(target, 'keep-me.txt'), 'old');
    const errors: string[] = [];
    expect(await runRestore([backupFile], envFor(target), { log: () => {}, error: (l) => errors.push(l) })).toBe(1);
    expect(errors[0]).toContain('is not empty');
    expect(fs.readdirSync(target)).toEqual(['keep-me.txt']);

    const { movedAside } = await restoreBackup({ file: backupFile, dataDir: target, force: true });
    expect(fs.readFileSync(path.join(movedAside!, 'keep-me.txt'), 'utf8')).toBe('old');
    expect(fs.readdirSync(target).sort()).toEqual(['db', 'sandbox-webhook-secret', 'signing-key', 'uploads', 'vapid.json']);
  });

  it('refuses a backup made by a newer Clutch, and a file that is not a backup', async () => {
    const unpacked = fresh('newer-unpacked');
    fs.mkdirSync(unpacked);
    await tar.extract({ file: backupFile, cwd: unpacked });
    const manifest = JSON.parse(fs.readFileSync(path.join(unpacked, 'manifest.json'), 'utf8'));
    manifest.schema = { migration: '9999_from_the_future', when: currentSchemaVersion().when + 1 };
    fs.writeFileSync(path.join(unpacked, 'manifest.json'), JSON.stringify(manifest));
    const newer = path.join(root, 'out', 'newer.tar.gz');
    await tar.create({ gzip: true, file: newer, cwd: unpacked }, fs.readdirSync(unpacked));

    await expect(restoreBackup({ file: newer, dataDir: fresh('newer-target') })).rejects.toThrow(
      /comes from a newer Clutch \(schema 9999_from_the_future; this one ends at \d{4}_\w+\)/,
    );
    expect(fs.readdirSync(fresh('newer-target'))).toEqual([]);

    const junk = path.join(root, 'out', 'junk.tar.gz');
    fs.writeFileSync(junk, 'not a tarball');
    await expect(restoreBackup({ file: junk, dataDir: fresh('junk-target') })).rejects.toThrow(/could not be read as a \.tar\.gz/);
  });

  it('with DATABASE_URL set, points to pg_dump instead', async () => {
    const lines: string[] = [];
    const code = await runBackup([], { ...envFor(fresh('pg')), DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/clutch' }, { log: (l) => lines.push(l), error: (l) => lines.push(l) });
    expect(code).toBe(2);
    expect(lines.join('\n')).toContain('pg_dump -Fc');
    expect(lines.join('\n')).toContain('pg_restore');
    expect(fs.existsSync(fresh('pg'))).toBe(false);
  });

  it('backs up nothing where there is no database', async () => {
    await expect(createBackup({ dataDir: fresh('empty'), file: path.join(root, 'out', 'none.tar.gz') })).rejects.toThrow(/no embedded database/);
  });
});
