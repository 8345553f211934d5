import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { runInTransaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import type { NotifyCtx } from '../notifications/notifications.service.ts';
import { findMatchRow } from './competition.repository.ts';
import { engineResultOf } from './engine-settings.ts';
import type { ReminderCtx } from './match-reminders.service.ts';
import { announceMatches } from './live-events.ts';
import { findDueReports, hasDueReports, updateReport, type ReportRecord } from './reports.repository.ts';
import { lockCompetition, recordResult, type LockedCompetition } from './result-change.ts';

/**
 * Accepts the tournament's reports nobody answered within `reportConfirmMinutes` (ADR 005), inside the
 * caller's transaction and under its lock. A report whose match can no longer take it (it changed since) is
 * void. Returns the ids of the matches whose view changed.
 */
export async function acceptDueReports(
  ctx: NotifyCtx & ReminderCtx,
  tx: Executor,
  comp: LockedCompetition,
  now: Date,
  /** The due reports when already read under this lock (findDueAndOpenReports). */
  due?: ReportRecord[],
): Promise<string[]> {
  const t = comp.tournament;
  if (!comp.state || t.status !== 'IN_PROGRESS') return [];
  const changed: string[] = [];
  for (const report of due ?? (await findDueReports(tx, t.id, now)).map((r) => r.report)) {
    const match = await findMatchRow(tx, report.matchId);
    if (!match) continue;
    try {
      const note = `Nobody answered the report within ${t.reportConfirmMinutes} minutes.`;
      changed.push(...(await recordResult(tx, comp, match, engineResultOf(report), { ctx, correction: false, action: 'AUTO_ACCEPTED', actorId: null, note, now })));
      await updateReport(tx, report.id, { status: 'AUTO_ACCEPTED', answeredAt: now });
    } catch (err) {
      // Only the engine's refusals (raised before anything was written) void a report; anything else is real.
      if (!(err instanceof AppError)) throw err;
      await updateReport(tx, report.id, { status: 'SUPERSEDED', answeredAt: now });
      changed.push(match.id);
    }
  }
  return changed;
}

type SettleCtx = Pick<AppContext, 'db' | 'now' | 'realtime' | 'jobs' | 'readCache'>;

/**
 * The lazy side of auto-acceptance: one cheap query when nothing is due; otherwise the tournament is locked,
 * its due reports accepted, and the changes announced after the commit.
 */
export async function settleDueReports(ctx: SettleCtx, tournamentId: string) {
  const now = ctx.now();
  if (!(await hasDueReports(ctx.db, tournamentId, now))) return;
  const changed = await runInTransaction(ctx.db, async (tx) => acceptDueReports(ctx, tx, await lockCompetition(tx, tournamentId, ctx), now));
  await announceMatches(ctx, tournamentId, changed, changed.length > 0);
}
