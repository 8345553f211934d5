import { genre, popularity, type Game } from '@clutch/contract/games';
import type { GameWithCount } from './games.repository.ts';

/** A games row as the wire `Game` (spec §3 shapes for developers and platforms). */
export function toGameView(row: GameWithCount): Game {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    background_image: row.coverUrl,
    developers: row.developers.map((name) => ({ name })),
    platforms: row.platforms.map((name) => ({ platform: { name } })),
    rating: row.rating === null ? null : Math.round(row.rating * 100) / 100,
    website: row.website,
    // Rows come from the validated catalogue; parsing keeps a hand-edited row from breaking the response.
    genres: row.genres.flatMap((g) => {
      const parsed = genre.safeParse(g);
      return parsed.success ? [parsed.data] : [];
    }),
    popularity: popularity.catch('Growing').parse(row.popularity),
    releaseYear: row.releaseYear,
    tournamentsCount: row.tournamentsCount,
  };
}
