import type { Ticket, TicketDetail } from '@clutch/contract/payments';
import type { AppContext } from '../../context.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import { teamMatchesOf } from '../competition/matches.service.ts';
import { findMembers, findTeamWithCaptain, findTicketRegistration, findTicketsOfUser } from './tickets.repository.ts';

type TicketMember = TicketDetail['teamMembers'][number];

export function createTicketsService(ctx: Pick<AppContext, 'db'>) {
  const { db } = ctx;
  return {
    async ofUser(userId: string): Promise<Ticket[]> {
      const rows = await findTicketsOfUser(db, userId);
      return rows.map((r) => ({
        id: r.id,
        teamId: r.teamId,
        tournamentId: r.tournamentId,
        tournamentName: r.tournamentName,
        urlPhoto: r.urlPhoto,
        tournamentStartDate: r.startAt.toISOString(),
      }));
    },

    /** The team's members only (captain or accepted). Room code and region only for matches the viewer plays. */
    async ofTeam(teamId: string, viewerId: string): Promise<TicketDetail> {
      const team = await findTeamWithCaptain(db, teamId);
      if (!team) throw notFound('Team not found.', 'TEAM_NOT_FOUND');
      const members = await findMembers(db, teamId);
      const isMember = team.captain.id === viewerId || members.some((m) => m.user.id === viewerId && m.inviteStatus === 'ACCEPTED');
      if (!isMember) throw forbidden('Only the team’s members can open its ticket.', 'NOT_A_MEMBER');
      const registration = await findTicketRegistration(db, teamId, team.tournamentId);
      if (!registration) throw notFound('This team has no ticket.', 'TICKET_NOT_FOUND');

      const matches = (await teamMatchesOf(db, registration.tournament.id, teamId)).map(({ row, view }) => {
        const plays = view.results.some((s) => s.teamRegistrationId === registration.id);
        return {
          ...view,
          home: view.results.find((s) => s.slot === 1)?.teamName ?? null,
          away: view.results.find((s) => s.slot === 2)?.teamName ?? null,
          roomCode: plays ? row.roomCode : null,
          region: plays ? row.region : null,
        };
      });
      return {
        id: registration.id,
        tournament: {
          id: registration.tournament.id,
          name: registration.tournament.name,
          urlPhotos: registration.tournament.urlPhotos,
          startDate: registration.tournament.startAt.toISOString(),
        },
        team: { id: team.id, name: team.name, photoUrl: team.photoUrl, bio: team.bio, captain: team.captain },
        paymentStatus: registration.paymentStatus as TicketDetail['paymentStatus'],
        teamMembers: members.map(
          (m): TicketMember => ({
            role: m.role as TicketMember['role'],
            inviteStatus: m.inviteStatus as TicketMember['inviteStatus'],
            paymentStatus: (m.paymentStatus === 'REFUNDED' ? 'NOT_REQUIRED' : m.paymentStatus) as TicketMember['paymentStatus'],
            joinedAt: m.joinedAt?.toISOString() ?? null,
            user: m.user,
          }),
        ),
        matches,
      };
    },
  };
}
