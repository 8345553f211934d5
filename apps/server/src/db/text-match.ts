import { or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Executor } from './client.ts';
import { runInTransaction } from './transaction.ts';

/**
 * Search scoring shared by the tournament list and the search dropdown: case- and accent-insensitive,
 * typo-tolerant through pg_trgm's word similarity. Exact (4) > prefix (3) > word prefix (2.5) > contains (2)
 * > similar (0.4–1: mostly the best-matching word, a little the whole text, so "valorent" prefers "Valorant"
 * to "Arena of Valor") > no match (0).
 */

/** Below this word similarity a term does not match (pg_trgm's own default, 0.6, misses "valorent"). */
export const FUZZY_THRESHOLD = 0.4;
/** Scores at or above this are matches: every score below is 0 when it does not match. */
export const MATCH_SCORE = 0.01;

/** Lower case, no diacritics, single spaces: the JS side of `normalizedSql`. */
export function normalizeTerm(term: string) {
  return term.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim().replace(/\s+/g, ' ');
}

/** Escapes LIKE's wildcards; PostgreSQL's default escape character is the backslash. */
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** clutch_fold() (migration 0003): lower case, no accents, IMMUTABLE so the trigram indexes can use it. */
export const normalizedSql = (value: AnyColumn | SQL) => sql`clutch_fold(${value})`;

/**
 * Runs `fn` in a transaction whose `<%` operator uses FUZZY_THRESHOLD, so `textCandidate` selects exactly the
 * rows `textScore` can match. SET LOCAL keeps it from leaking into pooled connections.
 */
export function withSearchThreshold<T>(db: Executor, fn: (tx: Executor) => Promise<T>): Promise<T> {
  return runInTransaction(db, async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(FUZZY_THRESHOLD)}, true)`);
    return fn(tx);
  });
}

/**
 * Runs `fn` (inside `withSearchThreshold`'s transaction) with sequential scans priced out, then restores the
 * settings. The planner prices `<%` like a plain comparison, so for a common term it estimates a scan of every
 * row as cheap as the trigram indexes, when each row's word_similarity() costs microseconds (more on PGlite).
 * JIT goes off with it: PostgreSQL would otherwise compile the now "expensive" plan, which takes longer than
 * running it.
 */
export async function onTrigramIndexes<T>(tx: Executor, fn: () => Promise<T>): Promise<T> {
  await tx.execute(sql`select set_config('enable_seqscan', 'off', true), set_config('jit', 'off', true)`);
  const result = await fn();
  await tx.execute(sql`select set_config(name, reset_val, true) from pg_settings where name in ('enable_seqscan', 'jit')`);
  return result;
}

/**
 * A column that already holds `clutch_fold(text)` (a stored generated column such as `tournaments.name_fold`):
 * matching and scoring read it instead of folding the text again for every row and every branch.
 */
export interface Folded {
  folded: AnyColumn;
}

const foldedSql = (value: AnyColumn | SQL | Folded): SQL =>
  typeof value === 'object' && 'folded' in value ? sql`${value.folded}` : normalizedSql(value);

export function textScore(value: AnyColumn | SQL | Folded, term: string): SQL<number> {
  const n = normalizeTerm(term);
  const like = escapeLike(n);
  const v = foldedSql(value);
  return sql<number>`(case when ${v} = ${n} then 4 when ${v} like ${`${like}%`} then 3 when ${v} like ${`% ${like}%`} then 2.5 when ${v} like ${`%${like}%`} then 2 when word_similarity(${n}, ${v}) >= ${FUZZY_THRESHOLD} then word_similarity(${n}, ${v}) * 0.9 + similarity(${n}, ${v}) * 0.1 + 0.04 else 0 end)`;
}

/**
 * An index-friendly condition (trigram GIN on the folded text) met by exactly the rows whose `textScore` on
 * `value` is above 0 (every tier implies the substring, and `<%` is `word_similarity >= FUZZY_THRESHOLD`);
 * the score itself is then computed on these candidates only. Needs `withSearchThreshold`.
 */
export function textCandidate(value: AnyColumn | SQL | Folded, term: string): SQL {
  const n = normalizeTerm(term);
  const v = foldedSql(value);
  return or(sql`${v} like ${`%${escapeLike(n)}%`}`, sql`${n} <% ${v}`)!;
}

/** Long free text (descriptions) only counts when it contains the term: similarity over long text is slow and loose. */
export function longTextScore(value: AnyColumn | SQL | Folded, term: string): SQL<number> {
  return sql<number>`(case when ${longTextCandidate(value, term)} then 1 else 0 end)`;
}

/** The index-friendly condition matching `longTextScore` above 0. */
export function longTextCandidate(value: AnyColumn | SQL | Folded, term: string): SQL {
  return sql`${foldedSql(value)} like ${`%${escapeLike(normalizeTerm(term))}%`}`;
}
