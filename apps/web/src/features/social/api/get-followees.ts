import { followEndpoints } from '@clutch/contract/social';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http.ts';

/** GET /follows/followees/{userId}: who the user follows. */
export const getFollowees = (userId: string, signal?: AbortSignal) => callEndpoint(followEndpoints.followeesOf, { params: { userId }, signal });

export const followeesQueryOptions = (userId: string) =>
  queryOptions({ queryKey: ['social', 'followees', userId], queryFn: ({ signal }) => getFollowees(userId, signal) });

export const useFollowees = (userId: string, { enabled = true }: { enabled?: boolean } = {}) => useQuery({ ...followeesQueryOptions(userId), enabled });
