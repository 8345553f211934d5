import type { Tournament } from '@clutch/contract/tournaments';
import type { User } from '@clutch/contract/users';
import { describe, expect, it } from 'vitest';
import { login, ROOMY_LIMITS, signedInUser } from './account-helpers.ts';
import { gameIdOf, insertTournament, syncGames } from './competition-fixtures.ts';
import { testDatabaseUrl } from './database-template.ts';
import { twoInstancesOverRedis } from './two-instance-setup.ts';
import { until } from './instance-helpers.ts';
import { quickUser } from './team-helpers.ts';
import { WEB, type TestApp } from './test-app.ts';

const redisUrl = process.env.REDIS_URL;
const enabled = Boolean(testDatabaseUrl() && redisUrl);

describe.skipIf(!enabled)('cached sessions and follows on two instances sharing PostgreSQL and Redis (TEST_DATABASE_URL, REDIS_URL)', async () => {
  if (!enabled) return;
  const { a, b } = await twoInstancesOverRedis({ ...ROOMY_LIMITS, SESSION_CACHE_TTL_SECONDS: '5' });
  await syncGames(a);
  const bearer = (token: string) => ({ ...WEB, authorization: `Bearer ${token}` });
  const me = (on: TestApp, token: string) => on.app.inject({ url: '/api/v1/auth/me', headers: bearer(token) });
  // A's response leaves once its invalidation is published; B acts on it when Redis delivers it (well under a
  // millisecond on a LAN): allowed a second here, never the cache's TTL.
  const onB = (what: string, check: () => Promise<boolean>) => until(what, check, 1000);

  it('refuses on B the request right after a logout through A', async () => {
    const { token } = await signedInUser(a);
    expect((await me(b, token)).statusCode).toBe(200);
    expect((await a.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(token) })).statusCode).toBe(200);
    await onB('B refuses the logged-out session', async () => (await me(b, token)).statusCode === 401);
  });

  it('refuses on B the other sessions right after a password change through A', async () => {
    const account = await signedInUser(a);
    const other = await login(a, account.nickName, account.password);
    expect((await me(b, other.token)).statusCode).toBe(200);
    const res = await a.app.inject({
      method: 'PATCH',
      url: '/api/v1/auth/change-password',
      headers: account.auth,
      payload: { currentPassword: account.password, newPassword: 'a brand new secret' },
    });
    expect(res.statusCode).toBe(200);
    await onB('B refuses the revoked session', async () => (await me(b, other.token)).statusCode === 401);
  });

  it('shows on B a change of the user row made through A', async () => {
    const { token } = await signedInUser(a);
    expect((await me(b, token)).json<{ user: User }>().user.locale ?? null).not.toBe('pt-BR');
    const res = await a.app.inject({ method: 'PUT', url: '/api/v1/users/me/locale', headers: bearer(token), payload: { locale: 'pt-BR' } });
    expect(res.statusCode).toBe(200);
    await onB('B shows the new language', async () => (await me(b, token)).json<{ user: User }>().user.locale === 'pt-BR');
  });

  it('marks on B a tournament followed through A', async () => {
    const organizer = await quickUser(a, 'org');
    const fan = await quickUser(a, 'fan');
    const tournament = await insertTournament(a, { organizerId: organizer.user.id, gameId: await gameIdOf(a, 'cs2') });
    const read = async () => (await b.app.inject({ url: `/api/v1/tournaments/${tournament.id}`, headers: fan.auth })).json<Tournament>();
    expect((await read()).following).toBe(false);
    expect((await a.app.inject({ method: 'POST', url: `/api/v1/tournaments/${tournament.id}/follow`, headers: fan.auth })).statusCode).toBe(200);
    await onB('B marks the followed tournament', async () => (await read()).following);
  });
});
