import { GAME_MESSAGES, GAME_SEARCH_LIMIT, type Game, type GamesQuery } from '@clutch/contract/games';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/app-error.ts';
import { toGameView } from './game-view.ts';
import { findGame, listGames } from './games.repository.ts';

export const gameNotFound = () => notFound(GAME_MESSAGES.notFound, 'GAME_NOT_FOUND');

export function createGamesService({ db }: Pick<AppContext, 'db'>) {
  return {
    async list(query: GamesQuery): Promise<Game[]> {
      const rows = await listGames(db, { ...query, search: query.search || undefined });
      return rows.map(toGameView);
    },

    async get(idOrSlug: string): Promise<Game> {
      const row = await findGame(db, idOrSlug);
      if (!row) throw gameNotFound();
      return toGameView(row);
    },

    async search(text: string): Promise<Game[]> {
      const rows = await listGames(db, { search: text, limit: GAME_SEARCH_LIMIT });
      return rows.map(toGameView);
    },
  };
}
