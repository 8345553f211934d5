/**
 * Who receives which prize once placements are fixed. Pure.
 *
 * Teams that share a place (both semifinal losers without a third-place match, losers of the same
 * losers-bracket round) span as many positions as there are of them: 3rd shared by two spans 3rd and 4th. The
 * prizes of the spanned positions are pooled and split equally (a remainder cent goes to the better seed,
 * listed first), so nobody is favoured by a tiebreak the bracket never played. A spanned position with no
 * prize row gets one when there is money to split.
 */
export interface PrizeRow {
  position: number;
  amountCents: number | null;
}

export interface PlacementEntry {
  entrantId: string;
  placement: number;
}

export interface PrizeAwardPlan {
  position: number;
  /** The amount this holder receives; null while the prize is TBD. */
  amountCents: number | null;
  holder: string | null;
  /** Part of a shared place (the amount may differ from the prize as configured). */
  shared: boolean;
  /** Not one of the configured rows: a share of a pooled prize. */
  added: boolean;
}

export function planPrizeAwards(prizes: PrizeRow[], placed: PlacementEntry[]): PrizeAwardPlan[] {
  const byPosition = new Map(prizes.map((p) => [p.position, p]));
  const groups = new Map<number, string[]>();
  for (const p of placed) groups.set(p.placement, [...(groups.get(p.placement) ?? []), p.entrantId]);

  const plans = new Map<number, PrizeAwardPlan>();
  for (const [place, holders] of groups) {
    const span = holders.map((_, i) => place + i);
    const rows = span.map((position) => byPosition.get(position));
    if (rows.every((r) => r === undefined)) continue;
    if (holders.length === 1) {
      const row = rows[0]!;
      plans.set(place, { position: place, amountCents: row.amountCents, holder: holders[0]!, shared: false, added: false });
      continue;
    }
    const tbd = rows.some((r) => r !== undefined && r.amountCents === null);
    const pool = rows.reduce((sum, r) => sum + (r?.amountCents ?? 0), 0);
    const share = Math.floor(pool / holders.length);
    let remainder = pool - share * holders.length;
    span.forEach((position, i) => {
      const row = rows[i];
      if (!row && !tbd && pool === 0) return;
      const extra = remainder > 0 ? 1 : 0;
      remainder -= extra;
      plans.set(position, { position, amountCents: tbd ? null : share + extra, holder: holders[i]!, shared: true, added: !row });
    });
  }
  for (const p of prizes) if (!plans.has(p.position)) plans.set(p.position, { position: p.position, amountCents: p.amountCents, holder: null, shared: false, added: false });
  return [...plans.values()].sort((a, b) => a.position - b.position);
}
