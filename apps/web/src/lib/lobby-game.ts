import type { Match } from '@clutch/contract/competition';
import type { Translate } from './i18n/translate.ts';

/** A free-for-all game: a LOBBY or FINAL match, whose sides are every entrant of the lobby. */
export const isLobbyGame = (m: Pick<Match, 'stage'>) => m.stage === 'LOBBY' || m.stage === 'FINAL';

/** The place a team finished a game in; null when it does not play it or the game has no result yet. */
export const placeOf = (m: Pick<Match, 'results'>, teamId: string) => m.results.find((r) => r.teamId === teamId)?.place ?? null;

/** "Lobby B · Game 2", "Final · Game 1". */
export function gameLabel({ stage, group, round }: Pick<Match, 'stage' | 'group' | 'round'>, t: Translate): string {
  if (stage === 'FINAL') return t({ defaultMessage: 'Final · Game {game}', description: 'One game of a battle-royale final lobby' }, { game: round });
  return t({ defaultMessage: 'Lobby {group} · Game {game}', description: 'A battle-royale lobby and one of its games' }, { group: group ?? '', game: round });
}
