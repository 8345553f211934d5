import { FUZZY_THRESHOLD, textScore, trigramSet } from './trigram.ts';

/**
 * Entries (any shape, by id) searchable by one text: the folded text per entry and trigram postings (trigram →
 * entry slots), so a term's candidates are the entries sharing enough trigrams with it, or containing it, never a
 * scan of every entry's similarity. A changed entry takes a new slot and its old one is dead; the postings are
 * compacted when dead slots pass half of them. Pure: no I/O (ADR 020).
 */
export class TextIndex<T> {
  private readonly slotOf = new Map<string, number>();
  private ids: (string | null)[] = [];
  private texts: string[] = [];
  private entries: (T | null)[] = [];
  private postings = new Map<string, number[]>();
  private dead = 0;
  private counts = new Uint16Array(0);

  /** `textOf`: the entry's folded text (clutch_fold, as the database stores or computes it). */
  constructor(private readonly textOf: (entry: T) => string) {}

  get size(): number {
    return this.slotOf.size;
  }

  get(id: string): T | undefined {
    const slot = this.slotOf.get(id);
    return slot === undefined ? undefined : this.entries[slot]!;
  }

  *values(): IterableIterator<T> {
    for (const entry of this.entries) if (entry !== null) yield entry;
  }

  upsert(id: string, entry: T): void {
    const text = this.textOf(entry);
    const slot = this.slotOf.get(id);
    if (slot !== undefined && this.texts[slot] === text) {
      this.entries[slot] = entry; // same text: same postings
      return;
    }
    if (slot !== undefined) {
      this.slotOf.delete(id);
      this.kill(slot);
    }
    const fresh = this.ids.length;
    this.ids.push(id);
    this.texts.push(text);
    this.entries.push(entry);
    this.slotOf.set(id, fresh);
    for (const t of trigramSet(text)) {
      const list = this.postings.get(t);
      if (list) list.push(fresh);
      else this.postings.set(t, [fresh]);
    }
  }

  remove(id: string): void {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    this.slotOf.delete(id);
    this.kill(slot);
  }

  private kill(slot: number) {
    this.ids[slot] = null;
    this.entries[slot] = null;
    this.texts[slot] = '';
    this.dead++;
    if (this.dead > 1024 && this.dead * 2 > this.ids.length) this.compact();
  }

  private compact() {
    const live = [...this.slotOf.entries()].map(([id, slot]) => [id, this.entries[slot]!] as const);
    this.slotOf.clear();
    this.ids = [];
    this.texts = [];
    this.entries = [];
    this.postings = new Map();
    this.dead = 0;
    for (const [id, entry] of live) this.upsert(id, entry);
  }

  /**
   * Every entry whose text scores above 0 for `term` (folded, see foldTerm), with that score (trigram.ts
   * textScore, the database's tiers).
   */
  matches(term: string): { entry: T; score: number }[] {
    const out: { entry: T; score: number }[] = [];
    if (term.length === 0) return out;
    const seen = new Set<number>();
    const take = (slot: number) => {
      if (seen.has(slot) || this.entries[slot] === null) return;
      seen.add(slot);
      const score = textScore(this.texts[slot]!, term);
      if (score > 0) out.push({ entry: this.entries[slot]!, score });
    };

    // Substring matches (every tier but "similar"). A single word of 3+ letters has all its inner trigrams in
    // any text containing it: the rarest one's postings are the candidates. Anything else: every text.
    if (/^[\p{L}\p{N}]{3,}$/u.test(term)) {
      const chars = Array.from(term);
      let rarest: number[] | undefined;
      for (let i = 0; i + 3 <= chars.length; i++) {
        const list = this.postings.get(chars[i]! + chars[i + 1]! + chars[i + 2]!) ?? [];
        if (!rarest || list.length < rarest.length) rarest = list;
      }
      for (const slot of rarest!) if (this.texts[slot]!.includes(term)) take(slot);
    } else {
      for (let slot = 0; slot < this.texts.length; slot++) if (this.entries[slot] !== null && this.texts[slot]!.includes(term)) take(slot);
    }

    // Similar: word_similarity ≤ shared trigrams / the term's trigrams, so fewer shared than the threshold's share
    // can not reach it.
    const termTrigrams = trigramSet(term);
    if (termTrigrams.size === 0) return out;
    if (this.counts.length < this.ids.length) this.counts = new Uint16Array(Math.max(this.ids.length * 1.25, 1024));
    const counts = this.counts;
    const touched: number[] = [];
    for (const t of termTrigrams) {
      for (const slot of this.postings.get(t) ?? []) {
        if (counts[slot] === 0) touched.push(slot);
        counts[slot]!++;
      }
    }
    const needed = FUZZY_THRESHOLD * termTrigrams.size - 1e-9;
    for (const slot of touched) {
      if (counts[slot]! >= needed) take(slot);
      counts[slot] = 0;
    }
    return out;
  }
}

/** The `limit` best of `items` by `compare` (negative: a before b), in that order, without sorting them all. */
export function topK<T>(items: Iterable<T>, limit: number, compare: (a: T, b: T) => number): T[] {
  const best: T[] = [];
  if (limit <= 0) return best;
  for (const item of items) {
    if (best.length === limit && compare(item, best[limit - 1]!) >= 0) continue;
    let i = best.length < limit ? best.length : limit - 1;
    if (best.length < limit) best.push(item);
    while (i > 0 && compare(item, best[i - 1]!) < 0) {
      best[i] = best[i - 1]!;
      i--;
    }
    best[i] = item;
  }
  return best;
}
