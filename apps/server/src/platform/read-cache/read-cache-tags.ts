import type { ReadCache } from './read-cache.ts';
import type { Executor } from '../../db/client.ts';
import { afterCommit } from '../../db/transaction.ts';

/**
 * The read cache's tags: what a cached read depends on, and what a write invalidates.
 * - `tournament:<id>`: one tournament's detail, matches, bracket, ranking and Swiss rounds.
 * - `tournaments`: every list of tournaments (the list pages, a game's or an organizer's, the search), whose
 *   items carry counts, status and the organizer.
 * - `games`: the games catalogue reads (their `tournamentsCount` moves with tournaments).
 * - `catalogue`: reads that embed a game's name or cover (a tournament's page); the catalogue sync drops them.
 * - `people`: reads that embed a user's nickname and picture or a team's name and picture (tournament cards,
 *   matches, tables); renames are rare, so they drop every such read.
 * - `user:<id>`, `session:<id>`: a signed-in request's session and user row (modules/sessions, ADR 023).
 * - `tournament-follows:<userId>`: the tournaments a viewer follows (the `following` of their tournament reads).
 * - `tournament-matches:<id>`: which matches a tournament has, as far as their removal goes (the match organizer
 *   check's memo, modules/access); a change that deletes matches invalidates it, one that only adds them need not.
 */
export const readTags = {
  tournament: (id: string) => `tournament:${id}`,
  tournaments: 'tournaments',
  games: 'games',
  catalogue: 'catalogue',
  people: 'people',
  user: (id: string) => `user:${id}`,
  session: (id: string) => `session:${id}`,
  tournamentFollows: (userId: string) => `tournament-follows:${userId}`,
  tournamentMatches: (id: string) => `tournament-matches:${id}`,
} as const;

/** What a change to the games catalogue moves: the games reads and every read that embeds a game. */
export const catalogueChangeTags = (): string[] => [readTags.games, readTags.catalogue, readTags.tournaments];

/** Everything a change to one tournament can move: its own reads, every list, the games' counts. */
export const tournamentChangeTags = (id: string): string[] => [readTags.tournament(id), readTags.tournaments, readTags.games];

/**
 * What a change to a running tournament's matches moves (a result, a report, a match check-in, a schedule): its own
 * reads only. The tournament's row and registrations, all that its cards in the lists and the games' counts show,
 * are not touched; a change that does touch them (start, finish) invalidates `tournamentChangeTags` as well.
 */
export const competitionChangeTags = (id: string): string[] => [readTags.tournament(id)];

/**
 * Invalidates `tags` here at once and on the other instances (awaited): call it after the commit that changed
 * the data and before answering. Contexts built without a cache (some tests build services by hand) skip it.
 */
export async function invalidateReads(ctx: { readCache?: ReadCache }, tags: readonly string[]): Promise<void> {
  await ctx.readCache?.invalidate(tags);
}

/** `invalidateReads` once the transaction `tx` belongs to commits (before `runInTransaction` returns). */
export function invalidateAfterCommit(tx: Executor, ctx: { readCache?: ReadCache }, tags: readonly string[]): void {
  afterCommit(tx, () => invalidateReads(ctx, tags));
}
