import { popularities, type GameSummary, type Genre, type Platform, type Popularity } from '@clutch/contract/games';
import { publicTournamentStatuses } from '@clutch/contract/tournaments';
import { and, arrayOverlaps, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { games, type GameRow } from '../../db/schema/index.ts';

export type GameWithCount = GameRow & { tournamentsCount: number };

export interface GameFilters {
  genre?: Genre[];
  popularity?: Popularity[];
  platform?: Platform[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const popularityRank = sql.raw(
  `array_position(ARRAY[${popularities.map((p) => `'${p}'`).join(', ')}]::text[], "games"."popularity"::text)`,
);

// Raw, fully qualified names: inside a subquery, drizzle would render the outer column unqualified.
const tournamentsCount = sql<number>`(
  select count(*)::int from "tournaments" t
  where t."game_id" = "games"."id" and t."status" in (${sql.raw(publicTournamentStatuses.map((s) => `'${s}'`).join(', '))})
)`.mapWith(Number);

/** Lower case, accents removed, every run of punctuation a single space: "Counter-Strike 2" → "counter strike 2". */
const normalize = (value: SQL | string) => sql`btrim(regexp_replace(unaccent(lower(${value}::text)), '[^[:alnum:]]+', ' ', 'g'))`;
const normalizedName = normalize(sql`${games.name}`);

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Punctuation is ignored when matching, so a term without a letter or digit matches nothing. */
export const isSearchable = (term: string) => /[\p{L}\p{N}]/u.test(term);

/**
 * How well a game's name (or slug) matches a search term, best first: 0 exact, 1 prefix, 2 a word's prefix,
 * 3 substring, 4 similar (trigrams, for typos), 5 no match. Case, accents and punctuation are ignored; the
 * normalised term holds only letters, digits and spaces, so it is safe inside a LIKE pattern.
 */
function matchOf(term: string) {
  const t = normalize(term);
  const slug = escapeLike(term.trim().toLowerCase());
  const tier = sql<number>`case
    when ${normalizedName} = ${t} or ${games.slug} = ${term.trim().toLowerCase()} then 0
    when ${normalizedName} like ${t} || '%' or ${games.slug} like ${slug} || '%' then 1
    when ${normalizedName} like '% ' || ${t} || '%' then 2
    when ${normalizedName} like '%' || ${t} || '%' then 3
    when similarity(${t}, ${normalizedName}) >= 0.3 or word_similarity(${t}, ${normalizedName}) >= 0.5 then 4
    else 5 end`;
  // Within a tier, plain similarity puts the closest (usually shortest) name first; word similarity breaks its ties.
  const closeness = [sql`similarity(${t}, ${normalizedName}) desc`, sql`word_similarity(${t}, ${normalizedName}) desc`];
  return { tier, closeness };
}

const filtersOf = (f: GameFilters) =>
  [
    f.genre?.length ? arrayOverlaps(games.genres, f.genre) : undefined,
    f.platform?.length ? arrayOverlaps(games.platforms, f.platform) : undefined,
    f.popularity?.length ? inArray(games.popularity, f.popularity) : undefined,
  ].filter((c): c is SQL => c !== undefined);

/** The catalogue, filtered (any value of a filter, filters combined); by match when searching, else by popularity then name. */
export async function listGames(
  db: Executor,
  opts: GameFilters & { search?: string; limit?: number },
): Promise<GameWithCount[]> {
  const conditions = filtersOf(opts);
  const base = db.select({ game: games, tournamentsCount }).from(games);
  let rows: { game: GameRow; tournamentsCount: number }[];
  if (opts.search !== undefined && !isSearchable(opts.search)) return [];
  if (opts.search) {
    const { tier, closeness } = matchOf(opts.search);
    rows = await base
      .where(and(...conditions, sql`${tier} < 5`))
      .orderBy(asc(tier), ...closeness, asc(popularityRank), asc(games.name))
      .limit(opts.limit ?? 1000);
  } else {
    rows = await base
      .where(and(...conditions))
      .orderBy(asc(popularityRank), asc(sql`lower(${games.name})`))
      .limit(opts.limit ?? 1000);
  }
  return rows.map((r) => ({ ...r.game, tournamentsCount: r.tournamentsCount }));
}

/** A game by uuid or by slug (any case). */
export async function findGame(db: Executor, idOrSlug: string): Promise<GameWithCount | null> {
  const where = UUID.test(idOrSlug) ? eq(games.id, idOrSlug.toLowerCase()) : eq(games.slug, idOrSlug.toLowerCase());
  const rows = await db.select({ game: games, tournamentsCount }).from(games).where(where).limit(1);
  const row = rows[0];
  return row ? { ...row.game, tournamentsCount: row.tournamentsCount } : null;
}

export async function findGameBySlug(db: Executor, slug: string): Promise<GameRow | null> {
  const rows = await db.select().from(games).where(eq(games.slug, slug)).limit(1);
  return rows[0] ?? null;
}

/**
 * Games matching `term` in the short form other modules embed (search dropdown, tournaments), best match first:
 * exact, prefix, word prefix, substring, then typo-tolerant trigram matches; ties by popularity, then name.
 */
export async function findGameSummaries(db: Executor, term: string, limit: number): Promise<GameSummary[]> {
  if (!isSearchable(term) || limit <= 0) return [];
  const { tier, closeness } = matchOf(term);
  return db
    .select({ id: games.id, slug: games.slug, name: games.name, background_image: games.coverUrl })
    .from(games)
    .where(sql`${tier} < 5`)
    .orderBy(asc(tier), ...closeness, asc(popularityRank), asc(games.name))
    .limit(limit);
}
