import { friendshipEndpoints } from '@clutch/contract/social';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http.ts';

/** GET /friendships/user/{userId}/pending: requests the user received (INCOMING) and sent (OUTGOING). */
export const getPendingRequests = (userId: string, signal?: AbortSignal) =>
  callEndpoint(friendshipEndpoints.pendingOf, { params: { userId }, signal });

export const pendingRequestsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: ['social', 'pending', userId], queryFn: ({ signal }) => getPendingRequests(userId, signal) });

export const usePendingRequests = (userId: string) => useQuery(pendingRequestsQueryOptions(userId));
