import type { Executor } from '../../db/client.ts';
import { forbidden } from '../../lib/app-error.ts';
import { tournamentNotFound } from '../tournaments/tournaments.service.ts';
import { lockCompetition, type LockedCompetition } from './result-change.ts';

export const notOrganizer = () => forbidden("Only the tournament's organizer can do that.", 'NOT_ORGANIZER');

/** Locks the tournament for a change by its organizer: a DRAFT is invisible to anyone else (404), else 403. */
export async function lockAsOrganizer(tx: Executor, tournamentId: string, actorId: string): Promise<LockedCompetition> {
  const comp = await lockCompetition(tx, tournamentId);
  const t = comp.tournament;
  if (t.status === 'DRAFT' && t.organizerId !== actorId) throw tournamentNotFound();
  if (t.organizerId !== actorId) throw notOrganizer();
  return comp;
}
