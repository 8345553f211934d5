import { followEndpoints } from '@clutch/contract/social';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http.ts';

/** GET /follows/followers/{userId}: who follows the user; `follow` says whether the viewer follows each back. */
export const getFollowers = (userId: string, signal?: AbortSignal) => callEndpoint(followEndpoints.followersOf, { params: { userId }, signal });

export const followersQueryOptions = (userId: string) =>
  queryOptions({ queryKey: ['social', 'followers', userId], queryFn: ({ signal }) => getFollowers(userId, signal) });

export const useFollowers = (userId: string, { enabled = true }: { enabled?: boolean } = {}) => useQuery({ ...followersQueryOptions(userId), enabled });
