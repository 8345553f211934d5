import type { Executor } from '../../db/client.ts';
import { findTournamentAccess } from '../tournaments/tournaments.repository.ts';

/** Anyone may watch a public tournament live; a DRAFT only its organizer (the same rule as reading it). */
export async function canWatchTournament(db: Executor, tournamentId: string, viewerId: string | null): Promise<boolean> {
  const access = await findTournamentAccess(db, tournamentId);
  return access !== null && (access.status !== 'DRAFT' || access.organizerId === viewerId);
}
