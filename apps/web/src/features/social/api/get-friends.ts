import { friendshipEndpoints } from '@clutch/contract/social';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http.ts';

/** GET /friendships/user/{userId}: the user's friends, each with the friendship's id (what unfriending deletes). */
export const getFriends = (userId: string, signal?: AbortSignal) => callEndpoint(friendshipEndpoints.friendsOf, { params: { userId }, signal });

export const friendsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: ['social', 'friends', userId], queryFn: ({ signal }) => getFriends(userId, signal) });

export const useFriends = (userId: string, { enabled = true }: { enabled?: boolean } = {}) => useQuery({ ...friendsQueryOptions(userId), enabled });
