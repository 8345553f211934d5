import type { auditActions } from '@clutch/contract/competition';
import type { Executor } from '../../db/client.ts';
import { applyCorrection, applyResult, replayableEntry } from '../../domain/competition/engine.ts';
import type { EngineMatch, EngineResult, EngineState } from '../../domain/competition/types.ts';
import { conflict } from '../../lib/app-error.ts';
import type { MatchRow } from './matches.repository.ts';
import type { NotifyCtx } from '../notifications/notifications.service.ts';
import { tournamentNotFound } from '../tournaments/tournaments.service.ts';
import { tookTournamentLock, withLockedTournament, type ReadsOf } from '../tournaments/tournament-lock.service.ts';
import { insertAudit } from './audit.repository.ts';
import { afterCommit } from '../../db/transaction.ts';
import { competitionChangeTags, invalidateAfterCommit, readTags } from '../../platform/read-cache/read-cache-tags.ts';
import { competitionStateAt, findScheduleFacts, loadCompetitionState, lockTournamentWithStateVersion, saveCompetitionState, sidesOf, type MatchSide, type TournamentRecord } from './competition.repository.ts';
import { forgetState, rememberState, type StateVersion } from './engine-state-cache.ts';
import { engine } from './engine-errors.ts';
import { CHECK_IN_JOB, syncCheckInWindows } from './match-check-in-window.ts';
import { rescheduleMatchReminders, type ReminderCtx } from './match-reminders.service.ts';
import { snapshotOf, type ResultSnapshot } from './engine-settings.ts';
import { applyProjection } from './projection.repository.ts';
import { slotValuesOf } from './projection.ts';
import { notifyMatchEnded } from './result-notices.ts';

export type AuditAction = (typeof auditActions)[number];

/** A locked tournament and its engine state (null for a tournament whose matches were not built by the engine). */
export interface LockedCompetition {
  tournament: TournamentRecord;
  state: EngineState | null;
  /** Where the lock reports what the transaction changed (the read cache). */
  reads: ReadsOf;
}

/**
 * Locks the tournament's row (every change of its competition queues here) and gets the engine's state: the copy
 * kept in memory when the state row, read under that lock, still has its version (ADR 021), else loaded. A started
 * tournament's lock and state version are one statement; without a state row (not built by the engine, or not
 * started when the statement began), the lock is taken alone and the version read after it, as before.
 */
export async function lockCompetition(tx: Executor, tournamentId: string, reads: ReadsOf): Promise<LockedCompetition> {
  const locked = await lockTournamentWithStateVersion(tx, tournamentId);
  if (locked) {
    // Results, reports, check-ins and schedules change matches; start and finish add the lists' tags themselves.
    tookTournamentLock(tx, tournamentId, reads, competitionChangeTags(tournamentId));
    return { tournament: locked.tournament, state: await competitionStateAt(tx, tournamentId, locked.at), reads };
  }
  const tournament = await withLockedTournament(tx, tournamentId, reads);
  if (!tournament) throw tournamentNotFound();
  return { tournament, state: await loadCompetitionState(tx, tournamentId), reads };
}

/** Keeps the written state in memory once its transaction commits (a transaction not run by runInTransaction: never). */
function rememberOnCommit(tx: Executor, tournamentId: string, at: StateVersion | null, state: EngineState) {
  if (!at) return;
  try {
    afterCommit(tx, () => rememberState(tournamentId, at, state));
  } catch {
    forgetState(tournamentId);
  }
}

export function assertInProgress(t: TournamentRecord, doing: string) {
  if (t.status !== 'IN_PROGRESS') throw conflict(`${doing} only while the tournament is in progress.`, 'TOURNAMENT_NOT_IN_PROGRESS');
}

/** The match's current result as its slots hold it; null while it has none. */
export function currentResult(match: MatchRow, sides: MatchSide[]): ResultSnapshot | null {
  if (match.status !== 'FINISHED') return null;
  if (sides.some((s) => s.place !== null)) {
    const placements = sides
      .filter((s) => s.teamRegistrationId !== null && s.place !== null)
      .map((s) => ({ teamRegistrationId: s.teamRegistrationId!, place: s.place!, kills: s.kills ?? 0 }))
      .sort((a, b) => a.place - b.place);
    return { homeScore: null, awayScore: null, forfeit: null, placements };
  }
  const [home, away] = sides;
  return {
    homeScore: home?.score ?? null,
    awayScore: away?.score ?? null,
    forfeit: home?.forfeit ? 1 : away?.forfeit ? 2 : null,
  };
}

/** The engine id of a match that results can be recorded on, or the reason it cannot take one. */
export function playableEngineId(state: EngineState | null, match: MatchRow): { state: EngineState; engineId: number } {
  if (!state || match.engineId === null) {
    throw conflict('This match was not built from the bracket here, so its result cannot be changed.', 'MATCH_READ_ONLY');
  }
  if (match.bye) throw conflict('A bye is not played, so it has no result.', 'MATCH_IS_BYE');
  return { state, engineId: match.engineId };
}

/**
 * The match's sides once its result is written, without reading them again: the teams (and their captains and
 * names) as they were, each slot's result as the engine projected it. Undefined when the engine did not project
 * this match or its entrants differ (then they are read).
 */
export function sidesAfter(sides: MatchSide[], projected: EngineMatch | undefined): MatchSide[] | undefined {
  if (!projected) return undefined;
  const values = slotValuesOf('', projected);
  if (values.length !== sides.length) return undefined;
  const after: MatchSide[] = [];
  for (const side of sides) {
    const v = values.find((x) => x.slot === side.slot);
    if (!v || v.teamRegistrationId !== side.teamRegistrationId) return undefined;
    after.push({ ...side, score: v.score, forfeit: v.forfeit, place: v.place, kills: v.kills });
  }
  return after;
}

export interface RecordOptions {
  /** For the match's players' notification that it ended, and the reminders of the matches it moved. */
  ctx: NotifyCtx & ReminderCtx;
  correction: boolean;
  action: AuditAction;
  actorId: string | null;
  note?: string | null;
  now: Date;
  /** The match's sides as read with it under the lock (findMatchWithSides), when the caller has them. */
  sides?: MatchSide[];
}

/**
 * Applies a result (or a correction) through the engine and, in the caller's transaction, stores the new state,
 * the matches it moved (and their reminders), voids the open reports on matches that changed under them, writes
 * the audit entry and tells both sides' players the match ended. The engine runs before anything is written, so
 * its refusal leaves the transaction clean. Returns the ids of every match whose view changed.
 */
export async function recordResult(tx: Executor, comp: LockedCompetition, match: MatchRow, result: EngineResult, opts: RecordOptions) {
  const { state, engineId } = playableEngineId(comp.state, match);
  const sides = opts.sides ?? (await sidesOf(tx, match.id));
  const before = currentResult(match, sides);
  const change = await engine(() => (opts.correction ? applyCorrection(state, engineId, result) : applyResult(state, engineId, result)));
  const t = comp.tournament;
  comp.state = change.state;
  // A new result is appended to the stored tail; a correction rewrites the state whole (ADR 021).
  const appended = opts.correction ? null : replayableEntry(state, engineId, result);
  // The projection also appends the result to the state's tail, voids the open reports on the matches this one
  // moved, and says what their reminders and windows now depend on (one statement, ADR 021). The state is written
  // whole when nothing was appended (a correction, a result that cannot be replayed, a full tail).
  const written = await applyProjection(tx, t, change.matches, change.removed, opts.now, engineId, appended);
  rememberOnCommit(tx, t.id, written.appendedAt ?? (await saveCompetitionState(tx, t.id, change.state, opts.now)), change.state);
  const { byEngineId, removedIds } = written;
  // Deleted matches: the organizer check's memo of this tournament's matches is no longer true (modules/access).
  if (removedIds.length > 0) invalidateAfterCommit(tx, comp.reads, [readTags.tournamentMatches(t.id)]);
  const others = [...byEngineId].filter(([id]) => id !== engineId).map(([, matchId]) => matchId);
  // The reminders and the check-in windows of this match and the ones it moved, from those facts (read for any
  // match the update did not return: one new to the structure).
  const factIds = [...new Set([match.id, ...byEngineId.values()])];
  const unread = factIds.filter((id) => !written.facts.has(id));
  const facts = [...factIds.flatMap((id) => written.facts.get(id) ?? []), ...(await findScheduleFacts(tx, unread))];
  // This match is over; the next ones may have their sides now (or lost one to a correction).
  await rescheduleMatchReminders(tx, opts.ctx, [match.id, ...byEngineId.values(), ...removedIds], facts);
  // This match's window closes with its result; the matches it moved have new sides (or lost their result): a new window.
  const windowIds = new Set([match.id, ...others]);
  const minutes = t.matchCheckInMinutes;
  await syncCheckInWindows(
    tx,
    opts.ctx,
    facts.filter((f) => windowIds.has(f.id)).map((f) => ({ ...f, minutes })),
    new Set(others),
  );
  if (removedIds.length > 0) await opts.ctx.jobs.cancelByKey(CHECK_IN_JOB, removedIds, tx);
  const voided = written.voided;
  await insertAudit(tx, {
    tournamentId: t.id,
    matchId: match.id,
    actorId: opts.actorId,
    action: opts.action,
    before,
    after: snapshotOf(result),
    affectedMatchIds: others,
    note: opts.note ?? (voided > 0 ? `${voided} open report(s) on later matches were voided.` : null),
    createdAt: opts.now,
  });
  await notifyMatchEnded(opts.ctx, tx, t, match.id, opts.actorId, match, sidesAfter(sides, change.matches.find((m) => m.engineId === engineId)));
  return [match.id, ...others];
}
