import type { SwissRounds } from '@clutch/contract/competition';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { matches, tournaments } from '../../db/schema/index.ts';
import { roundExplanations } from '../../domain/competition/engine.ts';
import { totalRounds } from '../../domain/competition/swiss/rounds.ts';
import { perRoundOf } from '../../domain/competition/swiss/run.ts';
import { conflict } from '../../lib/app-error.ts';
import { assertTournamentVisible } from '../tournaments/tournaments.service.ts';
import { loadCompetitionState, registrationNames } from './competition.repository.ts';
import { engineSettingsOf } from './engine-settings.ts';

export function createSwissRoundsService(ctx: Pick<AppContext, 'db'>) {
  const { db } = ctx;
  return {
    /**
     * Every Swiss round paired so far with why each pair was made; the explanations are recomputed from the
     * results (pairing is deterministic), and each pair carries the id of the match it became.
     */
    async rounds(tournamentId: string, viewerId: string | null): Promise<SwissRounds> {
      await assertTournamentVisible(db, tournamentId, viewerId);
      const [t] = await db.select().from(tournaments).where(eq(tournaments.id, tournamentId)).limit(1);
      if (!t || t.format !== 'SWISS') throw conflict('This tournament is not played as a Swiss.', 'NOT_SWISS');
      const settings = engineSettingsOf(t);
      const state = await loadCompetitionState(db, tournamentId);
      const base = { topCut: settings.swissTopCut, tiebreakers: settings.swissTiebreakers };
      if (!state) return { ...base, totalRounds: settings.swissRounds > 0 ? settings.swissRounds : null, rounds: [] };

      const names = await registrationNames(db, tournamentId);
      const entrant = (id: string) => ({ teamRegistrationId: id, teamName: names.get(id)?.name ?? id });
      const rows = await db
        .select({ id: matches.id, engineId: matches.engineId })
        .from(matches)
        .where(and(eq(matches.tournamentId, tournamentId), eq(matches.stage, 'SWISS')));
      const matchIdOf = new Map(rows.map((r) => [r.engineId, r.id]));
      const perRound = perRoundOf(state.seeds.length);
      return {
        ...base,
        totalRounds: totalRounds(state.settings, state.seeds.length),
        rounds: roundExplanations(state).map((r) => ({
          round: r.round,
          scoreGroups: r.scoreGroups,
          bye: r.byeId === null ? null : entrant(r.byeId),
          byeReason: r.byeReason,
          rematchesAvoided: r.rematchesAvoided,
          rematchesForced: r.rematchesForced,
          floaters: r.floaters,
          inputDigest: r.inputDigest,
          pairs: r.pairs.map((p, index) => ({
            matchId: matchIdOf.get((r.round - 1) * perRound + index) ?? null,
            home: { ...entrant(p.homeId), points: p.homePoints },
            away: { ...entrant(p.awayId), points: p.awayPoints },
            rematch: p.rematch,
            floater: p.floater,
            idealOpponent: p.idealOpponentId === null ? null : entrant(p.idealOpponentId),
            idealSkippedBecause: p.idealSkippedBecause,
          })),
        })),
      };
    },
  };
}
