import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http.ts';

/**
 * GET /team-invites/user/{userId}: the invites the user received (the same cache entry as the invites page). The
 * teams contract loads with the first call, as in getMyTeams. Spec §4: an invite without a status is PENDING.
 */
export const getMyInvites = async (userId: string, signal?: AbortSignal) => {
  const { inviteEndpoints, inviteStatus, teamInvite } = await import('@clutch/contract/teams');
  const invite = teamInvite.extend({ status: inviteStatus.default('PENDING'), inviteStatus: inviteStatus.default('PENDING') });
  return callEndpoint(inviteEndpoints.ofUser, { params: { userId }, schema: invite.array(), signal });
};

export const myInvitesQueryOptions = (userId: string) =>
  queryOptions({ queryKey: ['team-invites', 'user', userId], queryFn: ({ signal }) => getMyInvites(userId, signal) });

/** Disabled while nobody is signed in. */
export const useMyInvites = (userId: string | null) => useQuery({ ...myInvitesQueryOptions(userId ?? ''), enabled: !!userId });
