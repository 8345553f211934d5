import { describe, expect, it } from 'vitest';
import { readGamesFilters, writeGamesFilters } from './games-filters.ts';

describe('games filters in the URL', () => {
  it('reads known values in catalogue order and drops unknown ones', () => {
    const f = readGamesFilters(new URLSearchParams('search=%20val%20&genre=MOBA,FPS,Nope&platform=PC&popularity=High'));
    expect(f).toEqual({ search: 'val', genre: ['FPS', 'MOBA'], popularity: ['High'], platform: ['PC'] });
  });

  it('writes only what is set, and reads back the same view', () => {
    const f = { search: 'league', genre: ['MOBA' as const], popularity: [], platform: ['PC' as const, 'Mobile' as const] };
    const params = writeGamesFilters(f);
    expect(params.toString()).toBe('search=league&genre=MOBA&platform=PC%2CMobile');
    expect(readGamesFilters(params)).toEqual(f);
  });
});
