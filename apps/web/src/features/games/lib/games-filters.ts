import { genres, platforms, popularities, type Genre, type Platform, type Popularity } from '@clutch/contract/games';

/** Browse Games filters as they live in the URL: `?search=…&genre=FPS,MOBA&popularity=High&platform=PC`. */
export interface GamesFilters {
  search: string;
  genre: Genre[];
  popularity: Popularity[];
  platform: Platform[];
}

export type MultiFilterKey = 'genre' | 'popularity' | 'platform';

export const filterOptions: { [K in MultiFilterKey]: readonly GamesFilters[K][number][] } = {
  genre: genres,
  popularity: popularities,
  platform: platforms,
};

/** Known values of a comma-separated parameter, in the catalogue's order; unknown ones are dropped. */
function listParam<T extends string>(params: URLSearchParams, key: string, allowed: readonly T[]): T[] {
  const raw = (params.get(key) ?? '').split(',').map((v) => v.trim());
  return allowed.filter((value) => raw.includes(value));
}

export function readGamesFilters(params: URLSearchParams): GamesFilters {
  return {
    search: params.get('search')?.trim() ?? '',
    genre: listParam(params, 'genre', genres),
    popularity: listParam(params, 'popularity', popularities),
    platform: listParam(params, 'platform', platforms),
  };
}

/** The URL search for `filters`, leaving out what is empty so a plain view has a plain URL. */
export function writeGamesFilters(filters: GamesFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search.trim()) params.set('search', filters.search.trim());
  for (const key of ['genre', 'popularity', 'platform'] as const) {
    if (filters[key].length) params.set(key, filters[key].join(','));
  }
  return params;
}

export const hasActiveFilters = (f: GamesFilters) =>
  Boolean(f.search) || f.genre.length > 0 || f.popularity.length > 0 || f.platform.length > 0;

export const emptyGamesFilters: GamesFilters = { search: '', genre: [], popularity: [], platform: [] };
