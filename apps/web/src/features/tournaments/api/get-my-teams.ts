import { teamEndpoints } from '@clutch/contract/teams';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http.ts';

/** GET /teams/users/{userId}: the teams the user plays in (accepted), each with its registration and fee. */
export const getMyTeams = (userId: string, signal?: AbortSignal) =>
  callEndpoint(teamEndpoints.ofUser, { params: { userId }, signal });

export const myTeamsQueryKey = (userId: string) => ['teams', 'user', userId] as const;

export const myTeamsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: myTeamsQueryKey(userId), queryFn: ({ signal }) => getMyTeams(userId, signal) });

/** Disabled while nobody is signed in. */
export const useMyTeams = (userId: string | null) => useQuery({ ...myTeamsQueryOptions(userId ?? ''), enabled: !!userId });
