import { LRUCache } from 'lru-cache';
import type { Executor } from '../../db/client.ts';
import { afterCommit } from '../../db/transaction.ts';
import { findMatchTournamentId } from './competition.repository.ts';

/**
 * Which tournament a match belongs to, kept in this process (ADR 021): a result needs it before anything else, to
 * take that tournament's lock first, and it never changes (a match is never moved to another tournament and its
 * random id is never reused). So an entry is never wrong, only perhaps about a match since deleted: the match is
 * then not found under the lock, the same 404 as without it. Bounded by count (a 1,024 double elimination has
 * 2,047 matches).
 */
const known = new LRUCache<string, string>({ max: 200_000 });

/** The match's tournament id, from memory or read (null for an unknown match). */
export async function tournamentOfMatch(db: Executor, matchId: string): Promise<string | null> {
  const kept = known.get(matchId);
  if (kept) return kept;
  const tournamentId = await findMatchTournamentId(db, matchId);
  if (tournamentId) known.set(matchId, tournamentId);
  return tournamentId;
}

/** Matches written in `tx`: known once it commits (a rolled-back start leaves nothing behind). */
export function rememberMatchTournaments(tx: Executor, tournamentId: string, matchIds: Iterable<string>) {
  const ids = [...matchIds];
  if (ids.length === 0) return;
  try {
    afterCommit(tx, () => {
      for (const id of ids) known.set(id, tournamentId);
    });
  } catch {
    // A transaction not run by runInTransaction: they are read when asked for.
  }
}
