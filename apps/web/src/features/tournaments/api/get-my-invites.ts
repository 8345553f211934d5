import { inviteEndpoints, inviteStatus, teamInvite } from '@clutch/contract/teams';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http.ts';

/** Spec §4: an invite without a status is PENDING. */
const invite = teamInvite.extend({ status: inviteStatus.default('PENDING'), inviteStatus: inviteStatus.default('PENDING') });
const inviteList = invite.array();

/** GET /team-invites/user/{userId}: the invites the user received (the same cache entry as the invites page). */
export const getMyInvites = (userId: string, signal?: AbortSignal) =>
  callEndpoint(inviteEndpoints.ofUser, { params: { userId }, schema: inviteList, signal });

export const myInvitesQueryOptions = (userId: string) =>
  queryOptions({ queryKey: ['team-invites', 'user', userId], queryFn: ({ signal }) => getMyInvites(userId, signal) });

/** Disabled while nobody is signed in. */
export const useMyInvites = (userId: string | null) => useQuery({ ...myInvitesQueryOptions(userId ?? ''), enabled: !!userId });
