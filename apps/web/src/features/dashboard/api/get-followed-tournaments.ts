import { tournamentEndpoints } from '@clutch/contract/tournaments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http.ts';

/** GET /tournaments/followed : the signed-in user's followed tournaments, most recently followed first. */
export const getFollowedTournaments = (signal?: AbortSignal) => callEndpoint(tournamentEndpoints.followed, { signal });

/** Under `tournaments` so anything that invalidates tournament data refreshes it too; always refetched on mount. */
export const followedTournamentsQueryOptions = queryOptions({
  queryKey: ['tournaments', 'followed'],
  queryFn: ({ signal }) => getFollowedTournaments(signal),
  staleTime: 0,
});

export const useFollowedTournaments = () => useQuery(followedTournamentsQueryOptions);
