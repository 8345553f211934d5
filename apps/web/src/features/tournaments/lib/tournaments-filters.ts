import { publicTournamentStatuses } from '@clutch/contract/tournaments';

export type PublicStatus = (typeof publicTournamentStatuses)[number];

/** The Tournaments list view as it lives in the URL: `?search=…&game=cs2&status=FINISHED&page=2`. */
export interface TournamentsFilters {
  search: string;
  /** A game slug or id; empty for every game. */
  game: string;
  /** Empty: the default status with the spec's fallback chain. */
  status: PublicStatus | '';
  page: number;
}

const isPublicStatus = (v: string | null): v is PublicStatus => publicTournamentStatuses.includes(v as PublicStatus);

export function readTournamentsFilters(params: URLSearchParams): TournamentsFilters {
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    search: params.get('search')?.trim() ?? '',
    game: params.get('game')?.trim() ?? '',
    status: isPublicStatus(status) ? status : '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function writeTournamentsFilters(f: TournamentsFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (f.search) params.set('search', f.search);
  if (f.game) params.set('game', f.game);
  if (f.status) params.set('status', f.status);
  if (f.page > 1) params.set('page', String(f.page));
  return params;
}
