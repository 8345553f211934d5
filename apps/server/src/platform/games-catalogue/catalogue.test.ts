import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { genres, platforms, popularities } from '@clutch/contract/games';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_MIN_GAMES, CatalogueError, catalogueFile, loadCatalogue } from './catalogue.ts';

const catalogue = loadCatalogue();

/** Slugs the tournaments, the demo seed and the spec's game filter refer to. */
const REQUIRED = {
  cs2: 'Counter-Strike 2',
  valorant: 'VALORANT',
  lol: 'League of Legends',
  rl: 'Rocket League',
  dota2: 'Dota 2',
  fortnite: 'Fortnite',
  'apex-legends': 'Apex Legends',
  pubg: 'PUBG: BATTLEGROUNDS',
  'overwatch-2': 'Overwatch 2',
  'rainbow-six-siege': "Tom Clancy's Rainbow Six Siege",
  'street-fighter-6': 'Street Fighter 6',
  'tekken-8': 'TEKKEN 8',
  'ea-sports-fc-25': 'EA SPORTS FC 25',
  'mobile-legends': 'Mobile Legends: Bang Bang',
  'free-fire': 'Free Fire',
  'starcraft-2': 'StarCraft II',
  hearthstone: 'Hearthstone',
  'call-of-duty-warzone': 'Call of Duty: Warzone',
  'brawl-stars': 'Brawl Stars',
  chess: 'Chess',
};

describe('games catalogue file', () => {
  it(`has at least ${CATALOGUE_MIN_GAMES} games with unique slugs and names`, () => {
    expect(catalogue.length).toBeGreaterThanOrEqual(150);
    expect(new Set(catalogue.map((g) => g.slug)).size).toBe(catalogue.length);
    expect(new Set(catalogue.map((g) => g.name.toLowerCase())).size).toBe(catalogue.length);
  });

  it('uses only the contract values for genres, platforms and popularity', () => {
    for (const game of catalogue) {
      expect(game.genres.every((g) => (genres as readonly string[]).includes(g)), game.slug).toBe(true);
      expect(game.platforms.every((p) => (platforms as readonly string[]).includes(p)), game.slug).toBe(true);
      expect(popularities).toContain(game.popularity);
    }
  });

  it('covers every genre, platform and popularity, so each filter value finds games', () => {
    for (const value of genres) expect(catalogue.some((g) => g.genres.includes(value)), value).toBe(true);
    for (const value of platforms) expect(catalogue.some((g) => g.platforms.includes(value)), value).toBe(true);
    for (const value of popularities) expect(catalogue.some((g) => g.popularity === value), value).toBe(true);
  });

  it('holds the slugs tournaments and the spec refer to', () => {
    const bySlug = new Map(catalogue.map((g) => [g.slug, g.name]));
    for (const [slug, name] of Object.entries(REQUIRED)) expect(bySlug.get(slug), slug).toBe(name);
  });

  it('refuses a file with duplicates, unknown values or too few games, naming the entries', () => {
    const first = catalogue[0]!;
    expect(catalogueFile.safeParse(catalogue.slice(0, 149)).success).toBe(false);
    const dup = catalogueFile.safeParse([...catalogue, { ...first, name: 'Another name' }]);
    expect(dup.error?.issues[0]?.message).toBe(`Duplicate slug "${first.slug}".`);
    const bad = catalogueFile.safeParse(catalogue.map((g, i) => (i === 3 ? { ...g, genres: ['Puzzle'] } : g)));
    expect(bad.error?.issues[0]?.path).toEqual([3, 'genres', 0]);
    const extra = catalogueFile.safeParse(catalogue.map((g, i) => (i === 0 ? { ...g, cover: 'https://x/y.jpg' } : g)));
    expect(extra.success).toBe(false);

    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-')), 'games.json');
    fs.writeFileSync(file, JSON.stringify(catalogue.slice(0, 10)));
    expect(() => loadCatalogue(file)).toThrow(CatalogueError);
  });
});
