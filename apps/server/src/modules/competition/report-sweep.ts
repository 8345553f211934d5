import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import { ADVISORY_LOCK, tryAdvisoryXactLock } from '../../db/advisory-lock.ts';
import { runInTransaction } from '../../db/transaction.ts';
import { announceMatches } from './live-events.ts';
import { acceptDueReports } from './report-acceptance.ts';
import { tournamentsWithDueReports } from './reports.repository.ts';
import { lockCompetition } from './result-change.ts';

/**
 * The periodic side of auto-acceptance: finds every tournament with a report past its deadline and settles it,
 * so a result lands even when nobody reads that tournament (reads accept them lazily in between). The
 * `reports.sweep` job runs it every minute on one instance (platform/jobs/job-names.ts); should two passes
 * meet anyway (a test's, an instance's), per tournament the one holding its advisory lock acts and the other
 * passes it by. One pass at a time per sweep object.
 */
export function createReportSweep(ctx: Pick<AppContext, 'db' | 'now' | 'realtime' | 'jobs' | 'readCache'>, log: Pick<FastifyBaseLogger, 'error'>) {
  let running: Promise<number> | undefined;

  /** Whether this instance accepted (or voided) anything in the tournament. */
  async function settle(tournamentId: string) {
    const now = ctx.now();
    const changed = await runInTransaction(ctx.db, async (tx) => {
      if (!(await tryAdvisoryXactLock(tx, ADVISORY_LOCK.reportSweep, tournamentId))) return [];
      return acceptDueReports(ctx, tx, await lockCompetition(tx, tournamentId, ctx), now);
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

  return { runOnce };
}

/** The `reports.sweep` job's handler, on this instance. */
export function registerReportSweep(ctx: Pick<AppContext, 'db' | 'now' | 'realtime' | 'jobs' | 'readCache'>, log: Pick<FastifyBaseLogger, 'error'>) {
  const sweep = createReportSweep(ctx, log);
  ctx.jobs.work('reports.sweep', async () => {
    await sweep.runOnce();
  });
}
