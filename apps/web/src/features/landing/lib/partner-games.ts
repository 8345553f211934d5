import type { Popularity } from '@clutch/contract/games';
import type { LandingGame } from '../api/get-landing-games.ts';

export const PARTNER_GAMES_COUNT = 12;

/**
 * The contract's popularity levels, most popular first. Spelt out here so the landing does not load the contract's
 * schemas (and zod) for one list; partner-games.test.ts checks it against the contract.
 */
export const POPULARITY_ORDER: readonly Popularity[] = ['Very High', 'High', 'Medium', 'Growing'];

/** The strip's games: the most popular first, then those with the most tournaments, then by name. */
export function partnerGames<G extends LandingGame>(games: readonly G[], count = PARTNER_GAMES_COUNT): G[] {
  const rank = (g: LandingGame) => POPULARITY_ORDER.indexOf(g.popularity);
  return [...games]
    .sort((a, b) => rank(a) - rank(b) || b.tournamentsCount - a.tournamentsCount || a.name.localeCompare(b.name))
    .slice(0, count);
}

/** "40+": the catalogue size rounded down to ten, as a claim that stays true while the catalogue grows. */
export function gamesClaim(total: number): string {
  return total >= 10 ? `${Math.floor(total / 10) * 10}+` : String(total);
}
