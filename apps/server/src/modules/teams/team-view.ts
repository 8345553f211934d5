import type { InviteStatus, PaymentStatus, RegistrationDetail, Team, TeamMember, TeamRole } from '@clutch/contract/teams';
import { canSee } from '../../domain/tournament-visibility.ts';
import { mayReadTeamPayment } from '../registrations/registrations.service.ts';
import type { MemberRecord, TeamRecord } from './teams.repository.ts';

export function toMemberView(m: MemberRecord): TeamMember {
  return {
    id: m.id,
    role: m.role as TeamRole,
    inviteStatus: m.inviteStatus as InviteStatus,
    paymentStatus: m.paymentStatus as PaymentStatus,
    joinedAt: m.joinedAt?.toISOString() ?? null,
    user: m.user,
  };
}

export function toTeamView(team: TeamRecord, members: MemberRecord[], registration: RegistrationDetail | null, viewerId: string | null): Team {
  // A draft tournament is the organizer's secret: its name stays hidden from everybody else.
  const tournamentVisible = team.tournament && canSee(team.tournament, viewerId);
  const memberIds = [team.captain.id, ...members.filter((m) => m.inviteStatus !== 'REJECTED').map((m) => m.user.id)];
  const mayReadPayment = mayReadTeamPayment(viewerId, { organizerId: team.tournament?.organizerId ?? null, memberIds });
  return {
    id: team.id,
    name: team.name,
    bio: team.bio,
    photoUrl: team.photoUrl,
    captain: team.captain,
    members: members.map((m) => (mayReadPayment ? toMemberView(m) : { ...toMemberView(m), paymentStatus: null })),
    tournament: tournamentVisible ? { id: team.tournament!.id, name: team.tournament!.name } : null,
    registration: tournamentVisible ? registration : null,
    createdAt: team.createdAt.toISOString(),
  };
}
