import type { Team, TeamInvite } from '@clutch/contract/teams';

/** The user's team registered (pending or accepted) in the tournament: then the user is in it and may not join again. */
export function findMyTeam(teams: Team[] | undefined, tournamentId: string): Team | null {
  return (
    teams?.find(
      (team) =>
        team.tournament?.id === tournamentId &&
        (team.registration?.requestStatus === 'PENDING' || team.registration?.requestStatus === 'ACCEPTED'),
    ) ?? null
  );
}

/** Invites to a team of this tournament still waiting for the user's answer (they hold the user's place). */
export function pendingInvitesFor(invites: TeamInvite[] | undefined, tournamentId: string): TeamInvite[] {
  return (invites ?? []).filter(
    (invite) =>
      (invite.tournament?.id ?? invite.team.tournament?.id) === tournamentId &&
      (invite.inviteStatus ?? invite.status ?? 'PENDING') === 'PENDING' &&
      invite.team.organizationStatus !== 'CANCELLED' &&
      invite.team.organizationStatus !== 'REJECTED',
  );
}

/** Whether registration is open right now: the status and the dates both say so. */
export function registrationOpenNow(
  t: { status: string; registrationStartDate: string; registrationEndDate: string },
  now: Date = new Date(),
): boolean {
  return t.status === 'OPEN_FOR_REGISTRATION' && now >= new Date(t.registrationStartDate) && now <= new Date(t.registrationEndDate);
}

/** The spec's solo rule: one player per team. */
export const isSoloTournament = (t: { maxPlayerPerTeam: number }) => t.maxPlayerPerTeam === 1;
