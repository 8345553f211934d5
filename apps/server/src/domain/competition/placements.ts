/**
 * Final placements from a complete competition. Shared places use standard competition ranking (1, 2, 3, 3, 5).
 *
 * Entrants sharing a place are listed by seed.
 *
 * - Knockout: the final's winner 1 and loser 2; with a third-place match its winner 3 and loser 4, otherwise
 *   both semifinal losers 3; everyone else by the round they went out in, later rounds first. In double
 *   elimination the grand final decides 1 and 2 and the rest go by the losers-bracket round they went out in.
 * - League: table order.
 * - league_and_knockout: the knockout places first, then the teams left in the groups by group position, then
 *   points (equal on both share a place).
 */
import type { StandingsRow } from '../standings.ts';
import type { EngineMatch, EngineSettings } from './types.ts';

export interface Placement {
  entrantId: string;
  placement: number;
}

/**
 * Tiers best first; each tier's entrants share the place after everyone in earlier tiers, listed by seed
 * (`seedOf`) when given.
 */
function rankTiers(tiers: string[][], seedOf?: (id: string) => number): Placement[] {
  const out: Placement[] = [];
  for (const tier of tiers) {
    const placement = out.length + 1;
    const listed = seedOf ? [...tier].sort((a, b) => seedOf(a) - seedOf(b)) : tier;
    for (const entrantId of listed) out.push({ entrantId, placement });
  }
  return out;
}

const seedOrder = (seeds: string[]) => {
  const index = new Map(seeds.map((id, i) => [id, i]));
  return (id: string) => index.get(id) ?? seeds.length;
};

const winnerOf = (m: EngineMatch) => m.sides.find((s) => s.result === 'WIN')?.entrantId ?? null;
const loserOf = (m: EngineMatch) => (m.bye ? null : (m.sides.find((s) => s.result !== 'WIN')?.entrantId ?? null));
const present = (ids: (string | null)[]) => ids.filter((id): id is string => id !== null);

/** Matches ordered so that the decisive one (highest round) comes last. */
const byRound = (matches: EngineMatch[]) => [...matches].sort((a, b) => a.round - b.round || a.number - b.number);

function eliminatedByRound(matches: EngineMatch[], exclude: Set<string>): string[][] {
  const byRoundDesc = new Map<number, string[]>();
  for (const m of matches) {
    const loser = loserOf(m);
    if (loser === null || exclude.has(loser)) continue;
    byRoundDesc.set(m.round, [...(byRoundDesc.get(m.round) ?? []), loser]);
  }
  return [...byRoundDesc.entries()].sort((a, b) => b[0] - a[0]).map(([, ids]) => ids);
}

export function knockoutPlacements(matches: EngineMatch[], seeds: string[]): Placement[] {
  const seedOf = seedOrder(seeds);
  const knockout = matches.filter((m) => m.stage === 'KNOCKOUT');
  const winners = byRound(knockout.filter((m) => m.bracket === 'WINNERS'));
  const losers = knockout.filter((m) => m.bracket === 'LOSERS');
  const grandFinals = byRound(knockout.filter((m) => m.bracket === 'GRAND_FINAL'));
  const thirdPlace = knockout.find((m) => m.bracket === 'THIRD_PLACE');

  if (grandFinals.length > 0) {
    const decisive = grandFinals.at(-1)!;
    const top = present([winnerOf(decisive), loserOf(decisive)]);
    return rankTiers([...top.map((id) => [id]), ...eliminatedByRound(losers, new Set(top))], seedOf);
  }

  const final = winners.at(-1)!;
  const tiers: string[][] = present([winnerOf(final), loserOf(final)]).map((id) => [id]);
  const placed = new Set(tiers.flat());
  if (thirdPlace) {
    for (const id of present([winnerOf(thirdPlace), loserOf(thirdPlace)])) {
      tiers.push([id]);
      placed.add(id);
    }
  }
  return rankTiers([...tiers, ...eliminatedByRound(winners.filter((m) => m !== final), placed)], seedOf);
}

export function tablePlacements(rows: StandingsRow[]): Placement[] {
  return rows.map((r) => ({ entrantId: r.teamRegistrationId, placement: r.position }));
}

export function leagueAndKnockoutPlacements(matches: EngineMatch[], rows: StandingsRow[], seeds: string[]): Placement[] {
  const knockout = knockoutPlacements(matches, seeds);
  const placed = new Set(knockout.map((p) => p.entrantId));
  const rest = rows
    .filter((r) => !placed.has(r.teamRegistrationId))
    .sort((a, b) => a.position - b.position || b.totalPoints - a.totalPoints);
  const tiers: string[][] = [];
  rest.forEach((r, i) => {
    const previous = rest[i - 1];
    if (previous && previous.position === r.position && previous.totalPoints === r.totalPoints) tiers.at(-1)!.push(r.teamRegistrationId);
    else tiers.push([r.teamRegistrationId]);
  });
  const offset = knockout.length;
  return [...knockout, ...rankTiers(tiers, seedOrder(seeds)).map((p) => ({ ...p, placement: p.placement + offset }))];
}

export function competitionPlacements(settings: EngineSettings, seeds: string[], matches: EngineMatch[], rows: StandingsRow[]): Placement[] {
  if (settings.format === 'KNOCKOUT') return knockoutPlacements(matches, seeds);
  if (settings.format === 'LEAGUE_TABLE') return tablePlacements(rows);
  return leagueAndKnockoutPlacements(matches, rows, seeds);
}
