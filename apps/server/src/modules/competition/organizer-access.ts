import type { Executor } from '../../db/client.ts';
import type { ReadsOf } from '../tournaments/tournament-lock.service.ts';
import { requireOrganizer } from '../tournaments/tournaments.service.ts';
import { lockCompetition, type LockedCompetition } from './result-change.ts';

/** Locks the tournament for a change by its organizer: a DRAFT is invisible to anyone else (404), else 403. */
export async function lockAsOrganizer(tx: Executor, reads: ReadsOf, tournamentId: string, actorId: string): Promise<LockedCompetition> {
  const comp = await lockCompetition(tx, tournamentId, reads);
  requireOrganizer(comp.tournament, actorId);
  return comp;
}
