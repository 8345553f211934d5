import type { AppContext } from '../../context.ts';
import { sweepExpiredStories } from './stories.service.ts';

/**
 * The scheduled side of story expiry, so an expired story's row, views and media are really gone, not only
 * hidden: the `stories.sweep` job (platform/jobs/job-names.ts: every 5 minutes and at start-up, one instance
 * at a time, never two passes at once) runs `sweepExpiredStories`.
 */
export function registerStorySweep(ctx: Pick<AppContext, 'db' | 'storage' | 'now' | 'jobs'>) {
  ctx.jobs.work('stories.sweep', async () => {
    await sweepExpiredStories(ctx);
  });
}
