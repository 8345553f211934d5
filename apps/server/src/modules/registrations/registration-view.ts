import type { RequestStatus, TeamRegistration } from '@clutch/contract/competition';
import type { PaymentStatus, RegistrationDetail } from '@clutch/contract/teams';
import type { RegistrationRow } from './registrations.repository.ts';

/** The rejection reason is between the organizer and the team's captain. */
export function toRegistrationView(row: RegistrationRow, viewerId: string | null): TeamRegistration {
  const mayReadReason = viewerId !== null && (viewerId === row.tournament.organizerId || viewerId === row.captain.id);
  return {
    id: row.id,
    team: { ...row.team, captain: row.captain, membersCount: row.membersCount },
    tournament: { id: row.tournament.id, name: row.tournament.name },
    requestStatus: row.requestStatus as RequestStatus,
    rejectionReason: mayReadReason ? row.rejectionReason : null,
    paymentStatus: mayReadReason ? (row.paymentStatus as TeamRegistration['paymentStatus']) : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** When a registration waiting for its fee stops holding its slot; null when it is not waiting. */
export function holdExpiresAt(r: { requestStatus: string; paymentStatus: string; createdAt: Date }, holdMs: number): Date | null {
  return r.requestStatus === 'PENDING' && r.paymentStatus === 'PENDING' ? new Date(r.createdAt.getTime() + holdMs) : null;
}

export function toRegistrationDetail(row: RegistrationRow, viewerId: string | null, holdMs: number): RegistrationDetail {
  return {
    ...toRegistrationView(row, viewerId),
    paymentStatus: row.paymentStatus as PaymentStatus,
    entryFee: row.feeCents / 100,
    currency: row.currency,
    paidAt: row.paidAt?.toISOString() ?? null,
    holdExpiresAt: holdExpiresAt(row, holdMs)?.toISOString() ?? null,
  };
}
