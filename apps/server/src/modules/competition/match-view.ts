import { TBD_TEAM_NAME, type Match, type MatchReport } from '@clutch/contract/competition';
import type { MatchRow, ReportRow, SlotRow } from './matches.repository.ts';

/** A report row with its reporter as the wire `MatchReport`. */
export function toReportView({ report, reporter }: ReportRow): MatchReport {
  return {
    id: report.id,
    matchId: report.matchId,
    status: report.status as MatchReport['status'],
    homeScore: report.homeScore,
    awayScore: report.awayScore,
    forfeit: report.forfeit === 1 || report.forfeit === 2 ? report.forfeit : null,
    reportedBySlot: report.reportedBySlot,
    reportedBy: reporter,
    disputeReason: report.disputeReason,
    createdAt: report.createdAt.toISOString(),
    autoAcceptAt: report.autoAcceptAt?.toISOString() ?? null,
    placements: report.placements ?? null,
  };
}

/**
 * A match row and its slots as the wire `Match` (spec §3: `starteDate` as spelt, results per side), with the
 * newest open report among `reports` (a PENDING one waits for the other captain, a DISPUTED one for the organizer).
 */
export function toMatchView(row: MatchRow, slots: SlotRow[], reports: ReportRow[] = []): Match {
  const open = reports.find((r) => r.report.matchId === row.id);
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
    region: row.region,
    bracket: row.bracket as Match['bracket'],
    bye: row.bye,
    pendingReport: open ? toReportView(open) : null,
    checkInOpensAt: row.checkInOpensAt?.toISOString() ?? null,
    checkInClosesAt: row.checkInClosesAt?.toISOString() ?? null,
    checkInMissed: row.checkInMissedAt !== null,
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
        checkedInAt: s.checkedInAt?.toISOString() ?? null,
        place: s.place,
        kills: s.kills,
      })),
  };
}
