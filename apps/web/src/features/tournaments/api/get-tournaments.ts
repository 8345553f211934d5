import { PAGE_SIZE_DEFAULT, tournamentEndpoints } from '@clutch/contract/tournaments';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http.ts';
import type { TournamentsFilters } from '../lib/tournaments-filters.ts';

/**
 * GET /tournaments?search=&game=&status=&fallback=true&page=&pageSize= . Without a status the server applies the
 * spec's default and fallback chain and says which status it settled on (`appliedStatus`).
 */
export const getTournaments = (f: TournamentsFilters, signal?: AbortSignal) =>
  callEndpoint(tournamentEndpoints.list, {
    signal,
    query: {
      search: f.search || undefined,
      game: f.game || undefined,
      status: f.status || undefined,
      fallback: f.status ? undefined : 'true',
      page: f.page,
      pageSize: PAGE_SIZE_DEFAULT,
    },
  });

export const tournamentsQueryOptions = (f: TournamentsFilters) =>
  queryOptions({ queryKey: ['tournaments', 'list', f], queryFn: ({ signal }) => getTournaments(f, signal) });

export const useTournaments = (f: TournamentsFilters) =>
  useQuery({ ...tournamentsQueryOptions(f), placeholderData: keepPreviousData });
