import { tournamentPage, type Tournament } from '@clutch/contract/tournaments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/http.ts';

/** How many of each status the carousel asks for: enough for five groups of three. */
export const LIVE_TOURNAMENTS_LIMIT = 15;

export interface LiveTournaments {
  /** In progress first, then open for registration; at most `LIVE_TOURNAMENTS_LIMIT`. */
  items: Tournament[];
  /** How many are being played now and how many take registrations, over the whole platform. */
  inProgress: number;
  openForRegistration: number;
}

const page = (status: 'IN_PROGRESS' | 'OPEN_FOR_REGISTRATION', signal?: AbortSignal) =>
  api('/tournaments', { query: { status, page: 1, pageSize: LIVE_TOURNAMENTS_LIMIT }, schema: tournamentPage, signal });

/** GET /tournaments?status=IN_PROGRESS and ?status=OPEN_FOR_REGISTRATION, for the carousel and the hero's numbers. */
export async function getLiveTournaments(signal?: AbortSignal): Promise<LiveTournaments> {
  const [playing, open] = await Promise.all([page('IN_PROGRESS', signal), page('OPEN_FOR_REGISTRATION', signal)]);
  return {
    items: [...playing.items, ...open.items].slice(0, LIVE_TOURNAMENTS_LIMIT),
    inProgress: playing.total,
    openForRegistration: open.total,
  };
}

export const liveTournamentsQueryOptions = queryOptions({
  queryKey: ['landing', 'live-tournaments'],
  queryFn: ({ signal }) => getLiveTournaments(signal),
  staleTime: 60_000,
});

export const useLiveTournaments = () => useQuery(liveTournamentsQueryOptions);
