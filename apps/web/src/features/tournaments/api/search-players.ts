import { userEndpoints } from '@clutch/contract/users';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http.ts';

/** GET /users/search/{term}: up to 20 players whose nickname contains the term. */
export const searchPlayers = (term: string, signal?: AbortSignal) =>
  callEndpoint(userEndpoints.search, { params: { term }, signal });

export const playerSearchQueryOptions = (term: string) =>
  queryOptions({ queryKey: ['users', 'search', term], queryFn: ({ signal }) => searchPlayers(term, signal), staleTime: 30_000 });

/** Asks only once the (already debounced) term has something in it. */
export const usePlayerSearch = (term: string) =>
  useQuery({ ...playerSearchQueryOptions(term), enabled: term.trim().length > 0, placeholderData: keepPreviousData });
