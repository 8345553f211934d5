import {
  GAME_TOURNAMENTS_LIMIT,
  publicTournamentStatuses,
  TOURNAMENT_SEARCH_LIMIT,
  tournamentStatusFallback,
  type FollowState,
  type Tournament,
  type TournamentPage,
  type TournamentStatus,
} from '@clutch/contract/tournaments';
import { createMemo } from '../../platform/read-cache/memo.ts';
import { invalidateReads, readTags, tournamentChangeTags } from '../../platform/read-cache/read-cache-tags.ts';
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { tournaments } from '../../db/schema/index.ts';
import { withSearchThreshold } from '../../db/text-match.ts';
import { canSee, type VisibilityFacts } from '../../domain/tournament-visibility.ts';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';
import { toTournamentView } from './tournament-view.ts';
import {
  countByStatus,
  deleteFollow,
  findFollowedRecords,
  findGameId,
  findTournamentAccess,
  findTournamentRecord,
  findTournamentRecords,
  firstNonEmptyStatus,
  followStateOf,
  findFollowedTournamentIds,
  insertFollow,
  listOrderOf,
  publicOnly,
  rankedTournamentIds,
  searchMatches,
  tournamentOfGame,
  type TournamentRecord,
} from './tournaments.repository.ts';

// What other modules use of tournaments: the lock every transaction on a tournament takes first (DESIGN.md §5.12),
// the SQL forms of the visibility rule, and the lookups and views behind the organizer's screens and the search.
export { findGameId, publicOnly, rankedTournamentIds, visibleTo } from './tournaments.repository.ts';

export const tournamentNotFound = () => notFound('Tournament not found.', 'TOURNAMENT_NOT_FOUND');
/** The 404 a visitor gets for a DRAFT (or an unknown id): a signed-in viewer may still be its organizer. */
export const isTournamentNotFound = (err: unknown): boolean => err instanceof AppError && err.code === 'TOURNAMENT_NOT_FOUND';
export const notOrganizer = () => forbidden("Only the tournament's organizer can do that.", 'NOT_ORGANIZER');

/** The tournament when `viewerId` may see it (domain/tournament-visibility.ts), else the 404 of an unknown id. */
export function requireVisible<T extends VisibilityFacts>(tournament: T | null | undefined, viewerId: string | null): T {
  if (!tournament || !canSee(tournament, viewerId)) throw tournamentNotFound();
  return tournament;
}

/** The tournament when `actorId` organizes it: someone else's DRAFT is a 404 (they can not see it), the rest a 403. */
export function requireOrganizer<T extends VisibilityFacts>(tournament: T | null | undefined, actorId: string): T {
  const visible = requireVisible(tournament, actorId);
  if (visible.organizerId !== actorId) throw notOrganizer();
  return visible;
}

/** Status and organizer of a tournament (null when unknown), for other modules deciding who may see or change its data. */
export { findTournamentAccess } from './tournaments.repository.ts';

/** At most this many tournaments in the organizer and followed lists. */
const PERSONAL_LIST_LIMIT = 200;

export interface ListTournamentsInput {
  search?: string;
  game?: string;
  status?: Exclude<TournamentStatus, 'DRAFT'>;
  fallback?: boolean;
  page: number;
  pageSize: number;
}

const toViews = (records: TournamentRecord[]): Tournament[] => records.map(toTournamentView);

/**
 * A tournament's data (matches, registrations, ranking) is visible when the tournament is: DRAFT ones only to
 * their organizer, everybody else gets the same 404 as for an unknown id.
 */
export async function assertTournamentVisible(db: Executor, tournamentId: string, viewerId: string | null) {
  return requireVisible(await findTournamentAccess(db, tournamentId), viewerId);
}

/** Whether `viewerId` may watch the tournament live (its socket room): the rule of reading it. */
export async function isTournamentVisible(db: Executor, tournamentId: string, viewerId: string | null): Promise<boolean> {
  const access = await findTournamentAccess(db, tournamentId);
  return access !== null && canSee(access, viewerId);
}

/** The wire tournament, or null when there is none; visibility is the caller's to decide. */
export async function findTournamentView(db: Executor, id: string, viewerId: string | null): Promise<Tournament | null> {
  const record = await findTournamentRecord(db, id, viewerId);
  return record ? toTournamentView(record) : null;
}

/** Wire tournaments matching `where`, in `orderBy`, at most `limit`. */
export async function findTournamentViews(
  db: Executor,
  opts: { where: SQL | undefined; orderBy: SQL[]; limit: number; viewerId: string | null },
): Promise<Tournament[]> {
  return toViews(await findTournamentRecords(db, opts));
}

/**
 * One page of the list in two queries: the applied status with its total (the fallback chain probes one status
 * after the other in the same query; a search counts its candidates per status once), then the page, cut in
 * that status's index order before anything per row is computed.
 */
async function listPage(db: Executor, input: ListTournamentsInput, viewerId: string | null, term?: string): Promise<TournamentPage> {
  const filters: SQL[] = [publicOnly()];
  if (input.game) filters.push(tournamentOfGame(input.game));
  if (term) filters.push(searchMatches(term));
  const base = and(...filters);

  let appliedStatus: TournamentStatus | null = input.status ?? null;
  let total: number;
  if (term) {
    // A search's candidates come from the trigram indexes: count them once, per status.
    const counts = await countByStatus(db, base);
    if (!appliedStatus && input.fallback) appliedStatus = tournamentStatusFallback.find((s) => (counts.get(s) ?? 0) > 0) ?? null;
    total = appliedStatus
      ? (counts.get(appliedStatus) ?? 0)
      : publicTournamentStatuses.reduce((sum, s) => sum + (counts.get(s) ?? 0), 0);
  } else if (appliedStatus) {
    ({ total } = await firstNonEmptyStatus(db, and(base, eq(tournaments.status, appliedStatus)), []));
  } else {
    const applied = await firstNonEmptyStatus(db, base, input.fallback ? tournamentStatusFallback : []);
    appliedStatus = applied.status as TournamentStatus | null;
    total = applied.total;
  }
  const offset = (input.page - 1) * input.pageSize;
  const records =
    offset >= total
      ? []
      : await findTournamentRecords(db, {
          where: appliedStatus ? and(base, eq(tournaments.status, appliedStatus)) : base,
          orderBy: listOrderOf(appliedStatus),
          limit: input.pageSize,
          offset,
          viewerId,
        });
  return { items: toViews(records), total, page: input.page, pageSize: input.pageSize, appliedStatus };
}

/** How long a viewer's followed tournaments may be kept without an invalidation reaching them. */
const FOLLOWED_TTL_MS = 60_000;

export function createTournamentsService(ctx: Pick<AppContext, 'db' | 'readCache' | 'search'>) {
  const { db } = ctx;
  const followedMemo = createMemo<ReadonlySet<string>>(ctx.readCache, { max: 50_000, ttlMs: FOLLOWED_TTL_MS, now: Date.now });

  return {
    async list(input: ListTournamentsInput, viewerId: string | null): Promise<TournamentPage> {
      const term = input.search?.trim();
      return term ? withSearchThreshold(db, (tx) => listPage(tx, input, viewerId, term)) : listPage(db, input, viewerId);
    },

    async get(id: string, viewerId: string | null): Promise<Tournament> {
      const record = await findTournamentRecord(db, id, viewerId);
      if (!record) throw tournamentNotFound();
      requireVisible(record.tournament, viewerId);
      return toTournamentView(record);
    },

    async byGame(gameRef: string, viewerId: string | null): Promise<Tournament[]> {
      const gameId = await findGameId(db, gameRef);
      if (!gameId) throw notFound('Game not found.', 'GAME_NOT_FOUND');
      const records = await findTournamentRecords(db, {
        where: and(publicOnly(), eq(tournaments.gameId, gameId)),
        orderBy: [desc(tournaments.startAt), desc(tournaments.id)],
        limit: GAME_TOURNAMENTS_LIMIT,
        viewerId,
      });
      return toViews(records);
    },

    async search(text: string, viewerId: string | null): Promise<Tournament[]> {
      // The ranked ids from the in-memory index when it can answer (ADR 020), else from the trigram indexes.
      const indexed = ctx.search.rankedTournamentIds(text, TOURNAMENT_SEARCH_LIMIT);
      return withSearchThreshold(db, async (tx) => {
        const ids = indexed ?? (await rankedTournamentIds(tx, text, TOURNAMENT_SEARCH_LIMIT));
        if (ids.length === 0) return [];
        const records = await findTournamentRecords(tx, { where: inArray(tournaments.id, ids), orderBy: [], limit: ids.length, viewerId });
        const byId = new Map(records.map((r) => [r.tournament.id, r]));
        return toViews(ids.map((id) => byId.get(id)!));
      });
    },

    /** Someone's tournaments: their drafts too when they are the one asking. */
    async byOrganizer(organizerId: string, status: TournamentStatus | undefined, viewerId: string | null): Promise<Tournament[]> {
      const filters: SQL[] = [eq(tournaments.organizerId, organizerId)];
      if (organizerId !== viewerId) filters.push(publicOnly());
      if (status) filters.push(eq(tournaments.status, status));
      const records = await findTournamentRecords(db, {
        where: and(...filters),
        orderBy: [desc(tournaments.startAt), desc(tournaments.id)],
        limit: PERSONAL_LIST_LIMIT,
        viewerId,
      });
      return toViews(records);
    },

    async followed(viewerId: string): Promise<Tournament[]> {
      return toViews(await findFollowedRecords(db, viewerId, PERSONAL_LIST_LIMIT));
    },

    /** The ids of the tournaments `viewerId` follows, from memory (dropped by their follow and unfollow). */
    async followedIds(viewerId: string): Promise<ReadonlySet<string>> {
      const followed = await followedMemo.get(viewerId, async () => ({
        value: new Set(await findFollowedTournamentIds(db, viewerId)),
        tags: [readTags.tournamentFollows(viewerId)],
      }));
      return followed ?? new Set();
    },

    async follow(tournamentId: string, viewerId: string, following: boolean): Promise<FollowState> {
      await assertTournamentVisible(db, tournamentId, viewerId);
      if (following) await insertFollow(db, viewerId, tournamentId);
      else await deleteFollow(db, viewerId, tournamentId);
      // The followers count is on the tournament's page and cards; `following` is the viewer's own.
      await invalidateReads(ctx, [...tournamentChangeTags(tournamentId), readTags.tournamentFollows(viewerId)]);
      return followStateOf(db, viewerId, tournamentId);
    },
  };
}

export type TournamentsService = ReturnType<typeof createTournamentsService>;
