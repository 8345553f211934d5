import type { LiveEvent } from '@clutch/contract/notifications';
import type { AppContext } from '../../context.ts';
import { findLiveMatches, findSides } from './live-events.repository.ts';

/** "Starting soon" reaches this far ahead (issue #14 item 8). */
export const STARTING_SOON_MS = 60 * 60_000;

/**
 * The Live Events tab (issue #14 item 8): the matches live now or starting within the hour in the running
 * tournaments the user follows or plays in, with their sides, scores and the tournament's stream. The web keeps it
 * live from the tournaments' rooms (`match:updated`) and by reading it again.
 */
export function createLiveEventsService(ctx: Pick<AppContext, 'db' | 'now'>) {
  return {
    async of(userId: string): Promise<LiveEvent[]> {
      const now = ctx.now();
      const rows = await findLiveMatches(ctx.db, userId, now, new Date(now.getTime() + STARTING_SOON_MS));
      const sides = await findSides(ctx.db, rows.map((r) => r.matchId));
      return rows.map((row) => ({
        matchId: row.matchId,
        tournamentId: row.tournamentId,
        tournamentName: row.tournamentName,
        state: row.live ? 'LIVE' : 'STARTING_SOON',
        startsAt: row.scheduledAt?.toISOString() ?? null,
        sides: sides.filter((s) => s.matchId === row.matchId).map((s) => ({ name: s.name ?? '', score: s.score })),
        streamUrl: row.streamUrl,
        mine: row.mine,
      }));
    },
  };
}
