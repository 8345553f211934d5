import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http.ts';

/**
 * GET /teams/users/{userId}: the teams the user plays in (accepted), each with its registration and fee. The teams
 * contract loads with the first call, so a page that only offers it to signed-in users (the tournament page) does
 * not build its schemas for visitors.
 */
export const getMyTeams = async (userId: string, signal?: AbortSignal) => {
  const { teamEndpoints } = await import('@clutch/contract/teams');
  return callEndpoint(teamEndpoints.ofUser, { params: { userId }, signal });
};

export const myTeamsQueryKey = (userId: string) => ['teams', 'user', userId] as const;

export const myTeamsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: myTeamsQueryKey(userId), queryFn: ({ signal }) => getMyTeams(userId, signal) });

/** Disabled while nobody is signed in. */
export const useMyTeams = (userId: string | null) => useQuery({ ...myTeamsQueryOptions(userId ?? ''), enabled: !!userId });
