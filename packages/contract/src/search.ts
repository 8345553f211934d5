import { z } from 'zod';
import { uuid } from './common.ts';
import { endpoint } from './endpoint.ts';
import { tournamentStatus } from './tournaments.ts';

export const SEARCH_GROUP_LIMIT = 5;

export const searchQuery = z.object({ q: z.string().trim().min(1).max(100) });

/** The top bar's dropdown: at most five per group, best first. */
export const searchResults = z.object({
  tournaments: z.array(
    z.object({ id: uuid, name: z.string(), status: tournamentStatus, gameName: z.string(), photoUrl: z.string().nullable() }),
  ),
  teams: z.array(z.object({ id: uuid, name: z.string(), photoUrl: z.string().nullable(), tournamentId: uuid.nullable() })),
  games: z.array(z.object({ id: uuid, slug: z.string(), name: z.string(), background_image: z.string() })),
  players: z.array(z.object({ id: uuid, nickname: z.string(), photoUrl: z.string().nullable() })),
});
export type SearchResults = z.infer<typeof searchResults>;

export const searchEndpoints = {
  search: endpoint('GET', '/api/v1/search', { query: searchQuery, response: searchResults }),
};
