/**
 * pg_trgm's similarity and word_similarity, and db/text-match.ts's score tiers, in plain TypeScript: the in-memory
 * search index (ADR 020) ranks exactly as the database's fallback does. Pure: no I/O.
 *
 * pg_trgm splits a text into words (runs of letters and digits), pads each with two spaces before and one after,
 * and takes every three consecutive characters; `similarity` compares the two sets, `word_similarity` the first
 * set with the best contiguous extent of the second text's trigrams (contrib/pg_trgm/trgm_op.c,
 * iterate_word_similarity). Results are float4 there, so they are rounded to float32 here.
 */

/** Letters that unaccent maps to something NFD decomposition does not reach. */
const EXTRA_FOLDS: Record<string, string> = { ø: 'o', ł: 'l', đ: 'd', ß: 'ss', æ: 'ae', œ: 'oe', þ: 'th', ð: 'd', ı: 'i' };
const EXTRA = /[øłđßæœþðı]/g;

/** clutch_fold(): lower case without accents (the stored text side; not trimmed). */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(EXTRA, (c) => EXTRA_FOLDS[c]!);
}

/** normalizeTerm(): the search term side, also trimmed with single spaces. */
export function foldTerm(term: string): string {
  return foldText(term).trim().replace(/\s+/g, ' ');
}

const WORD = /[\p{L}\p{N}]+/gu;

/** Trigrams in text order, duplicates kept (pg_trgm's generate_trgm_only). */
export function trigramsInOrder(folded: string): string[] {
  const out: string[] = [];
  for (const [word] of folded.matchAll(WORD)) {
    const chars = Array.from(`  ${word} `);
    for (let i = 0; i + 3 <= chars.length; i++) out.push(chars[i]! + chars[i + 1]! + chars[i + 2]!);
  }
  return out;
}

/** The set of trigrams (pg_trgm's generate_trgm). */
export const trigramSet = (folded: string): Set<string> => new Set(trigramsInOrder(folded));

const calcSml = (count: number, len1: number, len2: number) => Math.fround(count / (len1 + len2 - count));

/** pg_trgm's similarity(a, b) on folded texts. */
export function similarity(a: string, b: string): number {
  const sa = trigramSet(a);
  const sb = trigramSet(b);
  if (sa.size === 0 || sb.size === 0) return 0;
  let common = 0;
  for (const t of sa) if (sb.has(t)) common++;
  return calcSml(common, sa.size, sb.size);
}

/** pg_trgm's word_similarity(a, b) on folded texts: how well `a` matches the best extent of `b`. */
export function wordSimilarity(a: string, b: string): number {
  const first = trigramSet(a);
  const second = trigramsInOrder(b);
  if (first.size === 0 || second.length === 0) return 0;
  // Unique trigram ids over both texts; found[id]: the trigram is one of `a`'s.
  const ids = new Map<string, number>();
  const found: boolean[] = [];
  for (const t of first) {
    ids.set(t, found.length);
    found.push(true);
  }
  const idx = second.map((t) => {
    let id = ids.get(t);
    if (id === undefined) {
      id = found.length;
      ids.set(t, id);
      found.push(false);
    }
    return id;
  });
  const ulen1 = first.size;
  const lastpos = new Int32Array(found.length).fill(-1);
  let ulen2 = 0;
  let count = 0;
  let upper: number;
  let lower = -1;
  let max = 0;
  for (let i = 0; i < idx.length; i++) {
    const t = idx[i]!;
    if (lower >= 0 || found[t]) {
      if (lastpos[t]! < 0) {
        ulen2++;
        if (found[t]) count++;
      }
      lastpos[t] = i;
    }
    if (!found[t]) continue;
    upper = i;
    if (lower === -1) {
      lower = i;
      ulen2 = 1;
    }
    let cur = calcSml(count, ulen1, ulen2);
    let tmpCount = count;
    let tmpUlen2 = ulen2;
    const prevLower = lower;
    for (let tmpLower = lower; tmpLower <= upper; tmpLower++) {
      const tmp = calcSml(tmpCount, ulen1, tmpUlen2);
      if (tmp > cur) {
        cur = tmp;
        ulen2 = tmpUlen2;
        lower = tmpLower;
        count = tmpCount;
      }
      const tt = idx[tmpLower]!;
      if (lastpos[tt] === tmpLower) {
        tmpUlen2--;
        if (found[tt]) tmpCount--;
      }
    }
    max = Math.max(max, cur);
    for (let tmpLower = prevLower; tmpLower < lower; tmpLower++) {
      const tt = idx[tmpLower]!;
      if (lastpos[tt] === tmpLower) lastpos[tt] = -1;
    }
  }
  return max;
}

/** db/text-match.ts FUZZY_THRESHOLD and MATCH_SCORE. */
export const FUZZY_THRESHOLD = 0.4;
export const MATCH_SCORE = 0.01;

/**
 * db/text-match.ts textScore on a folded text and a folded term: exact 4, prefix 3, word prefix 2.5, substring 2,
 * similar 0.4–1, else 0.
 */
export function textScore(folded: string, term: string): number {
  if (folded === term) return 4;
  if (folded.startsWith(term)) return 3;
  if (folded.includes(` ${term}`)) return 2.5;
  if (folded.includes(term)) return 2;
  const ws = wordSimilarity(term, folded);
  return ws >= FUZZY_THRESHOLD ? ws * 0.9 + similarity(term, folded) * 0.1 + 0.04 : 0;
}

/** PostgreSQL's length(): characters, not UTF-16 units. */
export const charLength = (text: string): number => {
  let n = 0;
  for (const _ of text) n++;
  return n;
};
