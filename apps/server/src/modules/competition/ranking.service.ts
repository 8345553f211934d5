import type { RankingRow } from '@clutch/contract/tournaments';
import type { AppContext } from '../../context.ts';
import { computeStandings, type StandingsEntrant, type StandingsMatch } from '../../domain/standings.ts';
import { assertTournamentVisible } from '../tournaments/tournaments.service.ts';
import { engineStandings } from './engine-ranking.ts';
import { leagueSlotsOf } from './ranking.repository.ts';

export function createRankingService(ctx: Pick<AppContext, 'db'>) {
  const { db } = ctx;
  return {
    /**
     * League and group tables: from the engine for a tournament it built (its points rule), otherwise from the
     * FINISHED matches; teams that have not played yet show zeros.
     */
    async ranking(tournamentId: string, viewerId: string | null): Promise<RankingRow[]> {
      await assertTournamentVisible(db, tournamentId, viewerId);
      const fromEngine = await engineStandings(db, tournamentId);
      if (fromEngine) return fromEngine;
      const slots = await leagueSlotsOf(db, tournamentId);
      const entrants = new Map<string, StandingsEntrant>();
      const byMatch = new Map<string, typeof slots>();
      for (const s of slots) {
        if (!entrants.has(s.registrationId)) {
          entrants.set(s.registrationId, { id: s.registrationId, name: s.teamName, photoUrl: s.photoUrl, group: s.group });
        }
        byMatch.set(s.matchId, [...(byMatch.get(s.matchId) ?? []), s]);
      }
      const finished: StandingsMatch[] = [];
      for (const sides of byMatch.values()) {
        const [home, away] = sides;
        if (sides.length !== 2 || home!.status !== 'FINISHED' || home!.score === null || away!.score === null) continue;
        finished.push({ group: home!.group, homeId: home!.registrationId, awayId: away!.registrationId, homeScore: home!.score, awayScore: away!.score });
      }
      return computeStandings([...entrants.values()], finished);
    },
  };
}
