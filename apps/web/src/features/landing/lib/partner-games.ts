import { popularities, type Game } from '@clutch/contract/games';

export const PARTNER_GAMES_COUNT = 12;

/** The strip's games: the most popular first, then those with the most tournaments, then by name. */
export function partnerGames(games: readonly Game[], count = PARTNER_GAMES_COUNT): Game[] {
  const rank = (g: Game) => popularities.indexOf(g.popularity);
  return [...games]
    .sort((a, b) => rank(a) - rank(b) || b.tournamentsCount - a.tournamentsCount || a.name.localeCompare(b.name))
    .slice(0, count);
}

/** "40+": the catalogue size rounded down to ten, as a claim that stays true while the catalogue grows. */
export function gamesClaim(total: number): string {
  return total >= 10 ? `${Math.floor(total / 10) * 10}+` : String(total);
}
