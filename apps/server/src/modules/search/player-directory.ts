import type { PlayerSort } from '@clutch/contract/users';
import { topK } from './text-index.ts';

/** What the Players list orders and filters by; the rows themselves are read from the database by id. */
export interface DirectoryPlayer {
  id: string;
  /** The database's lower(nick_name): the prefix match and the nickname order. */
  lower: string;
  followerCount: number;
  countryCode: string | null;
  /** created_at in microseconds since the epoch (the database's precision: equal milliseconds still order). */
  createdAtUs: number;
  blockedUserIds: readonly string[];
}

export interface DirectoryViewer {
  id: string;
  blockedUserIds: readonly string[];
}

export interface DirectoryPage {
  country?: string;
  sort: PlayerSort;
  limit: number;
  offset: number;
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
/** lower(nick_name), id: the nickname order, and the order the directory keeps its players in. */
const byNickname = (a: DirectoryPlayer, b: DirectoryPlayer) => compareText(a.lower, b.lower) || compareText(a.id, b.id);

/** players.repository.ts orderOf, in code-point order as PostgreSQL's C collation compares. */
const orderOf: Record<PlayerSort, (a: DirectoryPlayer, b: DirectoryPlayer) => number> = {
  followers: (a, b) => b.followerCount - a.followerCount || byNickname(a, b),
  nickname: byNickname,
  newest: (a, b) => b.createdAtUs - a.createdAtUs || compareText(b.id, a.id),
};

/** Past this many rows a page is cut from a full sort of the range: the bounded insertion in `page` is quadratic in its size. */
const PARTIAL_SORT_MAX = 256;

/**
 * The live (not deleted) players sorted by lower(nick_name), so the players whose nickname starts with a prefix
 * are one range, and a page of the Players list is that range filtered for the viewer and ordered (ADR 020). Pure.
 */
export class PlayerDirectory {
  private readonly byId = new Map<string, DirectoryPlayer>();
  private sorted: DirectoryPlayer[] = [];

  get size(): number {
    return this.byId.size;
  }

  /** Replaces everything (the bulk read at build time). */
  reset(players: DirectoryPlayer[]): void {
    this.byId.clear();
    for (const p of players) this.byId.set(p.id, p);
    this.sorted = [...this.byId.values()].sort(byNickname);
  }

  upsert(player: DirectoryPlayer): void {
    const old = this.byId.get(player.id);
    if (old && old.lower === player.lower) {
      this.sorted[this.positionOf(old)] = player;
    } else {
      if (old) this.sorted.splice(this.positionOf(old), 1);
      this.sorted.splice(this.lowerBound(player.lower, player.id), 0, player);
    }
    this.byId.set(player.id, player);
  }

  remove(id: string): void {
    const old = this.byId.get(id);
    if (!old) return;
    this.sorted.splice(this.positionOf(old), 1);
    this.byId.delete(id);
  }

  /**
   * The ids of one page of the players whose lower(nick_name) starts with `prefix` (lower case), leaving out the
   * viewer, the people they blocked and those who blocked them: players.repository.ts listPlayers' rules.
   */
  page(prefix: string, viewer: DirectoryViewer, page: DirectoryPage): string[] {
    const blocked = viewer.blockedUserIds.length > 0 ? new Set(viewer.blockedUserIds) : null;
    const { country } = page;
    const visible = (p: DirectoryPlayer) =>
      p.id !== viewer.id &&
      (country === undefined || p.countryCode === country) &&
      (blocked === null || !blocked.has(p.id)) &&
      (p.blockedUserIds.length === 0 || !p.blockedUserIds.includes(viewer.id));
    const from = this.lowerBound(prefix, '');
    const to = this.rangeEnd(prefix, from);
    const end = page.offset + page.limit;
    if (page.sort === 'nickname') {
      // The range is in this order already: walk it until the page is full.
      const out: string[] = [];
      let skipped = 0;
      for (let i = from; i < to && out.length < page.limit; i++) {
        const p = this.sorted[i]!;
        if (!visible(p)) continue;
        if (skipped < page.offset) skipped++;
        else out.push(p.id);
      }
      return out;
    }
    const compare = orderOf[page.sort];
    const hits = this.visibleIn(from, to, visible);
    if (end > PARTIAL_SORT_MAX) {
      return [...hits]
        .sort(compare)
        .slice(page.offset, end)
        .map((p) => p.id);
    }
    return topK(hits, end, compare)
      .slice(page.offset)
      .map((p) => p.id);
  }

  /** The players of sorted[from, to) the viewer may see, in directory order. */
  private *visibleIn(from: number, to: number, visible: (p: DirectoryPlayer) => boolean): Generator<DirectoryPlayer> {
    for (let i = from; i < to; i++) if (visible(this.sorted[i]!)) yield this.sorted[i]!;
  }

  /** The first position from `from` whose lower(nick_name) does not start with `prefix` (the range is contiguous). */
  private rangeEnd(prefix: string, from: number): number {
    let lo = from;
    let hi = this.sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.sorted[mid]!.lower.startsWith(prefix)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** The first position whose (lower, id) is not below (lower, id). */
  private lowerBound(lower: string, id: string): number {
    let lo = 0;
    let hi = this.sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const p = this.sorted[mid]!;
      if (p.lower < lower || (p.lower === lower && p.id < id)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private positionOf(player: DirectoryPlayer): number {
    const at = this.lowerBound(player.lower, player.id);
    if (this.sorted[at]?.id !== player.id) throw new Error(`player directory out of order at ${player.id}`);
    return at;
  }
}
