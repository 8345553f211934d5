import type { Match } from '@clutch/contract/competition';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { settleDueReports } from './report-acceptance.ts';
import { assertTournamentVisible } from '../tournaments/tournaments.service.ts';
import { matchViewsOf } from './match-views.ts';
import { findMatches } from './matches.repository.ts';

/** The matches a team plays in a tournament, as wire matches beside their rows (a ticket reads room and region). */
export async function teamMatchesOf(db: Executor, tournamentId: string, teamId: string) {
  const rows = await findMatches(db, tournamentId, teamId);
  const views = await matchViewsOf(db, rows);
  return rows.map((row, index) => ({ row, view: views[index]! }));
}

/** When the first open report among `views` is due to be accepted (a cached read of them stops being true). */
export function firstAutoAccept(views: Match[]): Date | null {
  let first: string | null = null;
  for (const view of views) {
    const at = view.pendingReport?.autoAcceptAt;
    if (at && (first === null || at < first)) first = at;
  }
  return first === null ? null : new Date(first);
}

export function createMatchesService(ctx: Pick<AppContext, 'db' | 'now' | 'realtime' | 'jobs' | 'readCache'>) {
  const { db } = ctx;
  return {
    /** With `teamId`: only the matches that team plays in. DRAFT tournaments are their organizer's alone. */
    async ofTournament(tournamentId: string, viewerId: string | null, teamId?: string): Promise<Match[]> {
      await assertTournamentVisible(db, tournamentId, viewerId);
      // Reports nobody answered in time are accepted before anyone reads the results (ADR 005).
      await settleDueReports(ctx, tournamentId);
      return matchViewsOf(db, await findMatches(db, tournamentId, teamId));
    },
  };
}
