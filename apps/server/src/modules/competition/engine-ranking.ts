import type { RankingRow } from '@clutch/contract/tournaments';
import type { Executor } from '../../db/client.ts';
import { standings } from '../../domain/competition/engine.ts';
import type { FfaStandingsRow } from '../../domain/competition/ffa/engine.ts';
import { loadCompetitionState, registrationNames } from './competition.repository.ts';

/**
 * The league or group tables of an engine-built tournament (every column from the engine's results, the
 * tournament's own points), with team names and photos; null when the tournament was not built by the engine.
 * A knockout has no table: an empty list. A free-for-all's is its leaderboard.
 */
export async function engineStandings(db: Executor, tournamentId: string): Promise<RankingRow[] | null> {
  const state = await loadCompetitionState(db, tournamentId);
  if (!state) return null;
  const rows = standings(state);
  if (rows.length === 0) return [];
  const names = await registrationNames(db, tournamentId);
  // The engine orders rows by its own tiebreakers with ids for names; the order stands, only labels change.
  return rows.map((row) => {
    const team = names.get(row.teamRegistrationId);
    // A free-for-all's rows carry the leaderboard figures (ffa/engine.ts FfaStandingsRow).
    const ffa = 'ffa' in row ? (row as FfaStandingsRow).ffa : null;
    return { ...row, teamName: team?.name ?? row.teamName, photoUrl: team?.photoUrl ?? null, ffa };
  });
}
