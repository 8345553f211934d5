import { LRUCache } from 'lru-cache';
import type { Executor } from '../../db/client.ts';
import type { ReadCache } from '../../platform/read-cache/read-cache.ts';
import { readTags } from '../../platform/read-cache/read-cache-tags.ts';
import { matchOrganizer, matchTournamentOwnership } from './resource-owners.repository.ts';

/** What is kept of one tournament: its organizer (never changes) and the matches it had when read. */
interface Held {
  organizerId: string;
  tag: string;
  startedAt: number;
  keepUntil: number;
}

/** Like the read cache's bodies: bounds what no invalidation reaches (a write from another process). */
const TTL_MS = 60_000;
/** Match ids (a 1,024 double elimination has 2,047), each pointing at its tournament's shared entry: ~50 such tournaments, about 10 MB when full. */
const MAX_MATCHES = 100_000;

const memos = new WeakMap<ReadCache, LRUCache<string, Held>>();

function memoOf(cache: ReadCache) {
  let memo = memos.get(cache);
  if (!memo) {
    memo = new LRUCache<string, Held>({ max: MAX_MATCHES });
    memos.set(cache, memo);
  }
  return memo;
}

/**
 * The organizer of a match's tournament, null for an unknown match: what `matchOrganizer` reads, kept in memory
 * under the read cache's clock and cross-instance invalidations (ADR 021). A tournament's organizer never changes;
 * what may is whether the match still exists, so an answer is kept only while `tournament-matches:<id>` (which every
 * deletion of its matches invalidates after its commit) was not invalidated since it was read. A miss reads the
 * organizer with every match id of the tournament in one statement, so one read serves all its matches; a match added
 * since (a new stage) misses and reads it again. Without a serving read cache, every check reads.
 */
export async function memoizedMatchOrganizer(db: Executor, cache: ReadCache | undefined, matchId: string): Promise<{ organizerId: string } | null> {
  if (!cache?.serving()) return matchOrganizer(db, matchId);
  const memo = memoOf(cache);
  const held = memo.get(matchId);
  if (held && held.keepUntil > Date.now() && cache.isFresh([held.tag], held.startedAt)) return { organizerId: held.organizerId };
  const startedAt = cache.clock();
  const found = await matchTournamentOwnership(db, matchId);
  if (!found) return null;
  const tag = readTags.tournamentMatches(found.tournamentId);
  if (cache.isFresh([tag], startedAt)) {
    const entry: Held = { organizerId: found.organizerId, tag, startedAt, keepUntil: Date.now() + TTL_MS };
    for (const id of found.matchIds) memo.set(id, entry);
  }
  return { organizerId: found.organizerId };
}
