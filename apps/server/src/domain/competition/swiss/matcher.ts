/**
 * Maximum-cardinality matching in a general graph (Edmonds' blossom algorithm, one augmenting search at a
 * time). The Swiss pairing uses it as an oracle: "can everyone still left be paired without a rematch, and if
 * not, how few rematches are needed?". Vertices are 0..n-1; `adjacent` says whether two may meet (not played
 * before); `active` masks the vertices still to be paired.
 */

export interface MatchingGraph {
  n: number;
  adjacent(u: number, v: number): boolean;
  /** 1 while the vertex is still to be paired. */
  active: Uint8Array;
}

/** `match[v]` is v's partner or -1. */
export type Mates = Int32Array;

/**
 * Looks for an augmenting path from the free vertex `root` and, when found, flips it in `match` (which then
 * holds one more pair). Dense graphs: O(n²) per search plus O(n) per blossom shrunk.
 */
export function augmentFrom(root: number, g: MatchingGraph, match: Mates): boolean {
  return shortAugment(root, g, match) || blossomAugment(root, g, match);
}

/**
 * Augmenting paths of one or three edges (root–free, or root–x, x's mate–free), which are nearly all of them when
 * a few pairs are taken out of a large, dense graph: O(n × free vertices) instead of a full search.
 */
function shortAugment(root: number, g: MatchingGraph, match: Mates): boolean {
  const { n, active } = g;
  const free: number[] = [];
  for (let w = 0; w < n; w += 1) if (w !== root && active[w] && match[w] === -1) free.push(w);
  for (const w of free) {
    if (!g.adjacent(root, w)) continue;
    match[root] = w;
    match[w] = root;
    return true;
  }
  for (let x = 0; x < n; x += 1) {
    const mate = match[x]!;
    if (x === root || !active[x] || mate === -1 || !g.adjacent(root, x)) continue;
    for (const w of free) {
      if (!g.adjacent(mate, w)) continue;
      match[root] = x;
      match[x] = root;
      match[mate] = w;
      match[w] = mate;
      return true;
    }
  }
  return false;
}

function blossomAugment(root: number, g: MatchingGraph, match: Mates): boolean {
  const { n, active } = g;
  const used = new Uint8Array(n);
  const parent = new Int32Array(n).fill(-1);
  const base = Int32Array.from({ length: n }, (_, i) => i);
  const inBlossom = new Uint8Array(n);
  const queue: number[] = [root];
  used[root] = 1;

  const seen = new Int32Array(n);
  let visit = 0;
  const commonBase = (a0: number, b0: number) => {
    visit += 1;
    let a = a0;
    for (;;) {
      a = base[a]!;
      seen[a] = visit;
      if (match[a] === -1) break;
      a = parent[match[a]!]!;
    }
    let b = b0;
    for (;;) {
      b = base[b]!;
      if (seen[b] === visit) return b;
      b = parent[match[b]!]!;
    }
  };
  const markPath = (from: number, b: number, child0: number) => {
    let v = from;
    let child = child0;
    while (base[v] !== b) {
      inBlossom[base[v]!] = 1;
      inBlossom[base[match[v]!]!] = 1;
      parent[v] = child;
      child = match[v]!;
      v = parent[match[v]!]!;
    }
  };

  for (let head = 0; head < queue.length; head += 1) {
    const v = queue[head]!;
    for (let to = 0; to < n; to += 1) {
      if (to === v || !active[to] || !g.adjacent(v, to)) continue;
      if (base[v] === base[to] || match[v] === to) continue;
      if (to === root || (match[to] !== -1 && parent[match[to]!] !== -1)) {
        const b = commonBase(v, to);
        inBlossom.fill(0);
        markPath(v, b, to);
        markPath(to, b, v);
        for (let i = 0; i < n; i += 1) {
          if (!active[i] || !inBlossom[base[i]!]) continue;
          base[i] = b;
          if (!used[i]) {
            used[i] = 1;
            queue.push(i);
          }
        }
      } else if (parent[to] === -1) {
        parent[to] = v;
        if (match[to] === -1) {
          for (let u = to; u !== -1; ) {
            const p = parent[u]!;
            const next = match[p]!;
            match[u] = p;
            match[p] = u;
            u = next;
          }
          return true;
        }
        used[match[to]!] = 1;
        queue.push(match[to]!);
      }
    }
  }
  return false;
}

/** Grows `match` (any valid matching of active vertices) to a maximum one; returns its number of pairs. */
export function maximise(g: MatchingGraph, match: Mates): number {
  for (let v = 0; v < g.n; v += 1) if (g.active[v] && match[v] === -1) augmentFrom(v, g, match);
  return pairCount(g, match);
}

export function pairCount(g: MatchingGraph, match: Mates): number {
  let pairs = 0;
  for (let v = 0; v < g.n; v += 1) if (g.active[v] && match[v]! > v) pairs += 1;
  return pairs;
}
