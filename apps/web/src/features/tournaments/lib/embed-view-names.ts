import type { Tournament } from '@clutch/contract/tournaments';
import type { EmbedView } from '@/config/paths.ts';
import { defineMessage, type MessageDescriptor } from '@/lib/i18n/message.ts';

const standings = defineMessage({ defaultMessage: 'Standings', description: 'The league table of an embedded tournament' });
const leaderboard = defineMessage({ defaultMessage: 'Leaderboard', description: 'The battle-royale leaderboard of an embedded tournament' });
const bracket = defineMessage({ defaultMessage: 'Bracket', description: 'The knockout bracket of an embedded tournament' });
const rounds = defineMessage({ defaultMessage: 'Rounds', description: 'The Swiss rounds and top-cut bracket of an embedded tournament' });
const lobbies = defineMessage({ defaultMessage: 'Lobbies', description: 'The battle-royale lobbies and games of an embedded tournament' });

/** What a view is called for a format: a Swiss's `bracket` is its rounds, a free-for-all's table its leaderboard. */
export function embedViewName(format: Tournament['tournamentFormat'] | string, view: EmbedView): MessageDescriptor {
  if (view === 'lobbies') return lobbies;
  if (view === 'standings') return format === 'FREE_FOR_ALL' ? leaderboard : standings;
  return format === 'SWISS' ? rounds : bracket;
}
