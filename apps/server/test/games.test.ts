import type { Game } from '@clutch/contract/games';
import { popularities } from '@clutch/contract/games';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { games, tournaments } from '../src/db/schema/index.ts';
import { findGameSummaries } from '../src/modules/games/games.repository.ts';
import { insertUser } from '../src/modules/users/users.repository.ts';
import { loadCatalogue } from '../src/platform/games-catalogue/catalogue.ts';
import { syncCatalogue } from '../src/platform/games-catalogue/sync-catalogue.ts';
import { createTestApp } from './test-app.ts';

const t = await createTestApp();
const { app } = t;
const db = app.ctx.db;
const catalogue = loadCatalogue();

const get = (url: string) => app.inject({ url });
const list = async (url: string) => {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Game[]>();
};
const names = (list: Game[]) => list.map((g) => g.name);
const rank = (g: Game) => popularities.indexOf(g.popularity);

beforeAll(async () => {
  await syncCatalogue(db, app.log);
});

describe('GET /games/all', () => {
  it('lists the whole catalogue by popularity, then name', async () => {
    const all = await list('/api/v1/games/all');
    expect(all).toHaveLength(catalogue.length);
    for (let i = 1; i < all.length; i++) {
      const [a, b] = [all[i - 1]!, all[i]!];
      expect(rank(a) < rank(b) || (rank(a) === rank(b) && a.name.toLowerCase() <= b.name.toLowerCase()), `${a.name} before ${b.name}`).toBe(
        true,
      );
    }
    const cs2 = all.find((g) => g.slug === 'cs2')!;
    expect(cs2).toMatchObject({
      name: 'Counter-Strike 2',
      background_image: '/media/games/cs2.svg',
      developers: [{ name: 'Valve' }],
      platforms: [{ platform: { name: 'PC' } }],
      genres: ['FPS'],
      popularity: 'Very High',
      tournamentsCount: 0,
    });
  });

  it('filters by genre, popularity and platform: any value within a filter, every filter at once', async () => {
    const fps = await list('/api/v1/games/all?genre=FPS');
    expect(fps.length).toBeGreaterThan(10);
    expect(fps.every((g) => g.genres.includes('FPS'))).toBe(true);

    const either = await list('/api/v1/games/all?genre=Racing,Card');
    expect(either.every((g) => g.genres.includes('Racing') || g.genres.includes('Card'))).toBe(true);
    expect(either.some((g) => g.genres.includes('Racing')) && either.some((g) => g.genres.includes('Card'))).toBe(true);

    const mobileMoba = await list('/api/v1/games/all?genre=MOBA&platform=Mobile');
    expect(names(mobileMoba)).toContain('Mobile Legends: Bang Bang');
    expect(names(mobileMoba)).not.toContain('League of Legends');
    expect(mobileMoba.every((g) => g.genres.includes('MOBA') && g.platforms.some((p) => p.platform.name === 'Mobile'))).toBe(true);

    const top = await list('/api/v1/games/all?popularity=Very%20High,Growing&platform=PC,Switch');
    expect(top.every((g) => ['Very High', 'Growing'].includes(g.popularity))).toBe(true);
    expect(top.every((g) => g.platforms.some((p) => ['PC', 'Switch'].includes(p.platform.name)))).toBe(true);
    expect(top.map((g) => g.slug)).toEqual(expect.arrayContaining(['cs2', 'lol', 'mario-kart-world']));

    const combined = await list('/api/v1/games/all?genre=Fighting&popularity=High&platform=Switch');
    expect(names(combined)).toEqual(['Super Smash Bros. Ultimate']);

    expect(await list('/api/v1/games/all?genre=Sports&platform=Mobile&popularity=Growing')).toEqual([]);
  });

  it('searches within the filters, best match first, ignoring case and accents', async () => {
    const found = await list('/api/v1/games/all?search=LEGENDS&genre=MOBA');
    expect(names(found).slice(0, 1)).toEqual(['League of Legends']);
    expect(found.every((g) => g.genres.includes('MOBA'))).toBe(true);
    expect(names(await list('/api/v1/games/all?search=pokemon')).slice(0, 3).sort()).toEqual([
      'Pokémon GO',
      'Pokémon Scarlet and Violet',
      'Pokémon UNITE',
    ]);
    expect(await list('/api/v1/games/all?search=%25%25')).toEqual([]);
    expect(names(await list('/api/v1/games/all?search=%20%20'))).toHaveLength(catalogue.length);
  });

  it('refuses unknown filter values and over-long searches with 400', async () => {
    for (const url of [
      '/api/v1/games/all?genre=Puzzle',
      '/api/v1/games/all?platform=PC,Amiga',
      '/api/v1/games/all?popularity=Huge',
      `/api/v1/games/all?search=${'x'.repeat(101)}`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.any(String) });
    }
  });
});

describe('GET /games/search/:text', () => {
  it('ranks exact, then prefix, then similar names', async () => {
    expect(names(await list('/api/v1/games/search/valorant'))[0]).toBe('VALORANT');
    expect(names(await list('/api/v1/games/search/valorent'))[0]).toBe('VALORANT');
    expect(names(await list('/api/v1/games/search/counter'))[0]).toBe('Counter-Strike 2');
    expect(names(await list('/api/v1/games/search/counter%20strike'))[0]).toBe('Counter-Strike 2');
    expect(names(await list('/api/v1/games/search/pokemon%20unite'))[0]).toBe('Pokémon UNITE');
    expect(names(await list('/api/v1/games/search/Pok%C3%A9mon'))).toEqual(
      expect.arrayContaining(['Pokémon UNITE', 'Pokémon GO', 'Pokémon Scarlet and Violet']),
    );
    expect(names(await list('/api/v1/games/search/tekken'))).toEqual(['TEKKEN 8', 'TEKKEN 7']);
    expect(names(await list('/api/v1/games/search/lol'))[0]).toBe('League of Legends');
    expect(names(await list('/api/v1/games/search/strike'))[0]).toBe('Counter-Strike 2');
    expect(names(await list('/api/v1/games/search/rocket%20leage'))[0]).toBe('Rocket League');
  });

  it('answers at most 20, treats LIKE wildcards literally, and an empty list when nothing is close', async () => {
    expect((await list('/api/v1/games/search/a')).length).toBeLessThanOrEqual(20);
    expect((await list('/api/v1/games/search/a')).length).toBe(20);
    expect(await list('/api/v1/games/search/%25')).toEqual([]);
    expect(await list('/api/v1/games/search/_')).toEqual([]);
    expect(await list('/api/v1/games/search/qqqzzzxx')).toEqual([]);
  });

  it('refuses a blank or over-long text with 400', async () => {
    const blank = await get('/api/v1/games/search/%20%20');
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    const long = await get(`/api/v1/games/search/${'x'.repeat(101)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});

describe('GET /games/:id', () => {
  it('finds a game by slug (any case) and by uuid', async () => {
    const bySlug = await get('/api/v1/games/valorant');
    expect(bySlug.statusCode).toBe(200);
    const game = bySlug.json<Game>();
    expect(game).toMatchObject({ slug: 'valorant', name: 'VALORANT', website: 'https://playvalorant.com', releaseYear: 2020 });
    expect((await get('/api/v1/games/VALORANT')).json()).toEqual(game);
    expect((await get(`/api/v1/games/${game.id}`)).json()).toEqual(game);
    expect((await get(`/api/v1/games/${game.id.toUpperCase()}`)).json()).toEqual(game);
  });

  it('answers 404 for an unknown game and refuses an over-long id', async () => {
    for (const id of ['no-such-game', '00000000-0000-4000-8000-000000000000', 'a%20b']) {
      const res = await get(`/api/v1/games/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ message: 'Game not found.', code: 'GAME_NOT_FOUND' });
    }
    const long = await get(`/api/v1/games/${'x'.repeat(101)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('counts public tournaments of the game, not drafts', async () => {
    const organizer = await insertUser(db, { nickName: 'gamesorg', email: 'gamesorg@example.com', userVerified: true });
    const [rl] = await db.select().from(games).where(eq(games.slug, 'rl'));
    const day = 86_400_000;
    const tournament = (name: string, status: string) => ({
      organizerId: organizer.id,
      gameId: rl!.id,
      name,
      status,
      category: 'Open',
      level: 'Beginner',
      maxTeams: 8,
      registrationStartAt: new Date(Date.now() - day),
      registrationEndAt: new Date(Date.now() + day),
      startAt: new Date(Date.now() + 2 * day),
      endAt: new Date(Date.now() + 3 * day),
    });
    await db
      .insert(tournaments)
      .values([
        tournament('Open cup', 'OPEN_FOR_REGISTRATION'),
        tournament('Running cup', 'IN_PROGRESS'),
        tournament('Old cup', 'FINISHED'),
        tournament('Secret cup', 'DRAFT'),
      ]);
    expect((await get('/api/v1/games/rl')).json<Game>().tournamentsCount).toBe(3);
    const inList = (await list('/api/v1/games/all?genre=Sports')).find((g) => g.slug === 'rl');
    expect(inList?.tournamentsCount).toBe(3);
    expect((await list('/api/v1/games/search/rocket'))[0]).toMatchObject({ slug: 'rl', tournamentsCount: 3 });
  });
});

describe('findGameSummaries', () => {
  it('returns the short form, best match first, limited', async () => {
    const found = await findGameSummaries(db, 'valorent', 5);
    expect(found[0]).toEqual({ id: expect.any(String), slug: 'valorant', name: 'VALORANT', background_image: '/media/games/valorant.svg' });
    expect(await findGameSummaries(db, 'league', 2)).toHaveLength(2);
    expect(await findGameSummaries(db, '   ', 5)).toEqual([]);
  });
});

describe('OpenAPI', () => {
  it('documents the games routes', async () => {
    const spec = (await get('/api/docs/json')).json<{ paths: Record<string, Record<string, { tags?: string[] }>> }>();
    for (const path of ['/api/v1/games/all', '/api/v1/games/search/{text}', '/api/v1/games/{id}', '/media/games/{slug}.svg']) {
      expect(spec.paths[path]?.get?.tags, path).toEqual(['games']);
    }
  });
});
