import { popularities, type Game } from '@clutch/contract/games';
import { describe, expect, it } from 'vitest';
import { makeCatalogueGame } from '@/test/landing-dashboard-fixtures.ts';
import { gamesClaim, partnerGames, POPULARITY_ORDER } from './partner-games.ts';

describe('partnerGames', () => {
  it('ranks popularity in the contract order (spelt out so the landing does not load the schemas)', () => {
    expect(POPULARITY_ORDER).toEqual(popularities);
  });

  it('puts the most popular first, then the busiest, then by name, and keeps the first ones', () => {
    const games: Game[] = [
      makeCatalogueGame({ name: 'Growing one', popularity: 'Growing', tournamentsCount: 50 }),
      makeCatalogueGame({ name: 'Beta', popularity: 'Very High', tournamentsCount: 2 }),
      makeCatalogueGame({ name: 'Alpha', popularity: 'Very High', tournamentsCount: 2 }),
      makeCatalogueGame({ name: 'Busy', popularity: 'Very High', tournamentsCount: 9 }),
      makeCatalogueGame({ name: 'High one', popularity: 'High', tournamentsCount: 0 }),
    ];
    expect(partnerGames(games).map((g) => g.name)).toEqual(['Busy', 'Alpha', 'Beta', 'High one', 'Growing one']);
    expect(partnerGames(games, 2).map((g) => g.name)).toEqual(['Busy', 'Alpha']);
  });
});

describe('gamesClaim', () => {
  it('rounds the catalogue size down to ten', () => {
    expect(gamesClaim(48)).toBe('40+');
    expect(gamesClaim(2000)).toBe('2000+');
    expect(gamesClaim(10)).toBe('10+');
  });

  it('says the exact number of a small catalogue', () => {
    expect(gamesClaim(7)).toBe('7');
  });
});
