import { SEARCH_GROUP_LIMIT, type SearchResults } from '@clutch/contract/search';
import type { TournamentStatus } from '@clutch/contract/tournaments';
import type { AppContext } from '../../app.ts';
import { findGameSummaries } from '../games/games.repository.ts';
import { searchPlayers, searchTeams, searchTournaments } from './search.repository.ts';

export function createSearchService(ctx: Pick<AppContext, 'db'>) {
  const { db } = ctx;
  return {
    /** The top bar's dropdown: four groups, at most `SEARCH_GROUP_LIMIT` each, best match first. */
    async search(term: string): Promise<SearchResults> {
      const [tournaments, teams, games, players] = await Promise.all([
        searchTournaments(db, term, SEARCH_GROUP_LIMIT),
        searchTeams(db, term, SEARCH_GROUP_LIMIT),
        // The games engineer's catalogue ranking, so the dropdown and Browse Games agree.
        findGameSummaries(db, term, SEARCH_GROUP_LIMIT),
        searchPlayers(db, term, SEARCH_GROUP_LIMIT),
      ]);
      return {
        tournaments: tournaments.map((t) => ({ ...t, status: t.status as TournamentStatus })),
        teams,
        games,
        players,
      };
    },
  };
}
