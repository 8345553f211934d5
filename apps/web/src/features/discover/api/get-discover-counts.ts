import { discoverEndpoints } from '@clutch/contract/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http.ts';

/** GET /discover/counts: the live numbers on the Discover cards (the viewer's friends and pending requests too). */
export const getDiscoverCounts = (signal?: AbortSignal) => callEndpoint(discoverEndpoints.counts, { signal });

export const discoverCountsQueryOptions = queryOptions({ queryKey: ['discover', 'counts'], queryFn: ({ signal }) => getDiscoverCounts(signal) });

export const useDiscoverCounts = () => useQuery(discoverCountsQueryOptions);
