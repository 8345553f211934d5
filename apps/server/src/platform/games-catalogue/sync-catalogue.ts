import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { games } from '../../db/schema/index.ts';
import { gameCoverPath } from '../artwork/game-cover.ts';
import { loadCatalogue, type CatalogueEntry } from './catalogue.ts';

export interface CatalogueLog {
  info(obj: object, msg: string): void;
}

export interface CatalogueSyncResult {
  inserted: number;
  updated: number;
  unchanged: number;
  ms: number;
}

/** Fields the RAWG importer may enrich: once a game has a `rawg_id`, they are RAWG's and the file no longer writes them. */
const ENRICHED = ['description', 'developers', 'rating', 'website'] as const;
/** Fields the file always owns. */
const CURATED = ['name', 'cover_url', 'platforms', 'genres', 'popularity', 'release_year'] as const;

const cols = (names: readonly string[], prefix: string) => sql.raw(names.map((c) => `${prefix}"${c}"`).join(', '));
const changed = (names: readonly string[]) => sql`(${cols(names, '"games".')}) IS DISTINCT FROM (${cols(names, 'excluded.')})`;
const fromFileUnlessEnriched = (column: string) =>
  sql.raw(`CASE WHEN "games"."rawg_id" IS NULL THEN excluded."${column}" ELSE "games"."${column}" END`);

/**
 * Upserts the catalogue data file into `games` by slug (runs at every boot). One INSERT … ON CONFLICT statement,
 * so it is atomic and safe when two instances boot together; rows whose values already match are skipped by the
 * conflict's WHERE, so an unchanged catalogue writes nothing and keeps `updated_at`. Games missing from the file
 * are never deleted: tournaments may reference them.
 */
export async function syncCatalogue(
  db: Executor,
  log: CatalogueLog,
  entries: readonly CatalogueEntry[] = loadCatalogue(),
): Promise<CatalogueSyncResult> {
  const started = performance.now();
  if (entries.length === 0) return { inserted: 0, updated: 0, unchanged: 0, ms: 0 };
  const rows = await db
    .insert(games)
    .values(
      entries.map((e) => ({
        slug: e.slug,
        name: e.name,
        description: e.description,
        coverUrl: gameCoverPath(e.slug),
        developers: e.developers,
        platforms: e.platforms,
        genres: e.genres,
        popularity: e.popularity,
        rating: e.rating,
        website: e.website,
        releaseYear: e.releaseYear,
      })),
    )
    .onConflictDoUpdate({
      target: games.slug,
      set: {
        name: sql.raw('excluded."name"'),
        coverUrl: sql.raw('excluded."cover_url"'),
        platforms: sql.raw('excluded."platforms"'),
        genres: sql.raw('excluded."genres"'),
        popularity: sql.raw('excluded."popularity"'),
        releaseYear: sql.raw('excluded."release_year"'),
        description: fromFileUnlessEnriched('description'),
        developers: fromFileUnlessEnriched('developers'),
        rating: fromFileUnlessEnriched('rating'),
        website: fromFileUnlessEnriched('website'),
        updatedAt: sql`now()`,
      },
      setWhere: sql`${changed(CURATED)} OR ("games"."rawg_id" IS NULL AND ${changed(ENRICHED)})`,
    })
    // xmax is 0 on a freshly inserted row version and non-zero on one written by the conflict update.
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  const inserted = rows.filter((r) => r.inserted).length;
  const result = {
    inserted,
    updated: rows.length - inserted,
    unchanged: entries.length - rows.length,
    ms: Math.round(performance.now() - started),
  };
  log.info(result, 'games catalogue synced');
  return result;
}
