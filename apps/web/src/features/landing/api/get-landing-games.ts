import type { Game } from '@clutch/contract/games';
import { getJson, isObject, landingPaths } from './landing-http.ts';

/** The fields of a catalogue game the landing reads (the partner strip and the games claim). */
export type LandingGame = Pick<Game, 'id' | 'name' | 'background_image' | 'popularity' | 'tournamentsCount'>;

const isGame = (g: unknown): g is LandingGame =>
  isObject(g) && typeof g.id === 'string' && typeof g.name === 'string' && typeof g.background_image === 'string';

export const isGameList = (data: unknown): data is LandingGame[] => Array.isArray(data) && data.every(isGame);

/** GET /games/all: the whole catalogue, for the partner strip and the games claim. */
export const getAllGames = (signal?: AbortSignal) => getJson(landingPaths.games, isGameList, signal);
