import { blockEndpoints } from '@clutch/contract/social';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http.ts';

/** GET /users/me/blocks: the players the signed-in user blocked, in the order they were blocked. */
export const getBlocks = (signal?: AbortSignal) => callEndpoint(blockEndpoints.mine, { signal });

export const blocksQueryOptions = queryOptions({ queryKey: ['social', 'blocks'], queryFn: ({ signal }) => getBlocks(signal) });

export const useBlocks = () => useQuery(blocksQueryOptions);
