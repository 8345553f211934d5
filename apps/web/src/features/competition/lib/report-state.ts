import type { Match, MatchReport } from '@clutch/contract/competition';
import type { TournamentStatus } from '@clutch/contract/tournaments';
import type { Translate } from '@/lib/i18n/translate.ts';
import { unknownSide } from '@/lib/match-side.ts';

export type Slot = 1 | 2;

/** What a match shows about its result reports, and what the viewer may do about them. */
export type ReportState =
  /** The viewer captains a side of a match ready to be played: they may report its result. */
  | { kind: 'report'; mySlot: Slot }
  /** The other captain reported: the viewer confirms or disputes. */
  | { kind: 'answer'; mySlot: Slot; report: MatchReport }
  /** A report waits for the other side's captain (anyone may see that). */
  | { kind: 'waiting'; report: MatchReport; waitingFor: Slot }
  | { kind: 'disputed'; report: MatchReport }
  | { kind: 'none' };

const asSlot = (n: number | undefined): Slot | null => (n === 1 || n === 2 ? n : null);

/** The team playing `slot`, or 'TBD' while nobody holds it. */
export const sideName = (t: Translate, match: Pick<Match, 'results'>, slot: number) =>
  match.results.find((r) => r.slot === slot)?.teamName ?? t(unknownSide);

export const otherSlot = (slot: Slot): Slot => (slot === 1 ? 2 : 1);

/** Both sides known, not a bye and not over: a result can be reported. */
export const isReady = (match: Match) =>
  match.status !== 'FINISHED' &&
  !match.bye &&
  [1, 2].every((slot) => match.results.some((r) => r.slot === slot && r.teamRegistrationId !== null));

/**
 * The report state of `match` for a viewer who captains `captainTeamId` (null: not a captain of this tournament,
 * or signed out). Captains act only while the tournament is IN_PROGRESS.
 */
export function reportState(match: Match, captainTeamId: string | null, tournamentStatus: TournamentStatus | undefined): ReportState {
  // A lobby game's report goes to the organizer, who confirms it in the placements dialog.
  if (match.stage === 'LOBBY' || match.stage === 'FINAL') return { kind: 'none' };
  const report = match.pendingReport;
  if (report?.status === 'DISPUTED') return { kind: 'disputed', report };
  const mySlot = captainTeamId ? asSlot(match.results.find((r) => r.teamId === captainTeamId)?.slot) : null;
  const canAct = mySlot !== null && tournamentStatus === 'IN_PROGRESS' && isReady(match);
  if (report?.status === 'PENDING') {
    if (canAct && report.reportedBySlot !== mySlot) return { kind: 'answer', mySlot, report };
    return { kind: 'waiting', report, waitingFor: report.reportedBySlot === 1 ? 2 : 1 };
  }
  return canAct ? { kind: 'report', mySlot } : { kind: 'none' };
}

/** "Falcons 2 - 1 Wolves", or "Wolves forfeited": what a report says, in words. */
export function reportedResult(t: Translate, match: Pick<Match, 'results'>, report: Pick<MatchReport, 'homeScore' | 'awayScore' | 'forfeit'>): string {
  if (report.forfeit !== null) return t({ defaultMessage: '{team} forfeited' }, { team: sideName(t, match, report.forfeit) });
  return `${sideName(t, match, 1)} ${report.homeScore ?? 0} - ${report.awayScore ?? 0} ${sideName(t, match, 2)}`;
}
