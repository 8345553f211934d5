import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { teamRegistrations, tournamentParticipants } from '../src/db/schema/index.ts';
import { gameIdOf, insertTournament, syncGames } from './competition-fixtures.ts';
import { createdTeam, quickUser } from './team-helpers.ts';
import { createTestApp } from './test-app.ts';

/**
 * Concurrency of registrations, on a real PostgreSQL only: PGlite runs one transaction at a time, so these
 * would pass there whatever the code did and prove nothing (DESIGN §5.5).
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('registration races (PostgreSQL)', async () => {
  const t = await createTestApp();
  const { app } = t;
  await syncGames(t);
  const cs2 = await gameIdOf(t, 'cs2');
  const organizer = await quickUser(t, 'org');

  it('20 captains race for the last slot: exactly one 201, the rest 409', async () => {
    const cup = await insertTournament(t, { organizerId: organizer.user.id, gameId: cs2, maxTeams: 3, minPlayersPerTeam: 1, maxPlayersPerTeam: 2 });
    // Two slots taken already.
    for (let i = 0; i < 2; i++) {
      const c = await quickUser(t, 'early');
      const team = await createdTeam(t, c, {});
      const res = await app.inject({ method: 'POST', url: `/api/v1/team-registration/${cup.id}/${team.id}`, headers: c.auth });
      expect(res.statusCode).toBe(201);
    }
    const captains = await Promise.all(Array.from({ length: 20 }, () => quickUser(t, 'race')));
    const teams = await Promise.all(captains.map((c) => createdTeam(t, c, {})));
    const answers = await Promise.all(
      captains.map((c, i) => app.inject({ method: 'POST', url: `/api/v1/team-registration/${cup.id}/${teams[i]!.id}`, headers: c.auth })),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    expect(answers.filter((r) => r.statusCode === 409).every((r) => r.json().code === 'TOURNAMENT_FULL')).toBe(true);
    const rows = await app.ctx.db.select().from(teamRegistrations).where(eq(teamRegistrations.tournamentId, cup.id));
    expect(rows).toHaveLength(3);
  });

  it('the same user through two teams at once: exactly one registration succeeds', async () => {
    const cup = await insertTournament(t, { organizerId: organizer.user.id, gameId: cs2, maxTeams: 50, minPlayersPerTeam: 2, maxPlayersPerTeam: 2 });
    const shared = await quickUser(t, 'shared');
    const pairs = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const captain = await quickUser(t, 'cap');
        return { captain, team: await createdTeam(t, captain, { members: [shared] }) };
      }),
    );
    const answers = await Promise.all(
      pairs.map((p) => app.inject({ method: 'POST', url: `/api/v1/team-registration/${cup.id}/${p.team.id}`, headers: p.captain.auth })),
    );
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1);
    const refused = answers.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(5);
    expect(refused.every((r) => r.json().message === `${shared.nickName} is already registered in this tournament.`)).toBe(true);
    const rows = await app.ctx.db.select().from(tournamentParticipants).where(eq(tournamentParticipants.userId, shared.user.id));
    expect(rows).toHaveLength(1);
  });
});
