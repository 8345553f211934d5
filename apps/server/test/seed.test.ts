import { describe, expect, it } from 'vitest';
import { ALL_DEMO_ACCOUNTS, DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/db/seed/demo-accounts.ts';
import { DEMO_EXTRA_PLAYERS } from '../src/db/seed/demo-players.ts';
import { seedDemoIfEmpty } from '../src/db/seed/seed.ts';
import { countUsers } from '../src/modules/users/users.repository.ts';
import { login, ROOMY_LIMITS } from './account-helpers.ts';
import { createTestApp } from './test-app.ts';

const t = await createTestApp({ env: ROOMY_LIMITS });
const { app } = t;
const silent = { info: () => {} };

describe('demo seed', () => {
  it('creates the demo accounts (and the players of the demo tournaments) on an empty database, then does nothing', async () => {
    const accounts = ALL_DEMO_ACCOUNTS.length + DEMO_EXTRA_PLAYERS.length;
    expect(await seedDemoIfEmpty(app.ctx, silent)).toBe(true);
    expect(await countUsers(app.ctx.db)).toBe(accounts);
    expect(await seedDemoIfEmpty(app.ctx, silent)).toBe(false);
    expect(await countUsers(app.ctx.db)).toBe(accounts);
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
