import { organizerEndpoints } from '@clutch/contract/organizer';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http.ts';
import { organizerKeys } from './keys.ts';

/** GET /organizer/tournaments: the signed-in organizer's tournaments, drafts included, with registrations per status. */
export const getMyTournaments = (signal?: AbortSignal) => callEndpoint(organizerEndpoints.myTournaments, { signal });

export const myTournamentsQueryOptions = () =>
  queryOptions({ queryKey: organizerKeys.myTournaments, queryFn: ({ signal }) => getMyTournaments(signal) });

export const useMyTournaments = () => useQuery(myTournamentsQueryOptions());
