import type { Match } from '@clutch/contract/competition';
import type { Tournament } from '@clutch/contract/tournaments';
import type { EmbedView, OverlayShow } from '@/config/paths.ts';
import type { Translate } from '@/lib/i18n/translate.ts';
import { isLobbyGame } from '@/lib/lobby-game.ts';
import { isLive, knockoutRoundLabels } from './bracket.ts';

/**
 * What a framed page can show for a format: a knockout has only its bracket, a league only its table, a Swiss its
 * standings and its rounds with the top cut (`bracket`), a free-for-all its leaderboard and its lobbies; any other
 * format (league and knockout, and formats this client does not know yet) has a table from the ranking endpoint
 * and, when it ends in a knockout, a bracket. The first is the default.
 */
export function embedViews(format: Tournament['tournamentFormat'] | string): EmbedView[] {
  if (format === 'KNOCKOUT') return ['bracket'];
  if (format === 'LEAGUE_TABLE') return ['standings'];
  if (format === 'FREE_FOR_ALL') return ['standings', 'lobbies'];
  return ['standings', 'bracket'];
}

/**
 * The view `asked` for (`?view=`) when the format has it, else the format's default. A free-for-all reads `bracket`
 * as its lobbies, so `?show=bracket` of an overlay (and an older link) still shows the games.
 */
export function chooseEmbedView(format: string, asked: string | null): EmbedView {
  const views = embedViews(format);
  const wanted = format === 'FREE_FOR_ALL' && asked === 'bracket' ? 'lobbies' : asked;
  return views.find((v) => v === wanted) ?? views[0]!;
}

const overlayShows: readonly OverlayShow[] = ['match', 'bracket', 'standings'];

/** `?show=` of an overlay; the current match unless it names another. */
export const chooseOverlayShow = (asked: string | null): OverlayShow => overlayShows.find((s) => s === asked) ?? 'match';

const bothSidesKnown = (m: Match) => [1, 2].every((slot) => m.results.some((r) => r.slot === slot && r.teamRegistrationId !== null));
const startOf = (m: Match) => (m.starteDate ? Date.parse(m.starteDate) : Infinity);
const inStructureOrder = (a: Match, b: Match) => startOf(a) - startOf(b) || a.round - b.round || a.number - b.number;

/**
 * The match a stream is about: one being played (IN_PROGRESS, or a scheduled one past its start while the tournament
 * runs, as the bracket marks it), the earliest first; else the next one to play, both sides known, soonest first.
 * `now` is null when the tournament is not running: nothing is live then, though a next match may still be named.
 */
export function currentMatch(matches: readonly Match[], now: Date | null): Match | null {
  const live = matches.filter((m) => isLive(m, now)).sort(inStructureOrder);
  if (live[0]) return live[0];
  const next = matches.filter((m) => m.status === 'SCHEDULED' && !m.bye && bothSidesKnown(m)).sort(inStructureOrder);
  return next[0] ?? null;
}

/** Where a match sits, in the words of the Matches tab: 'Semifinals', 'Group A · Round 2', 'Round 3'. */
export function matchPlace(match: Match, matches: readonly Match[], t: Translate): string {
  if (match.stage === 'KNOCKOUT') return knockoutRoundLabels(matches, t).get(match.id) ?? '';
  if (match.stage === 'GROUP') return t({ defaultMessage: 'Group {group} · Round {round}' }, { group: match.group ?? '', round: match.round });
  return t({ defaultMessage: 'Round {round}', description: 'A round of a league' }, { round: match.round });
}

const entrantsKnown = (m: Match) => m.results.length > 0 && m.results.every((r) => r.teamRegistrationId !== null);

/**
 * A free-for-all game being played, by the overlay's rule for a match: IN_PROGRESS, or scheduled and past its start
 * while the tournament runs (`now` not null) with its entrants known.
 */
export function isLobbyGameLive(m: Match, now: Date | null): boolean {
  if (m.status === 'IN_PROGRESS') return true;
  if (!now || m.status !== 'SCHEDULED' || !m.starteDate || Date.parse(m.starteDate) > now.getTime()) return false;
  return entrantsKnown(m);
}

/** The lobby game a stream is about: one being played, the earliest first; else the next one with its entrants known. */
export function currentLobbyGame(matches: readonly Match[], now: Date | null): Match | null {
  const games = matches.filter(isLobbyGame);
  const live = games.filter((m) => isLobbyGameLive(m, now)).sort(inStructureOrder);
  if (live[0]) return live[0];
  const next = games.filter((m) => m.status === 'SCHEDULED' && entrantsKnown(m)).sort(inStructureOrder);
  return next[0] ?? null;
}
