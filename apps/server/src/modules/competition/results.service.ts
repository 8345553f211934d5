import type { AuditEntry, Match, MatchReport, ResultPreview } from '@clutch/contract/competition';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { runInTransaction } from '../../db/transaction.ts';
import { applyResult, previewCorrection } from '../../domain/competition/engine.ts';
import type { EngineResult, EngineState } from '../../domain/competition/types.ts';
import { conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { toReportView } from './match-view.ts';
import { matchViewsByIds } from './match-views.ts';
import type { MatchRow } from './matches.repository.ts';
import { findTournamentAccess, notOrganizer, requireOrganizer } from '../tournaments/tournaments.service.ts';
import type { ReadsOf } from '../tournaments/tournament-lock.service.ts';
import { findAudit, insertAudit } from './audit.repository.ts';
import { loadCompetitionState, findMatchRow, findMatchWithSides, findMatchWithSidesAndReports, type MatchSide } from './competition.repository.ts';
import { tournamentOfMatch } from './match-tournaments.ts';
import { engine } from './engine-errors.ts';
import { engineResultOf, sameResult, snapshotOf, type PlacementEntry, type ResultSnapshot } from './engine-settings.ts';
import { announceMatches } from './live-events.ts';
import { matchesByEngineIds } from './projection.repository.ts';
import { matchLabel } from './projection.ts';
import type { NotifyCtx } from '../notifications/notifications.service.ts';
import type { ReminderCtx } from './match-reminders.service.ts';
import { acceptDueReports } from './report-acceptance.ts';
import { notifyLobbyGameReported, notifyResultDisputed, notifyResultReported } from './result-notices.ts';
import { findOpenReport, findReportRecord, findReportWithReporter, insertReport, updateReport, type ReportRecord } from './reports.repository.ts';
import { assertInProgress, currentResult, lockCompetition, playableEngineId, recordResult, type LockedCompetition } from './result-change.ts';

export const matchNotFound = () => notFound('Match not found.', 'MATCH_NOT_FOUND');
const reportNotFound = () => notFound('Report not found.', 'REPORT_NOT_FOUND');

type Ctx = Pick<AppContext, 'db' | 'now' | 'realtime' | 'jobs' | 'readCache'>;

export interface ResultBody {
  homeScore?: number;
  awayScore?: number;
  forfeit?: 1 | 2;
  /** A free-for-all lobby game's finish. */
  placements?: PlacementEntry[];
  correction?: boolean;
}

const isLobbyGame = (match: MatchRow) => match.stage === 'LOBBY' || match.stage === 'FINAL';

const MINUTE = 60_000;

const describe = (r: ResultSnapshot) =>
  r.placements
    ? `placements for ${r.placements.length} entrants`
    : r.forfeit !== null
      ? `a forfeit by the ${r.forfeit === 1 ? 'home' : 'away'} side`
      : `${r.homeScore}–${r.awayScore}`;

/** A stored report's result in the audit's and comparisons' shape. */
const reportedSnapshot = (r: ReportRecord): ResultSnapshot =>
  r.placements ? { homeScore: null, awayScore: null, forfeit: null, placements: r.placements } : { homeScore: r.homeScore, awayScore: r.awayScore, forfeit: r.forfeit };

const STATUS_WORDS: Record<string, string> = {
  CONFIRMED: 'confirmed',
  DISPUTED: 'disputed',
  AUTO_ACCEPTED: 'accepted (nobody answered in time)',
  RESOLVED: 'decided by the organizer',
  SUPERSEDED: 'replaced by a newer report',
};

interface LockedMatch {
  comp: LockedCompetition;
  /** The match as it stands under its tournament's lock. */
  match: MatchRow;
  /** Its sides (sidesOf's rows), read with it. */
  sides: MatchSide[];
  /** The tournament's reports due at `now` and the match's open report (findDueAndOpenReports), read with it. */
  due: ReportRecord[];
  open: ReportRecord | null;
  /** The moment of the change: taken once the lock is held. */
  now: Date;
}

/**
 * The lock order (docs/ARCHITECTURE.md "Transactions, lock order and faults"): the match's tournament row first,
 * with its engine state (lockCompetition, through withLockedTournament), then the match row with its sides and the
 * reports a change looks at first, read once under that lock in one statement (a correction may have removed the
 * match meanwhile) and handed to `step`.
 */
export async function withLockedMatch<T>(tx: Executor, ctx: ReadsOf & { now: () => Date }, matchId: string, step: (locked: LockedMatch) => Promise<T>): Promise<T> {
  const tournamentId = await tournamentOfMatch(tx, matchId);
  if (!tournamentId) throw matchNotFound();
  const comp = await lockCompetition(tx, tournamentId, ctx);
  const now = ctx.now();
  const found = await findMatchWithSidesAndReports(tx, tournamentId, matchId, now);
  if (!found) throw matchNotFound();
  return step({ comp, ...found, now });
}

/**
 * Accepts the tournament's due reports before the change (ADR 005). They may move this match, so it is read
 * again only when they changed something; otherwise the locked row is still the current one. Returns the ids of
 * the matches they changed, with the match, its sides and its open report as they now stand (the report read with
 * the match and the due ones in one statement, and again only when some were due).
 */
async function acceptDueFirst(
  ctx: NotifyCtx & ReminderCtx,
  tx: Executor,
  { comp, match, sides, due, open, now }: LockedMatch,
): Promise<{ accepted: string[]; match: MatchRow; sides: MatchSide[]; open: ReportRecord | null }> {
  const accepted = due.length > 0 ? await acceptDueReports(ctx, tx, comp, now, due) : [];
  const current = accepted.length === 0 ? { match, sides } : await findMatchWithSides(tx, match.id);
  if (!current) throw matchNotFound();
  return { accepted, ...current, open: due.length === 0 ? open : await findOpenReport(tx, match.id) };
}

/** Validates a result against the engine without keeping the outcome (a report is checked before it is stored). */
async function assertAcceptable(state: EngineState, engineId: number, result: EngineResult) {
  await engine(() => applyResult(state, engineId, result));
}

function assertReportable(match: MatchRow, sides: MatchSide[]) {
  if (match.status === 'FINISHED') throw conflict('This match already has a result.', 'RESULT_EXISTS');
  if (sides.length < 2 || sides.some((s) => s.teamRegistrationId === null)) throw conflict('This match is waiting for its teams.', 'MATCH_NOT_READY');
}

/** The other side's captain answers a report; the reporter and everybody else are refused. */
function assertOtherCaptain(sides: MatchSide[], report: ReportRecord, actorId: string) {
  const mine = sides.find((s) => s.captainId === actorId);
  if (!mine || mine.slot === report.reportedBySlot) throw forbidden("Only the other team's captain can answer this report.", 'NOT_OTHER_CAPTAIN');
}

function assertPendingReport(report: ReportRecord) {
  if (report.status !== 'PENDING') throw conflict(`This report was already ${STATUS_WORDS[report.status] ?? report.status.toLowerCase()}.`, 'REPORT_NOT_PENDING');
}

export function createResultsService(ctx: Ctx) {
  const { db } = ctx;

  async function matchView(id: string): Promise<Match> {
    const [view] = await matchViewsByIds(db, [id]);
    if (!view) throw matchNotFound();
    return view;
  }

  async function reportView(id: string): Promise<MatchReport> {
    const row = await findReportWithReporter(db, id);
    if (!row) throw reportNotFound();
    return toReportView(row);
  }

  /** Runs a change under the report's tournament lock, then announces what moved. */
  async function answerReport(
    actorId: string,
    reportId: string,
    resultsMove: boolean,
    answer: (tx: Executor, c: { comp: LockedCompetition; match: MatchRow; sides: MatchSide[]; report: ReportRecord; now: Date }) => Promise<string[]>,
  ) {
    const { tournamentId, changed, standings } = await runInTransaction(db, async (tx) => {
      const found = await findReportRecord(tx, reportId);
      if (!found) throw reportNotFound();
      if (found.placements) throw forbidden("Only the organizer confirms a lobby game's report, by entering its placements.", 'NOT_OTHER_CAPTAIN');
      return withLockedMatch(tx, ctx, found.matchId, async (locked) => {
        const { comp } = locked;
        assertOtherCaptain(locked.sides, found, actorId);
        assertInProgress(comp.tournament, 'Reports can be answered');
        const { now } = locked;
        const { accepted, match, sides } = await acceptDueFirst(ctx, tx, locked);
        // Read again under the lock: it was found before it, and a due report's acceptance may have voided it.
        const report = (await findReportRecord(tx, reportId))!;
        assertPendingReport(report);
        const answered = await answer(tx, { comp, match, sides, report, now });
        return { tournamentId: comp.tournament.id, changed: [...accepted, match.id, ...answered], standings: resultsMove || accepted.length > 0 };
      });
    });
    await announceMatches(ctx, tournamentId, changed, standings);
    return reportView(reportId);
  }

  /**
   * A captain of any entrant reports a lobby game's placements. The organizer alone confirms it (by entering them,
   * see enterResult): the other captains cannot answer a many-sided result, and it is never auto-accepted. A newer
   * captain's report replaces the open one.
   */
  async function reportLobbyGame(tx: Executor, locked: LockedMatch, mine: MatchSide, actorId: string, body: ResultBody) {
    const { comp } = locked;
    assertInProgress(comp.tournament, 'Results can be reported');
    const { now } = locked;
    const { accepted: changed, match, open } = await acceptDueFirst(ctx, tx, locked);
    const { state, engineId } = playableEngineId(comp.state, match);
    if (match.status === 'FINISHED') throw conflict('This match already has a result.', 'RESULT_EXISTS');
    const result = engineResultOf(body);
    await assertAcceptable(state, engineId, result);
    const reported = snapshotOf(result);
    if (open) await updateReport(tx, open.id, { status: 'SUPERSEDED', answeredAt: now });
    const inserted = await insertReport(tx, {
      matchId: match.id,
      reportedBy: actorId,
      reportedBySlot: mine.slot,
      homeScore: null,
      awayScore: null,
      forfeit: null,
      placements: reported.placements,
      status: 'PENDING',
      autoAcceptAt: null,
      createdAt: now,
    });
    const tournamentId = comp.tournament.id;
    await insertAudit(tx, { tournamentId, matchId: match.id, actorId, action: 'REPORTED', before: null, after: reported, note: open ? 'Replaces an earlier report of this game.' : null, createdAt: now });
    await notifyLobbyGameReported(ctx, tx, comp.tournament, match, inserted);
    changed.push(match.id);
    return { tournamentId, changed, reportId: inserted.id, created: true, standings: changed.length > 1 };
  }

  return {
    /** The organizer enters a result; on a finished match only as a correction. An open report is decided by it. */
    async enterResult(actorId: string, matchId: string, body: ResultBody): Promise<Match> {
      const { tournamentId, changed } = await runInTransaction(db, (tx) =>
        withLockedMatch(tx, ctx, matchId, async (locked) => {
          const { comp } = locked;
          if (comp.tournament.organizerId !== actorId) throw notOrganizer();
          assertInProgress(comp.tournament, 'Results can be entered');
          const { now } = locked;
          const { accepted: changed, match, sides, open } = await acceptDueFirst(ctx, tx, locked);
          playableEngineId(comp.state, match);
          const correction = match.status === 'FINISHED';
          if (correction && !body.correction) {
            throw conflict('This match already has a result: send the new one as a correction.', 'RESULT_EXISTS');
          }
          const result = engineResultOf(body);
                // The organizer entering a lobby report's very placements confirms it; anything else decides over it.
          const confirmsLobbyReport = open?.placements ? sameResult(reportedSnapshot(open), snapshotOf(result)) : false;
          const reporter = confirmsLobbyReport ? (await findReportWithReporter(tx, open!.id))?.reporter.nickName : null;
          const action = confirmsLobbyReport ? 'CONFIRMED' : open ? 'RESOLVED' : correction ? 'CORRECTED' : 'forfeit' in result ? 'FORFEIT' : 'ENTERED';
          const note = confirmsLobbyReport
            ? `Confirmed the placements reported by ${reporter}.`
            : open
              ? `Decided over a ${open.status === 'DISPUTED' ? 'disputed' : 'pending'} report of ${describe(reportedSnapshot(open))}.`
              : null;
          changed.push(...(await recordResult(tx, comp, match, result, { ctx, correction, action, actorId, note, now, sides })));
          if (open) await updateReport(tx, open.id, { status: confirmsLobbyReport ? 'CONFIRMED' : 'RESOLVED', answeredBy: actorId, answeredAt: now });
          return { tournamentId: comp.tournament.id, changed };
        }),
      );
      const announced = await announceMatches(ctx, tournamentId, changed, true);
      const view = announced.find((m) => m.id === matchId);
      if (!view) throw matchNotFound();
      return view;
    },

    /** What a correction would do, without doing it: the later matches whose sides or results would change. */
    async previewResult(actorId: string, matchId: string, body: ResultBody): Promise<ResultPreview> {
      const match = await findMatchRow(db, matchId);
      if (!match) throw matchNotFound();
      const access = await findTournamentAccess(db, match.tournamentId);
      if (!access) throw matchNotFound();
      if (access.organizerId !== actorId) throw notOrganizer();
      if (access.status !== 'IN_PROGRESS') throw conflict('Results can be entered only while the tournament is in progress.', 'TOURNAMENT_NOT_IN_PROGRESS');
      const state = await loadCompetitionState(db, match.tournamentId);
      const playable = playableEngineId(state, match);
      const result = engineResultOf(body);
      let affected: { engineId: number; change: 'SIDES_CHANGE' | 'RESULT_CLEARED' }[] = [];
      if (match.status === 'FINISHED') affected = (await engine(() => previewCorrection(playable.state, playable.engineId, result))).affected;
      else await assertAcceptable(playable.state, playable.engineId, result);
      const rows = new Map((await matchesByEngineIds(db, match.tournamentId, affected.map((a) => a.engineId))).map((r) => [r.engineId, r]));
      return {
        match: await matchView(matchId),
        affected: affected.flatMap((a) => {
          const row = rows.get(a.engineId);
          if (!row) return [];
          return [{ matchId: row.id, stage: row.stage as Match['stage'], bracket: row.bracket as Match['bracket'], round: row.round, number: row.number, change: a.change }];
        }),
      };
    },

    /**
     * A captain reports. One open report per match: the same side's new report replaces its old one; the other
     * side's report with the same result confirms it (the result is applied), with another result disputes it.
     */
    async report(actorId: string, matchId: string, body: ResultBody): Promise<{ report: MatchReport; created: boolean }> {
      const { tournamentId, changed, reportId, created, standings } = await runInTransaction(db, (tx) =>
        withLockedMatch(tx, ctx, matchId, async (locked) => {
          const { comp } = locked;
          const mine = locked.sides.find((s) => s.captainId === actorId);
          if (!mine) throw forbidden("Only the captains of this match's teams can report its result.", 'NOT_MATCH_CAPTAIN');
          if (isLobbyGame(locked.match)) return reportLobbyGame(tx, locked, mine, actorId, body);
          assertInProgress(comp.tournament, 'Results can be reported');
          const { now } = locked;
          const { accepted: changed, match, sides, open } = await acceptDueFirst(ctx, tx, locked);
          const standings = changed.length > 0;
          const { state, engineId } = playableEngineId(comp.state, match);
          assertReportable(match, sides);
          const result = engineResultOf(body);
          const reported = snapshotOf(result);
                if (open?.status === 'DISPUTED') throw conflict('This result is disputed: the organizer decides it.', 'REPORT_DISPUTED');
          const base = { tournamentId: comp.tournament.id, matchId: match.id, actorId, createdAt: now };

          if (open && open.reportedBySlot !== mine.slot) {
            const confirms = sameResult(reportedSnapshot(open), reported);
            if (confirms) {
              changed.push(
                ...(await recordResult(tx, comp, match, result, { ctx, correction: false, action: 'CONFIRMED', actorId, note: 'Both captains reported the same result.', now, sides })),
              );
              await updateReport(tx, open.id, { status: 'CONFIRMED', answeredBy: actorId, answeredAt: now });
            } else {
              await assertAcceptable(state, engineId, result);
              const disputeReason = `The other captain reported ${describe(reported)}.`;
              await updateReport(tx, open.id, { status: 'DISPUTED', disputeReason, answeredBy: actorId, answeredAt: now });
              await insertAudit(tx, { ...base, action: 'DISPUTED', before: null, after: reported, note: disputeReason });
              await notifyResultDisputed(ctx, tx, comp.tournament, match.id, open, actorId);
              changed.push(match.id);
            }
            return { tournamentId: base.tournamentId, changed, reportId: open.id, created: false, standings: standings || confirms };
          }

          await assertAcceptable(state, engineId, result);
          if (open) await updateReport(tx, open.id, { status: 'SUPERSEDED', answeredAt: now });
          const inserted = await insertReport(tx, {
            matchId: match.id,
            reportedBy: actorId,
            reportedBySlot: mine.slot,
            ...reported,
            status: 'PENDING',
            autoAcceptAt: new Date(now.getTime() + comp.tournament.reportConfirmMinutes * MINUTE),
            createdAt: now,
          });
          await insertAudit(tx, { ...base, action: 'REPORTED', before: null, after: reported, note: open ? 'Replaces the side’s earlier report.' : null });
          await notifyResultReported(ctx, tx, comp.tournament, match.id, inserted);
          changed.push(match.id);
          return { tournamentId: base.tournamentId, changed, reportId: inserted.id, created: true, standings };
        }),
      );
      await announceMatches(ctx, tournamentId, changed, standings);
      return { report: await reportView(reportId), created };
    },

    /** The other captain agrees: the reported result is applied. */
    async confirm(actorId: string, reportId: string): Promise<MatchReport> {
      return answerReport(actorId, reportId, true, async (tx, { comp, match, sides, report, now }) => {
        const changed = await recordResult(tx, comp, match, engineResultOf(report), { ctx, correction: false, action: 'CONFIRMED', actorId, now, sides });
        await updateReport(tx, report.id, { status: 'CONFIRMED', answeredBy: actorId, answeredAt: now });
        return changed;
      });
    },

    /** The other captain disagrees: the organizer decides by entering the result. */
    async dispute(actorId: string, reportId: string, reason: string): Promise<MatchReport> {
      return answerReport(actorId, reportId, false, async (tx, { comp, match, sides, report, now }) => {
        await updateReport(tx, report.id, { status: 'DISPUTED', disputeReason: reason, answeredBy: actorId, answeredAt: now });
        const reported = reportedSnapshot(report);
        const before = currentResult(match, sides);
        await insertAudit(tx, { tournamentId: comp.tournament.id, matchId: match.id, actorId, action: 'DISPUTED', before, after: reported, note: reason, createdAt: now });
        await notifyResultDisputed(ctx, tx, comp.tournament, match.id, report, actorId);
        return [];
      });
    },

    /** Every result change of the tournament, newest first (its organizer only). */
    async audit(actorId: string, tournamentId: string): Promise<AuditEntry[]> {
      requireOrganizer(await findTournamentAccess(db, tournamentId), actorId);
      const snapshot = (v: unknown) => (v ? (v as ResultSnapshot) : null);
      return (await findAudit(db, tournamentId)).map(({ entry, match, actor }) => ({
        id: entry.id,
        matchId: entry.matchId,
        matchLabel: matchLabel(match),
        action: entry.action as AuditEntry['action'],
        actor: actor?.id ? { id: actor.id, nickName: actor.nickName } : null,
        before: snapshot(entry.before),
        after: snapshot(entry.after),
        affectedMatchIds: entry.affectedMatchIds,
        note: entry.note,
        createdAt: entry.createdAt.toISOString(),
      }));
    },
  };
}
