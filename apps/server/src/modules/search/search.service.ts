import { SEARCH_GROUP_LIMIT, type SearchResults } from '@clutch/contract/search';
import type { TournamentStatus } from '@clutch/contract/tournaments';
import type { AppContext } from '../../context.ts';
import { withSearchThreshold } from '../../db/text-match.ts';
import { findGameSummaries } from '../games/games.service.ts';
import { publicOnly, rankedTournamentIds } from '../tournaments/tournaments.service.ts';
import type { SearchViewer } from './search-index.ts';
import { searchPlayers, searchTeams, tournamentHits } from './search.repository.ts';

export function createSearchService(ctx: Pick<AppContext, 'db' | 'search'>) {
  const { db, search: index } = ctx;
  return {
    /**
     * The top bar's dropdown: four groups, at most `SEARCH_GROUP_LIMIT` each, best match first. From the in-memory
     * index when it can answer (ADR 020), else from the database. A signed-in viewer never sees the players they
     * blocked or who blocked them.
     */
    async search(term: string, viewer: SearchViewer | null): Promise<SearchResults> {
      const fromIndex = index.dropdown(term, viewer);
      if (fromIndex) return fromIndex;
      const [tournaments, teams, games, players] = await withSearchThreshold(db, async (tx) => [
        await tournamentHits(tx, await rankedTournamentIds(tx, term, SEARCH_GROUP_LIMIT)),
        await searchTeams(tx, term, SEARCH_GROUP_LIMIT, publicOnly()),
        // The games engineer's catalogue ranking, so the dropdown and Browse Games agree.
        await findGameSummaries(tx, term, SEARCH_GROUP_LIMIT),
        await searchPlayers(tx, term, SEARCH_GROUP_LIMIT, viewer),
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
