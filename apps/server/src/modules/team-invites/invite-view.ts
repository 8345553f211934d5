import type { RequestStatus } from '@clutch/contract/competition';
import type { InviteStatus, PaymentStatus, TeamInvite, TeamMember } from '@clutch/contract/teams';
import type { InviteRow } from './team-invites.repository.ts';

/** Team invite (spec §3): `organizationStatus` is the registration's request status, null while unregistered. */
export function toInviteView(row: InviteRow, members: TeamMember[]): TeamInvite {
  const tournament = row.tournament ? { id: row.tournament.id, name: row.tournament.name } : null;
  return {
    id: row.id,
    status: row.inviteStatus as InviteStatus,
    team: {
      ...row.team,
      captain: row.captain,
      members,
      tournament,
      organizationStatus: (row.registration?.requestStatus as RequestStatus | undefined) ?? null,
      paymentStatus: (row.registration?.paymentStatus as PaymentStatus | undefined) ?? null,
    },
    tournament,
    inviteStatus: row.inviteStatus as InviteStatus,
    paymentStatus: row.paymentStatus as PaymentStatus,
    createdAt: row.createdAt.toISOString(),
  };
}
