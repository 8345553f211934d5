import { TBD_TEAM_NAME, type Match } from '@clutch/contract/competition';
import type { findMatches, findSlots } from './matches.repository.ts';

type MatchRow = Awaited<ReturnType<typeof findMatches>>[number];
type SlotRow = Awaited<ReturnType<typeof findSlots>>[number];

/** A match row and its slots as the wire `Match` (spec §3: `starteDate` as spelt, results per side). */
export function toMatchView(row: MatchRow, slots: SlotRow[]): Match {
  return {
    id: row.id,
    tournamentId: row.tournamentId,
    details: row.details,
    status: row.status as Match['status'],
    starteDate: row.scheduledAt?.toISOString() ?? null,
    stage: row.stage as Match['stage'],
    round: row.round,
    number: row.number,
    group: row.groupLabel,
    bestOf: row.bestOf,
    bracket: row.bracket as Match['bracket'],
    bye: row.bye,
    pendingReport: null,
    results: slots
      .filter((s) => s.matchId === row.id)
      .sort((a, b) => a.slot - b.slot)
      .map((s) => ({
        id: s.id,
        slot: s.slot,
        teamName: s.teamName ?? TBD_TEAM_NAME,
        photoUrl: s.photoUrl,
        teamRegistrationId: s.teamRegistrationId,
        teamId: s.teamId,
        score: s.score,
        result: s.result as Match['results'][number]['result'],
        forfeit: s.forfeit,
      })),
  };
}
