import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../test/database-template.ts';
import { connectDatabase, type Executor } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { runAdminCommand } from './admin-command.ts';

function capture() {
  const lines: string[] = [];
  const errors: string[] = [];
  return { lines, errors, out: { log: (l: string) => lines.push(l), error: (l: string) => errors.push(l) } };
}

const rolesOf = async (db: Executor, email: string) =>
  (await db.select({ roles: users.roles }).from(users).where(eq(users.email, email)))[0]?.roles;

describe('npm run admin -- grant|revoke', async () => {
  const database = await freshDatabase();
  afterAll(() => database.close());
  const { db } = database;
  await db.insert(users).values([
    { nickName: 'Operator', email: 'operator@example.com' },
    { nickName: 'bystander', email: 'bystander@example.com' },
  ]);

  it('grants ADMIN by e-mail, whatever its case, and only to that account', async () => {
    const c = capture();
    expect(await runAdminCommand(db, ['grant', ' OPERATOR@example.com '], c.out)).toBe(0);
    expect(c.lines).toEqual(['Operator <operator@example.com> is now an administrator.']);
    expect(await rolesOf(db, 'operator@example.com')).toEqual(['USER', 'ADMIN']);
    expect(await rolesOf(db, 'bystander@example.com')).toEqual(['USER']);
  });

  it('says so and changes nothing when the account already holds the role', async () => {
    const c = capture();
    expect(await runAdminCommand(db, ['grant', 'operator'], c.out)).toBe(0);
    expect(c.lines[0]).toContain('is already an administrator');
    expect(await rolesOf(db, 'operator@example.com')).toEqual(['USER', 'ADMIN']);
  });

  it('revokes it by nickname', async () => {
    const c = capture();
    expect(await runAdminCommand(db, ['revoke', 'operator'], c.out)).toBe(0);
    expect(c.lines).toEqual(['Operator <operator@example.com> is no longer an administrator.']);
    expect(await rolesOf(db, 'operator@example.com')).toEqual(['USER']);
  });

  it('fails with exit code 1 for an unknown account and 2 with the usage for wrong arguments', async () => {
    const unknown = capture();
    expect(await runAdminCommand(db, ['grant', 'ghost@example.com'], unknown.out)).toBe(1);
    expect(unknown.errors[0]).toBe('No account has the e-mail or nickname "ghost@example.com".');
    for (const args of [[], ['promote', 'operator'], ['grant'], ['grant', ' '], ['grant', 'a', 'b']]) {
      const c = capture();
      expect(await runAdminCommand(db, args, c.out)).toBe(2);
      expect(c.errors[0]).toContain('Usage: npm run admin -- <grant|revoke> <e-mail or nickname>');
    }
    expect(await rolesOf(db, 'bystander@example.com')).toEqual(['USER']);
  });
});

describe('the admin script on the embedded database in DATA_DIR', () => {
  it('grants the role in the database `npm start` would open', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clutch-admin-'));
    try {
      const before = await connectDatabase({ dataDir });
      await before.migrate();
      await before.db.insert(users).values({ nickName: 'selfhoster', email: 'me@example.com' });
      await before.close();

      const root = path.resolve(import.meta.dirname, '../../../..');
      const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, INIT_CWD: root };
      delete env.DATABASE_URL;
      const run = spawnSync('npm', ['run', '--silent', 'admin', '--', 'grant', 'selfhoster'], { cwd: root, env, encoding: 'utf8' });
      expect(run.status, run.stderr).toBe(0);
      expect(run.stdout).toContain('selfhoster <me@example.com> is now an administrator.');

      const after = await connectDatabase({ dataDir });
      expect(await rolesOf(after.db, 'me@example.com')).toEqual(['USER', 'ADMIN']);
      await after.close();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
