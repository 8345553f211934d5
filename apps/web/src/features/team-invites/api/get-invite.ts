import { inviteEndpoints, inviteStatus, teamInvite } from '@clutch/contract/teams';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http.ts';

/** Spec §4: an invite without a status is PENDING. */
const invite = teamInvite.extend({ status: inviteStatus.default('PENDING'), inviteStatus: inviteStatus.default('PENDING') });

/** GET /team-invites/{id}: one invite (its invitee and the team's captain may read it). */
export const getInvite = (id: string, signal?: AbortSignal) =>
  callEndpoint(inviteEndpoints.detail, { params: { id }, schema: invite, signal });

export const inviteQueryKey = (id: string) => ['team-invites', 'one', id] as const;

export const inviteQueryOptions = (id: string) => queryOptions({ queryKey: inviteQueryKey(id), queryFn: ({ signal }) => getInvite(id, signal) });

export const useInvite = (id: string) => useQuery(inviteQueryOptions(id));
