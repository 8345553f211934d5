import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Executor } from '../src/db/client.ts';
import { ALL_DEMO_ACCOUNTS, DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/db/seed/demo-accounts.ts';
import { DEMO_EXTRA_PLAYERS } from '../src/db/seed/demo-players.ts';
import { DEMO_TOURNAMENTS } from '../src/db/seed/demo-tournaments.ts';
import { demoAdminPassword } from '../src/db/seed/demo-admin-password.ts';
import { seedDemoIfEmpty } from '../src/db/seed/seed.ts';
import { countUsers } from '../src/modules/users/users.repository.ts';
import { login, ROOMY_LIMITS } from './account-helpers.ts';
import { syncGames } from './competition-fixtures.ts';
import { createTestApp } from './test-app.ts';

const t = await createTestApp({ env: ROOMY_LIMITS });
const { app } = t;
const silent = { info: () => {} };
/** What the first seeding logged (this database has no games catalogue). */
const logged: string[] = [];

const counts = async (db: Executor) =>
  ((await db.execute(sql`select (select count(*)::int from tournaments) as tournaments, (select count(*)::int from matches) as matches,
      (select count(*)::int from competition_states) as states`)) as unknown as { rows: { tournaments: number; matches: number; states: number }[] }).rows[0]!;

describe('demo seed', () => {
  it('creates the demo accounts (and the players of the demo tournaments) on an empty database, then does nothing', async () => {
    const accounts = ALL_DEMO_ACCOUNTS.length + DEMO_EXTRA_PLAYERS.length;
    expect(await seedDemoIfEmpty(app.ctx, { info: (msg: string) => logged.push(msg) })).toBe(true);
    expect(await countUsers(app.ctx.db)).toBe(accounts);
    expect(await seedDemoIfEmpty(app.ctx, silent)).toBe(false);
    expect(await countUsers(app.ctx.db)).toBe(accounts);
  });

  it('skips the tournaments of games missing from the catalogue whole: no matches and no competition states, and says which', async () => {
    expect(await counts(app.ctx.db)).toEqual({ tournaments: 0, matches: 0, states: 0 });
    const summary = logged.find((m) => m.startsWith('demo competitions seeded'))!;
    expect(summary).toMatch(/: 0 tournaments, .* 0 matches, /);
    expect(summary).toContain(`skipped for games missing from the catalogue: ${DEMO_TOURNAMENTS[0]!.game}`);
  });

  it('with the catalogue, counts in its log what it wrote: every running and finished tournament built by the engine', async () => {
    const other = await createTestApp({ env: ROOMY_LIMITS });
    try {
      await syncGames(other);
      const lines: string[] = [];
      expect(await seedDemoIfEmpty(other.app.ctx, { info: (msg: string) => lines.push(msg) })).toBe(true);
      const written = await counts(other.app.ctx.db);
      expect(written.tournaments).toBe(DEMO_TOURNAMENTS.length);
      expect(written.states).toBe(DEMO_TOURNAMENTS.filter((d) => d.status === 'IN_PROGRESS' || d.status === 'FINISHED').length);
      expect(written.matches).toBeGreaterThan(100);
      const summary = lines.find((m) => m.startsWith('demo competitions seeded'))!;
      expect(summary).toContain(`: ${written.tournaments} tournaments, `);
      expect(summary).toContain(` ${written.matches} matches, `);
      expect(summary).not.toContain('skipped');
    } finally {
      await other.close();
    }
  });

  it('makes every account usable with the demo password', async () => {
    for (const account of ALL_DEMO_ACCOUNTS) {
      const { user } = await login(t, account.email, DEMO_PASSWORD);
      expect(user).toMatchObject({
        nickName: account.nickName,
        email: `${account.nickName}@clutch.gg`,
        bio: account.bio,
        userVerified: account.userVerified,
        roles: account.roles,
      });
      expect(user.country?.id).toBe(account.countryCode);
    }
  });

  it('has one organizer as a plain user, five verified players, one unverified player and one admin', async () => {
    expect(DEMO_ACCOUNTS.organizer).toMatchObject({ nickName: 'organizer', roles: ['USER'], userVerified: true });
    expect(DEMO_ACCOUNTS.players.map((p) => p.nickName)).toEqual(['nova', 'kairo', 'vex', 'lumen', 'drift']);
    expect(DEMO_ACCOUNTS.players.every((p) => p.userVerified)).toBe(true);
    expect(DEMO_ACCOUNTS.unverified).toMatchObject({ nickName: 'rookie', userVerified: false });
    expect(DEMO_ACCOUNTS.admin).toMatchObject({ nickName: 'admin', email: 'admin@clutch.gg' });
    expect(DEMO_ACCOUNTS.admin.roles).toContain('ADMIN');
  });
});

describe('demo seed at a public address', () => {
  it('gives the demo admin, who can read every reset code in the outbox, its own password; the players keep the README one', async () => {
    expect(demoAdminPassword('http://localhost:3000', '/data')).toBeNull();
    expect(demoAdminPassword('http://127.0.0.1:4100', '/data')).toBeNull();
    const secret = demoAdminPassword('https://cup.example.org', '/data')!;
    expect(secret.file).toBe('/data/demo-admin-password');
    expect(secret.password).not.toBe(DEMO_PASSWORD);
    expect(secret.password.length).toBeGreaterThanOrEqual(20);

    const other = await createTestApp({ env: ROOMY_LIMITS });
    try {
      expect(await seedDemoIfEmpty(other.app.ctx, silent, { adminPassword: secret.password })).toBe(true);
      const attempt = (nickname: string, password: string) =>
        other.app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: { 'x-client-type': 'web' }, payload: { nickname, password } });
      expect((await attempt(DEMO_ACCOUNTS.admin.nickName, DEMO_PASSWORD)).statusCode).toBe(401);
      expect((await attempt(DEMO_ACCOUNTS.admin.nickName, secret.password)).statusCode).toBe(200);
      expect((await attempt(DEMO_ACCOUNTS.organizer.nickName, DEMO_PASSWORD)).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});
