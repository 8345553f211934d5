import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import { ADVISORY_LOCK, tryAdvisoryXactLock } from '../../db/advisory-lock.ts';
import { runInTransaction } from '../../db/transaction.ts';
import { announceMatches } from './live-events.ts';
import { acceptDueReports } from './report-acceptance.ts';
import { tournamentsWithDueReports } from './reports.repository.ts';
import { lockCompetition } from './result-change.ts';

/** How often the sweep looks for reports past their deadline (reads accept them lazily in between). */
export const REPORT_SWEEP_INTERVAL_MS = 60_000;

/**
 * The periodic side of auto-acceptance: finds every tournament with a report past its deadline and settles it,
 * so a result lands even when nobody reads that tournament. One run at a time; `stop` waits for the current one.
 * Every instance sweeps: per tournament, the one holding its advisory lock acts and the others pass it by.
 */
export function createReportSweep(ctx: Pick<AppContext, 'db' | 'now' | 'realtime'>, log: Pick<FastifyBaseLogger, 'error'>) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;

  /** Whether this instance accepted (or voided) anything in the tournament. */
  async function settle(tournamentId: string) {
    const now = ctx.now();
    const changed = await runInTransaction(ctx.db, async (tx) => {
      if (!(await tryAdvisoryXactLock(tx, ADVISORY_LOCK.reportSweep, tournamentId))) return [];
      return acceptDueReports(ctx, tx, await lockCompetition(tx, tournamentId), now);
    });
    if (changed.length === 0) return false;
    await announceMatches(ctx, tournamentId, changed, true);
    return true;
  }

  async function sweep() {
    let settled = 0;
    for (const tournamentId of await tournamentsWithDueReports(ctx.db, ctx.now())) {
      try {
        if (await settle(tournamentId)) settled += 1;
      } catch (err) {
        log.error({ err, tournamentId }, 'report auto-acceptance failed');
      }
    }
    return settled;
  }

  /** One pass; resolves with the number of tournaments this instance settled (joins a pass already running). */
  function runOnce(): Promise<number> {
    running ??= sweep().finally(() => (running = undefined));
    return running;
  }

  return {
    runOnce,
    start(intervalMs = REPORT_SWEEP_INTERVAL_MS) {
      timer = setInterval(() => {
        runOnce().catch((err: unknown) => log.error({ err }, 'report sweep failed'));
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
