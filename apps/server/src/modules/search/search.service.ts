import { SEARCH_GROUP_LIMIT, type SearchResults } from '@clutch/contract/search';
import type { TournamentStatus } from '@clutch/contract/tournaments';
import type { AppContext } from '../../context.ts';
import { withSearchThreshold } from '../../db/text-match.ts';
import { findGameSummaries } from '../games/games.service.ts';
import { publicOnly, rankedTournamentIds } from '../tournaments/tournaments.service.ts';
import { searchPlayers, searchTeams, tournamentHits } from './search.repository.ts';

export function createSearchService(ctx: Pick<AppContext, 'db'>) {
  const { db } = ctx;
  return {
    /** The top bar's dropdown: four groups, at most `SEARCH_GROUP_LIMIT` each, best match first. */
    async search(term: string): Promise<SearchResults> {
      const [tournaments, teams, games, players] = await withSearchThreshold(db, async (tx) => [
        await tournamentHits(tx, await rankedTournamentIds(tx, term, SEARCH_GROUP_LIMIT)),
        await searchTeams(tx, term, SEARCH_GROUP_LIMIT, publicOnly()),
        // The games engineer's catalogue ranking, so the dropdown and Browse Games agree.
        await findGameSummaries(tx, term, SEARCH_GROUP_LIMIT),
        await searchPlayers(tx, term, SEARCH_GROUP_LIMIT),
      ] as const);
      return {
        tournaments: tournaments.map((t) => ({ ...t, status: t.status as TournamentStatus })),
        teams,
        games,
        players,
      };
    },
  };
}
