import { userEndpoints } from '@clutch/contract/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http.ts';

/** GET /users/{id}/stats: friends, followers, following. */
export const getUserStats = (userId: string, signal?: AbortSignal) =>
  callEndpoint(userEndpoints.stats, { params: { id: userId }, signal });

export const userStatsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: ['users', userId, 'stats'], queryFn: ({ signal }) => getUserStats(userId, signal) });

export const useUserStats = (userId: string) => useQuery(userStatsQueryOptions(userId));
