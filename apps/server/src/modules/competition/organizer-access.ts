import type { Executor } from '../../db/client.ts';
import { requireOrganizer } from '../tournaments/tournaments.service.ts';
import { lockCompetition, type LockedCompetition } from './result-change.ts';

/** Locks the tournament for a change by its organizer: a DRAFT is invisible to anyone else (404), else 403. */
export async function lockAsOrganizer(tx: Executor, tournamentId: string, actorId: string): Promise<LockedCompetition> {
  const comp = await lockCompetition(tx, tournamentId);
  requireOrganizer(comp.tournament, actorId);
  return comp;
}
