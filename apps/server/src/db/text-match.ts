import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * Search scoring shared by the tournament list and the search dropdown: case- and accent-insensitive,
 * typo-tolerant through pg_trgm's word similarity. Exact (4) > prefix (3) > word prefix (2.5) > contains (2)
 * > similarity (0–1: mostly the best-matching word, a little the whole text, so "valorent" prefers "Valorant"
 * to "Arena of Valor").
 */

/** Below this word similarity a term does not match (pg_trgm's own default, 0.6, misses "valorent"). */
export const FUZZY_THRESHOLD = 0.4;

/** Lower case, no diacritics, single spaces: the JS side of `normalizedSql`. */
export function normalizeTerm(term: string) {
  return term.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim().replace(/\s+/g, ' ');
}

/** Escapes LIKE's wildcards; PostgreSQL's default escape character is the backslash. */
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

export const normalizedSql = (value: AnyColumn | SQL) => sql`lower(unaccent(${value}))`;

export function textScore(value: AnyColumn | SQL, term: string): SQL<number> {
  const n = normalizeTerm(term);
  const like = escapeLike(n);
  const v = normalizedSql(value);
  return sql<number>`(case when ${v} = ${n} then 4 when ${v} like ${`${like}%`} then 3 when ${v} like ${`% ${like}%`} then 2.5 when ${v} like ${`%${like}%`} then 2 else word_similarity(${n}, ${v}) * 0.9 + similarity(${n}, ${v}) * 0.1 end)`;
}

/** Long free text (descriptions) only counts when it contains the term or nearly does. */
export function longTextScore(value: AnyColumn | SQL, term: string): SQL<number> {
  const n = normalizeTerm(term);
  const v = normalizedSql(value);
  return sql<number>`(case when ${v} like ${`%${escapeLike(n)}%`} then 1 when word_similarity(${n}, ${v}) >= 0.6 then word_similarity(${n}, ${v}) * 0.9 else 0 end)`;
}
