import {
  GAME_TOURNAMENTS_LIMIT,
  publicTournamentStatuses,
  TOURNAMENT_SEARCH_LIMIT,
  tournamentStatusFallback,
  type FollowState,
  type RankingRow,
  type Tournament,
  type TournamentPage,
  type TournamentStatus,
} from '@clutch/contract/tournaments';
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../app.ts';
import type { Executor } from '../../db/client.ts';
import { tournaments } from '../../db/schema/index.ts';
import { withSearchThreshold } from '../../db/text-match.ts';
import { computeStandings, type StandingsEntrant, type StandingsMatch } from '../../domain/standings.ts';
import { notFound } from '../../lib/app-error.ts';
import { toTournamentView } from './tournament-view.ts';
import {
  countByStatus,
  deleteFollow,
  findFollowedRecords,
  findGameId,
  findTournamentAccess,
  findTournamentRecord,
  findTournamentRecords,
  followStateOf,
  gameIs,
  insertFollow,
  leagueSlotsOf,
  listOrder,
  prizesOf,
  publicOnly,
  rankedTournamentIds,
  searchMatches,
  type TournamentRecord,
} from './tournaments.repository.ts';

export const tournamentNotFound = () => notFound('Tournament not found.', 'TOURNAMENT_NOT_FOUND');

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

async function withPrizes(db: Executor, records: TournamentRecord[]): Promise<Tournament[]> {
  const prizes = await prizesOf(
    db,
    records.map((r) => r.tournament.id),
  );
  return records.map((r) => toTournamentView(r, prizes));
}

/**
 * A tournament's data (matches, registrations, ranking) is visible when the tournament is: DRAFT ones only to
 * their organizer, everybody else gets the same 404 as for an unknown id.
 */
export async function assertTournamentVisible(db: Executor, tournamentId: string, viewerId: string | null) {
  const access = await findTournamentAccess(db, tournamentId);
  if (!access || (access.status === 'DRAFT' && access.organizerId !== viewerId)) throw tournamentNotFound();
  return access;
}

/** One page of the list: the fallback chain needs the per-status counts of the filtered set first. */
async function listPage(db: Executor, input: ListTournamentsInput, viewerId: string | null, term?: string): Promise<TournamentPage> {
  const filters: SQL[] = [publicOnly()];
  if (input.game) filters.push(gameIs(input.game));
  if (term) filters.push(searchMatches(term));
  const base = and(...filters);

  const counts = await countByStatus(db, base);
  let appliedStatus: TournamentStatus | null = input.status ?? null;
  if (!input.status && input.fallback) {
    appliedStatus = tournamentStatusFallback.find((s) => (counts.get(s) ?? 0) > 0) ?? null;
  }
  const where = appliedStatus ? and(base, eq(tournaments.status, appliedStatus)) : base;
  const total = appliedStatus
    ? (counts.get(appliedStatus) ?? 0)
    : publicTournamentStatuses.reduce((sum, s) => sum + (counts.get(s) ?? 0), 0);
  const records =
    total === 0
      ? []
      : await findTournamentRecords(db, {
          where,
          orderBy: listOrder,
          limit: input.pageSize,
          offset: (input.page - 1) * input.pageSize,
          viewerId,
        });
  return { items: await withPrizes(db, records), total, page: input.page, pageSize: input.pageSize, appliedStatus };
}

export function createTournamentsService(ctx: Pick<AppContext, 'db'>) {
  const { db } = ctx;

  return {
    async list(input: ListTournamentsInput, viewerId: string | null): Promise<TournamentPage> {
      const term = input.search?.trim();
      return term ? withSearchThreshold(db, (tx) => listPage(tx, input, viewerId, term)) : listPage(db, input, viewerId);
    },

    async get(id: string, viewerId: string | null): Promise<Tournament> {
      const record = await findTournamentRecord(db, id, viewerId);
      if (!record || (record.tournament.status === 'DRAFT' && record.tournament.organizerId !== viewerId)) {
        throw tournamentNotFound();
      }
      const [view] = await withPrizes(db, [record]);
      return view!;
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
      return withPrizes(db, records);
    },

    async search(text: string, viewerId: string | null): Promise<Tournament[]> {
      return withSearchThreshold(db, async (tx) => {
        const ids = await rankedTournamentIds(tx, text, TOURNAMENT_SEARCH_LIMIT);
        if (ids.length === 0) return [];
        const records = await findTournamentRecords(tx, { where: inArray(tournaments.id, ids), orderBy: [], limit: ids.length, viewerId });
        const byId = new Map(records.map((r) => [r.tournament.id, r]));
        return withPrizes(tx, ids.map((id) => byId.get(id)!));
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
      return withPrizes(db, records);
    },

    async followed(viewerId: string): Promise<Tournament[]> {
      return withPrizes(db, await findFollowedRecords(db, viewerId, PERSONAL_LIST_LIMIT));
    },

    async follow(tournamentId: string, viewerId: string, following: boolean): Promise<FollowState> {
      await assertTournamentVisible(db, tournamentId, viewerId);
      if (following) await insertFollow(db, viewerId, tournamentId);
      else await deleteFollow(db, viewerId, tournamentId);
      return followStateOf(db, viewerId, tournamentId);
    },

    /** League and group tables from the FINISHED matches; teams that have not played yet show zeros. */
    async ranking(tournamentId: string, viewerId: string | null): Promise<RankingRow[]> {
      await assertTournamentVisible(db, tournamentId, viewerId);
      const slots = await leagueSlotsOf(db, tournamentId);
      const entrants = new Map<string, StandingsEntrant>();
      const byMatch = new Map<string, typeof slots>();
      for (const s of slots) {
        if (!entrants.has(s.registrationId)) {
          entrants.set(s.registrationId, { id: s.registrationId, name: s.teamName, photoUrl: s.photoUrl, group: s.group });
        }
        byMatch.set(s.matchId, [...(byMatch.get(s.matchId) ?? []), s]);
      }
      const finished: StandingsMatch[] = [];
      for (const sides of byMatch.values()) {
        const [home, away] = sides;
        if (sides.length !== 2 || home!.status !== 'FINISHED' || home!.score === null || away!.score === null) continue;
        finished.push({ group: home!.group, homeId: home!.registrationId, awayId: away!.registrationId, homeScore: home!.score, awayScore: away!.score });
      }
      return computeStandings([...entrants.values()], finished);
    },
  };
}

export type TournamentsService = ReturnType<typeof createTournamentsService>;
