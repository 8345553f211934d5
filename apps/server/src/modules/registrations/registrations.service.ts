import type { RequestStatus, TeamRegistration } from '@clutch/contract/competition';
import type { AppContext } from '../../app.ts';
import { notFound } from '../../lib/app-error.ts';
import { assertTournamentVisible } from '../tournaments/tournaments.service.ts';
import { findRegistration, findRegistrationsOfTournament, type RegistrationRow } from './registrations.repository.ts';

/** The rejection reason is between the organizer and the team's captain. */
function toRegistrationView(row: RegistrationRow, viewerId: string | null): TeamRegistration {
  const mayReadReason = viewerId !== null && (viewerId === row.tournament.organizerId || viewerId === row.captain.id);
  return {
    id: row.id,
    team: { ...row.team, captain: row.captain, membersCount: row.membersCount },
    tournament: { id: row.tournament.id, name: row.tournament.name },
    requestStatus: row.requestStatus as RequestStatus,
    rejectionReason: mayReadReason ? row.rejectionReason : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createRegistrationsService(ctx: Pick<AppContext, 'db'>) {
  const { db } = ctx;
  return {
    async ofTournament(tournamentId: string, viewerId: string | null, status?: RequestStatus): Promise<TeamRegistration[]> {
      await assertTournamentVisible(db, tournamentId, viewerId);
      const rows = await findRegistrationsOfTournament(db, tournamentId, status);
      return rows.map((row) => toRegistrationView(row, viewerId));
    },

    async get(id: string, viewerId: string | null): Promise<TeamRegistration> {
      const row = await findRegistration(db, id);
      if (!row || (row.tournament.status === 'DRAFT' && row.tournament.organizerId !== viewerId)) {
        throw notFound('Team registration not found.', 'REGISTRATION_NOT_FOUND');
      }
      return toRegistrationView(row, viewerId);
    },
  };
}
