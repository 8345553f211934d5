import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { teamRegistrations } from '../src/db/schema/index.ts';
import { gameIdOf, insertTournament, syncGames } from './competition-fixtures.ts';
import { createTeam, quickUser } from './team-helpers.ts';
import { createTestApp } from './test-app.ts';

/**
 * The web's create-and-register flow (multipart POST /teams naming the tournament) at once from many
 * captains. It deadlocked on PostgreSQL (issue 10, item 2): the team insert's foreign key share-locked the
 * tournament row before the registration asked for it FOR UPDATE. PostgreSQL only: PGlite runs one
 * transaction at a time (DESIGN.md §5.5).
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('create-and-register races (PostgreSQL)', async () => {
  const t = await createTestApp();
  const { app } = t;
  await syncGames(t);
  const cs2 = await gameIdOf(t, 'cs2');
  const organizer = await quickUser(t, 'org');

  it('12 captains create a team for the same tournament at once: no 5xx, every one registered', async () => {
    const cup = await insertTournament(t, { organizerId: organizer.user.id, gameId: cs2, maxTeams: 64, minPlayersPerTeam: 1, maxPlayersPerTeam: 2 });
    const captains = await Promise.all(Array.from({ length: 12 }, () => quickUser(t, 'cr')));
    const answers = await Promise.all(captains.map((c) => createTeam(t, c, { tournamentId: cup.id })));
    expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 201));
    const rows = await app.ctx.db.select().from(teamRegistrations).where(eq(teamRegistrations.tournamentId, cup.id));
    expect(rows).toHaveLength(12);
  });

  it('racing for the last 3 slots: exactly 3 registered, the rest 409 TOURNAMENT_FULL, no 5xx', async () => {
    const cup = await insertTournament(t, { organizerId: organizer.user.id, gameId: cs2, maxTeams: 3, minPlayersPerTeam: 1, maxPlayersPerTeam: 2 });
    const captains = await Promise.all(Array.from({ length: 12 }, () => quickUser(t, 'cl')));
    const answers = await Promise.all(captains.map((c) => createTeam(t, c, { tournamentId: cup.id })));
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c >= 500)).toEqual([]);
    expect(codes.filter((c) => c === 201)).toHaveLength(3);
    const refused = answers.filter((r) => r.statusCode !== 201);
    expect(refused.map((r) => [r.statusCode, r.json<{ code: string }>().code])).toEqual(refused.map(() => [409, 'TOURNAMENT_FULL']));
    const rows = await app.ctx.db.select().from(teamRegistrations).where(eq(teamRegistrations.tournamentId, cup.id));
    expect(rows).toHaveLength(3);
  });
});
