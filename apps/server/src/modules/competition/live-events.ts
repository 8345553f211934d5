import type { Match } from '@clutch/contract/competition';
import { tournamentRoom } from '@clutch/contract/realtime';
import type { TournamentStatus } from '@clutch/contract/tournaments';
import type { AppContext } from '../../context.ts';
import { matchViewsByIds } from './match-views.ts';

type LiveCtx = Pick<AppContext, 'db' | 'realtime'>;

/**
 * After a commit: `match:updated` with the fresh view of every changed match, then `standings:updated` when
 * results moved. Reads the views outside the transaction that changed them, so watchers never see rolled-back data.
 * Returns the views it announced, so the caller answers with the same ones instead of reading them again.
 */
export async function announceMatches(ctx: LiveCtx, tournamentId: string, matchIds: string[], standingsChanged: boolean): Promise<Match[]> {
  const room = tournamentRoom(tournamentId);
  const views = matchIds.length > 0 ? await matchViewsByIds(ctx.db, [...new Set(matchIds)]) : [];
  for (const match of views) ctx.realtime.emitToRoom(room, 'match:updated', { tournamentId, match });
  if (standingsChanged) ctx.realtime.emitToRoom(room, 'standings:updated', { tournamentId });
  return views;
}

export function announceMatchViews(ctx: Pick<AppContext, 'realtime'>, tournamentId: string, views: Match[]) {
  const room = tournamentRoom(tournamentId);
  for (const match of views) ctx.realtime.emitToRoom(room, 'match:updated', { tournamentId, match });
}

/** Live watchers refetch the tournament; the search index (ADR 020) re-reads it before this resolves. */
export async function announceStatus(ctx: Pick<AppContext, 'realtime' | 'search'>, tournamentId: string, status: TournamentStatus) {
  ctx.realtime.emitToRoom(tournamentRoom(tournamentId), 'tournament:updated', { tournamentId, status });
  await ctx.search.changed({ tournaments: [tournamentId] });
}
