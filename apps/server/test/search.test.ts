import { SEARCH_GROUP_LIMIT, type SearchResults } from '@clutch/contract/search';
import { describe, expect, it } from 'vitest';
import { teams } from '../src/db/schema/index.ts';
import { ROOMY_LIMITS } from './account-helpers.ts';
import { gameIdOf, insertTournament, seedDemo } from './competition-fixtures.ts';
import { createTestApp } from './test-app.ts';

const t = await createTestApp({ env: ROOMY_LIMITS });
const { app } = t;
await seedDemo(t);
const search = async (q: string) => {
  const res = await app.inject({ url: `/api/v1/search?q=${encodeURIComponent(q)}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SearchResults>();
};
const organizer = (await app.ctx.db.query.users.findFirst({ where: (u, { eq }) => eq(u.nickName, 'organizer') }))!;

describe('GET /search', () => {
  it('finds Valorant things from a typo, in every group that has them', async () => {
    const res = await search('valorent');
    expect(res.games[0]).toMatchObject({ slug: 'valorant', name: expect.stringMatching(/valorant/i), background_image: expect.any(String) });
    expect(res.tournaments.length).toBeGreaterThan(0);
    expect(res.tournaments.every((x) => x.gameName.toLowerCase().includes('valorant') || x.name.toLowerCase().includes('valorant'))).toBe(true);
  });

  it('ranks exact over prefix over similar, ignoring case and accents', async () => {
    const cs2 = await gameIdOf(t, 'cs2');
    for (const name of ['Ãrena Pulse Series', 'Arena Pulse', 'Grand Arena Pulse', 'Arena']) {
      await insertTournament(t, { organizerId: organizer.id, gameId: cs2, name });
    }
    const res = await search('ARENA');
    const found = res.tournaments.map((x) => x.name);
    expect(found.slice(0, 3)).toEqual(['Arena', 'Arena Pulse', 'Ãrena Pulse Series']);
    expect(found.slice(3)).toContain('Grand Arena Pulse');
    expect((await search('sao paulo')).tournaments.map((x) => x.name)).toContain('Champions Road São Paulo');
  });

  it('never shows drafts or their teams, and finds players by nickname', async () => {
    const res = await search('pubg squad survival');
    expect(res.tournaments.map((x) => x.name)).not.toContain('PUBG Squad Survival');
    const draftTeams = await app.ctx.db
      .insert(teams)
      .values({ name: 'Secret Draft Squad', captainId: organizer.id, tournamentId: null })
      .returning();
    expect((await search('secret draft squad')).teams.map((x) => x.id)).toEqual([draftTeams[0]!.id]);
    const players = (await search('ace_rapt')).players;
    expect(players[0]).toMatchObject({ nickname: 'ace_raptor', photoUrl: null });
    expect((await search('NOVA')).players[0]!.nickname).toBe('nova');
  });

  it('caps every group at five', async () => {
    const res = await search('a');
    for (const group of [res.tournaments, res.teams, res.games, res.players]) expect(group.length).toBeLessThanOrEqual(SEARCH_GROUP_LIMIT);
    expect(res.players).toHaveLength(SEARCH_GROUP_LIMIT);
    expect(res.tournaments).toHaveLength(SEARCH_GROUP_LIMIT);
  });

  it('answers empty groups when nothing matches, and 400 without a query', async () => {
    expect(await search('qqqqzzzz')).toEqual({ tournaments: [], teams: [], games: [], players: [] });
    expect((await app.inject({ url: '/api/v1/search' })).statusCode).toBe(400);
    expect((await app.inject({ url: '/api/v1/search?q=%20%20' })).statusCode).toBe(400);
    expect((await app.inject({ url: `/api/v1/search?q=${'x'.repeat(101)}` })).statusCode).toBe(400);
  });

  it('answers quickly on the demo data (one round-trip per group)', async () => {
    const terms = ['valo', 'counter', 'rocket', 'masters', 'nova', 'league', 'sao paulo', 'tekken'];
    await search('warm-up');
    const started = performance.now();
    for (const q of terms) await search(q);
    const perSearch = (performance.now() - started) / terms.length;
    console.warn(`search latency on the demo data: ${perSearch.toFixed(1)} ms per query (${app.ctx.database.kind})`);
    expect(perSearch).toBeLessThan(250);
  });
});
