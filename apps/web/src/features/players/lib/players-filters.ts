import { uuid } from '@clutch/contract/common';
import { playerSorts, type PlayerSort } from '@clutch/contract/users';

/** The Players filters as they live in the URL: `?q=ace&country=BR&game=<id>&sort=nickname`. */
export interface PlayersFilters {
  q: string;
  country: string;
  gameId: string;
  sort: PlayerSort;
}

export const emptyPlayersFilters: PlayersFilters = { q: '', country: '', gameId: '', sort: 'followers' };

const isSort = (v: string | null): v is PlayerSort => (playerSorts as readonly (string | null)[]).includes(v);

export function readPlayersFilters(params: URLSearchParams): PlayersFilters {
  const country = params.get('country')?.trim().toUpperCase() ?? '';
  const sort = params.get('sort');
  const gameId = params.get('game')?.trim() ?? '';
  return {
    q: params.get('q')?.trim() ?? '',
    country: /^[A-Z]{2}$/.test(country) ? country : '',
    gameId: uuid.safeParse(gameId).success ? gameId : '',
    sort: isSort(sort) ? sort : 'followers',
  };
}

/** The URL search for `filters`, leaving out the defaults so a plain view has a plain URL. */
export function writePlayersFilters(filters: PlayersFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.country) params.set('country', filters.country);
  if (filters.gameId) params.set('game', filters.gameId);
  if (filters.sort !== 'followers') params.set('sort', filters.sort);
  return params;
}

export const hasActivePlayersFilters = (f: PlayersFilters) => Boolean(f.q || f.country || f.gameId);
