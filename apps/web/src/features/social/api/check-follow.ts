import { followEndpoints } from '@clutch/contract/social';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http.ts';

/** GET /follows/check/{me}/{other}: whether I follow them. */
export const checkFollow = (me: string, other: string, signal?: AbortSignal) => callEndpoint(followEndpoints.check, { params: { a: me, b: other }, signal });

export const followCheckKey = (me: string, other: string) => ['social', 'follow-check', me, other] as const;

export const followCheckQueryOptions = (me: string, other: string) =>
  queryOptions({ queryKey: followCheckKey(me, other), queryFn: ({ signal }) => checkFollow(me, other, signal) });

export const useFollowCheck = (me: string, other: string, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...followCheckQueryOptions(me, other), enabled });
