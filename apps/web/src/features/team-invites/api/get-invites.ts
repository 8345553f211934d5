import { inviteEndpoints, inviteStatus, teamInvite } from '@clutch/contract/teams';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http.ts';

/** Spec §4: an invite without a status is PENDING. */
const invite = teamInvite.extend({ status: inviteStatus.default('PENDING'), inviteStatus: inviteStatus.default('PENDING') });
const inviteList = invite.array();

/** GET /team-invites/user/{userId}: every invite the user received, newest first. */
export const getInvites = (userId: string, signal?: AbortSignal) =>
  callEndpoint(inviteEndpoints.ofUser, { params: { userId }, schema: inviteList, signal });

export const invitesQueryKey = (userId: string) => ['team-invites', 'user', userId] as const;

export const invitesQueryOptions = (userId: string) =>
  queryOptions({ queryKey: invitesQueryKey(userId), queryFn: ({ signal }) => getInvites(userId, signal) });

export const useInvites = (userId: string) => useQuery(invitesQueryOptions(userId));
