import { friendshipEndpoints } from '@clutch/contract/social';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http.ts';

/** GET /friendships/status/{me}/{other}: NOTHING, CANCEL (I asked), ACCEPT (they asked) or ACCEPTED, as I see it. */
export const getFriendshipStatus = (me: string, other: string, signal?: AbortSignal) =>
  callEndpoint(friendshipEndpoints.status, { params: { a: me, b: other }, signal });

export const friendshipStatusKey = (me: string, other: string) => ['social', 'friendship-status', me, other] as const;

export const friendshipStatusQueryOptions = (me: string, other: string) =>
  queryOptions({ queryKey: friendshipStatusKey(me, other), queryFn: ({ signal }) => getFriendshipStatus(me, other, signal) });

export const useFriendshipStatus = (me: string, other: string) => useQuery(friendshipStatusQueryOptions(me, other));
