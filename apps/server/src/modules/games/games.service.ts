import { GAME_MESSAGES, GAME_SEARCH_LIMIT, type Game, type GamesQuery } from '@clutch/contract/games';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { renderGameCover } from '../../platform/artwork/game-cover.ts';
import { toGameView } from './game-view.ts';
import { findGame, findGameBySlug, listGames } from './games.repository.ts';

// The catalogue's own ranking, for the search dropdown, so it and Browse Games agree.
export { findGameSummaries } from './games.repository.ts';

export const gameNotFound = () => notFound(GAME_MESSAGES.notFound, 'GAME_NOT_FOUND');

/** A game's cover art, generated from its name, genres and platforms (SVG); the slug in any case. */
export async function gameCoverSvg(db: Executor, slug: string): Promise<string> {
  const row = await findGameBySlug(db, slug.toLowerCase());
  if (!row) throw gameNotFound();
  return renderGameCover(row);
}

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
