import { searchEndpoints } from '@clutch/contract/search';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http.ts';

/** GET /search?q= : the top bar's grouped results. */
export const search = (q: string, signal?: AbortSignal) => callEndpoint(searchEndpoints.search, { query: { q }, signal });

export const searchQueryOptions = (q: string) =>
  queryOptions({ queryKey: ['search', q], queryFn: ({ signal }) => search(q, signal), staleTime: 30_000 });

/** Results for `q` (already trimmed); idle while `q` is empty. The previous results stay up while the next load. */
export const useSearch = (q: string) => useQuery({ ...searchQueryOptions(q), enabled: q.length > 0, placeholderData: keepPreviousData });
