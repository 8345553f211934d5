import { sql } from 'drizzle-orm';
import { index, integer, pgTable, real, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';

/** The games catalogue (data file in the repo, optionally enriched from RAWG). */
export const games = pgTable(
  'games',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: varchar('slug', { length: 100 }).notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    description: text('description').notNull().default(''),
    /** Our own generated cover unless an imported one was stored locally. */
    coverUrl: text('cover_url').notNull(),
    developers: text('developers').array().notNull().default(sql`ARRAY[]::text[]`),
    /** Values of the contract's `platforms`. */
    platforms: text('platforms').array().notNull().default(sql`ARRAY[]::text[]`),
    /** Values of the contract's `genres`. */
    genres: text('genres').array().notNull().default(sql`ARRAY[]::text[]`),
    popularity: varchar('popularity', { length: 16 }).notNull(),
    rating: real('rating'),
    website: text('website'),
    releaseYear: integer('release_year'),
    /** RAWG id when the importer matched the game. */
    rawgId: integer('rawg_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('games_slug_key').on(t.slug),
    uniqueIndex('games_rawg_id_key').on(t.rawgId),
    index('games_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

export type GameRow = typeof games.$inferSelect;
