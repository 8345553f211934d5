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
  /** Live slots in text order: a prefix is a range (exact and prefix matches without touching the rest). */
  private sorted: number[] = [];
  private dead = 0;
  private counts = new Uint16Array(0);
  /** `marks[slot] === mark`: the slot was scored by the current `matches` call. */
  private marks = new Uint32Array(0);
  private mark = 0;

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
    this.sorted.splice(this.lowerBound(text), 0, fresh);
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

  /** The first position in `sorted` whose text is not below `text`. */
  private lowerBound(text: string): number {
    let lo = 0;
    let hi = this.sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.texts[this.sorted[mid]!]! < text) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private kill(slot: number) {
    for (let i = this.lowerBound(this.texts[slot]!); i < this.sorted.length; i++) {
      if (this.sorted[i] === slot) {
        this.sorted.splice(i, 1);
        break;
      }
    }
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
    this.sorted = [];
    this.dead = 0;
    for (const [id, entry] of live) this.upsert(id, entry);
  }

  /**
   * The entries whose text scores above 0 for `term` (folded, see foldTerm), with that score (trigram.ts textScore,
   * the database's tiers), in three phases that each only find lower scores than the one before: exact and prefix
   * (≥ 3), word prefix and substring (≥ 2), similar (≤ 1.04). With `enough`, it stops after a phase once that many
   * `accept`ed entries are found: the later ones could not rank above them.
   */
  matches(term: string, opts: { enough?: number; accept?: (entry: T) => boolean } = {}): { entry: T; score: number }[] {
    const out: { entry: T; score: number }[] = [];
    if (term.length === 0) return out;
    const enough = opts.enough ?? Infinity;
    const accept = opts.accept ?? (() => true);
    if (this.marks.length < this.ids.length) {
      this.marks = new Uint32Array(Math.max(this.ids.length * 1.25, 1024));
      this.mark = 0;
    }
    const marks = this.marks;
    const mark = ++this.mark;
    const take = (slot: number, score: number) => {
      marks[slot] = mark;
      const entry = this.entries[slot]!;
      if (score > 0 && accept(entry)) out.push({ entry, score });
    };

    // Exact and prefix: a range of the sorted texts.
    for (let i = this.lowerBound(term); i < this.sorted.length; i++) {
      const slot = this.sorted[i]!;
      const text = this.texts[slot]!;
      if (!text.startsWith(term)) break;
      take(slot, text === term ? 4 : 3);
    }
    if (out.length >= enough) return out;

    // Word prefix and substring. Three letters or digits in a row of the term are a trigram of every text that
    // contains it: the rarest one's postings are the candidates; without one, every text.
    const scoreContaining = (slot: number) => {
      const text = this.texts[slot]!;
      if (marks[slot] === mark || this.entries[slot] === null || !text.includes(term)) return;
      take(slot, text.includes(` ${term}`) ? 2.5 : 2);
    };
    const rarest = this.rarestInnerPostings(term);
    if (rarest) for (const slot of rarest) scoreContaining(slot);
    else for (let slot = 0; slot < this.texts.length; slot++) scoreContaining(slot);
    if (out.length >= enough) return out;

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
      if (counts[slot]! >= needed && marks[slot] !== mark && this.entries[slot] !== null) take(slot, textScore(this.texts[slot]!, term));
      counts[slot] = 0;
    }
    return out;
  }

  private rarestInnerPostings(term: string): number[] | null {
    const chars = Array.from(term);
    let rarest: number[] | null = null;
    for (let i = 0; i + 3 <= chars.length; i++) {
      const gram = chars[i]! + chars[i + 1]! + chars[i + 2]!;
      if (!/^[\p{L}\p{N}]{3}$/u.test(gram)) continue;
      const list = this.postings.get(gram) ?? [];
      if (!rarest || list.length < rarest.length) rarest = list;
    }
    return rarest;
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
