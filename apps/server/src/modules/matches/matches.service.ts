import type { Match } from '@clutch/contract/competition';
import type { AppContext } from '../../app.ts';
import { assertTournamentVisible } from '../tournaments/tournaments.service.ts';
import { toMatchView } from './match-view.ts';
import { findMatches, findSlots } from './matches.repository.ts';

export function createMatchesService(ctx: Pick<AppContext, 'db'>) {
  const { db } = ctx;
  return {
    /** With `teamId`: only the matches that team plays in. DRAFT tournaments are their organizer's alone. */
    async ofTournament(tournamentId: string, viewerId: string | null, teamId?: string): Promise<Match[]> {
      await assertTournamentVisible(db, tournamentId, viewerId);
      const rows = await findMatches(db, tournamentId, teamId);
      const slots = await findSlots(
        db,
        rows.map((r) => r.id),
      );
      return rows.map((row) => toMatchView(row, slots));
    },
  };
}
