import type { Match } from '@clutch/contract/competition';
import type { RankingRow, Tournament } from '@clutch/contract/tournaments';
import { describe, expect, it } from 'vitest';
import { ROOMY_LIMITS } from './account-helpers.ts';
import { competitionApi, startedTournament } from './competition-play.ts';
import { gameIdOf, insertTournament, syncGames } from './competition-fixtures.ts';
import { testDatabaseUrl } from './database-template.ts';
import { twoInstancesOverRedis } from './two-instance-setup.ts';
import { quickUser } from './team-helpers.ts';
import type { TestApp } from './test-app.ts';

const redisUrl = process.env.REDIS_URL;
const enabled = Boolean(testDatabaseUrl() && redisUrl);

describe.skipIf(!enabled)('the read cache on two instances sharing PostgreSQL and Redis (TEST_DATABASE_URL, REDIS_URL)', async () => {
  if (!enabled) return;
  const { a, b } = await twoInstancesOverRedis(ROOMY_LIMITS);
  await syncGames(a);
  const organizer = await quickUser(a, 'org');
  const fan = await quickUser(a, 'fan');
  const get = (on: TestApp, url: string) => on.app.inject({ method: 'GET', url: `/api/v1${url}` });

  it('shows a write made through A on the next read through B (detail after a follow)', async () => {
    const tournament = await insertTournament(a, { organizerId: organizer.user.id, gameId: await gameIdOf(a, 'cs2') });
    const before = await get(b, `/tournaments/${tournament.id}`);
    expect(before.json<Tournament>().followers).toBe(0);
    // B answers from its memory now (the same ETag, no query needed).
    expect((await get(b, `/tournaments/${tournament.id}`)).headers.etag).toBe(before.headers.etag);
    const followed = await a.app.inject({ method: 'POST', url: `/api/v1/tournaments/${tournament.id}/follow`, headers: fan.auth });
    expect(followed.statusCode).toBe(200);
    expect((await get(b, `/tournaments/${tournament.id}`)).json<Tournament>().followers).toBe(1);
  });

  it('shows a result entered through A on the next read of the bracket and the standings through B', async () => {
    const { tournament } = await startedTournament(a, organizer, 3, { format: 'LEAGUE_TABLE' });
    const matches = (await get(b, `/matches/tournament/${tournament.id}`)).json<Match[]>();
    expect((await get(b, `/tournaments/${tournament.id}/ranking`)).json<RankingRow[]>().every((r) => r.matchesPlayed === 0)).toBe(true);
    const match = matches.find((m) => !m.bye && m.results.length === 2 && m.results.every((r) => r.teamRegistrationId))!;
    const res = await competitionApi(a).result(organizer, match.id, { homeScore: 2, awayScore: 0 });
    expect(res.statusCode, res.body).toBe(200);
    expect((await get(b, `/matches/tournament/${tournament.id}`)).json<Match[]>().find((m) => m.id === match.id)!.status).toBe('FINISHED');
    expect((await get(b, `/tournaments/${tournament.id}/ranking`)).json<RankingRow[]>().some((r) => r.matchesPlayed === 1)).toBe(true);
  });
});
