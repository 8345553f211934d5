import type { RequestStatus, TeamRegistration } from '@clutch/contract/competition';
import type { RegistrationDetail } from '@clutch/contract/teams';
import { fromCents } from '../../domain/money.ts';
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
    checkedIn: row.checkedInAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Whether a team paid is the team's and its organizer's business: the captain, the members, the organizer (ADR 006). */
export function mayReadTeamPayment(viewerId: string | null, team: { organizerId: string | null; memberIds: readonly string[] }) {
  return viewerId !== null && (viewerId === team.organizerId || team.memberIds.includes(viewerId));
}

/** When a registration waiting for its fee stops holding its slot; null when it is not waiting. */
export function holdExpiresAt(r: { requestStatus: string; paymentStatus: string; createdAt: Date }, holdMs: number): Date | null {
  return r.requestStatus === 'PENDING' && r.paymentStatus === 'PENDING' ? new Date(r.createdAt.getTime() + holdMs) : null;
}

export function toRegistrationDetail(row: RegistrationRow, viewerId: string | null, holdMs: number): RegistrationDetail {
  const mayRead = mayReadTeamPayment(viewerId, { organizerId: row.tournament.organizerId, memberIds: [row.captain.id, ...row.memberIds] });
  return {
    ...toRegistrationView(row, viewerId),
    paymentStatus: mayRead ? (row.paymentStatus as RegistrationDetail['paymentStatus']) : null,
    entryFee: fromCents(row.feeCents),
    currency: row.currency,
    paidAt: mayRead ? (row.paidAt?.toISOString() ?? null) : null,
    holdExpiresAt: mayRead ? (holdExpiresAt(row, holdMs)?.toISOString() ?? null) : null,
  };
}
