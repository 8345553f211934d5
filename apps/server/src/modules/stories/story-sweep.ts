import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import { sweepExpiredStories } from './stories.service.ts';

/** How often expired stories are deleted (reads leave them out in between). */
export const STORY_SWEEP_INTERVAL_MS = 5 * 60_000;

/**
 * The scheduled side of story expiry: a pass at start-up, then one every few minutes, so an expired story's row,
 * views and media are really gone, not only hidden. One pass at a time; `stop` waits for the current one. Until
 * the durable job queue arrives this is an in-process timer on every instance; the pass itself
 * (`sweepExpiredStories`) is what that queue will call.
 */
export function createStorySweep(ctx: Pick<AppContext, 'db' | 'storage' | 'now'>, log: Pick<FastifyBaseLogger, 'error'>) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;

  /** One pass; resolves with the number of stories removed (joins a pass already running). */
  function runOnce(): Promise<number> {
    running ??= sweepExpiredStories(ctx).finally(() => (running = undefined));
    return running;
  }
  const runLogged = () => void runOnce().catch((err: unknown) => log.error({ err }, 'story expiry sweep failed'));

  return {
    runOnce,
    start(intervalMs = STORY_SWEEP_INTERVAL_MS) {
      runLogged();
      timer = setInterval(runLogged, intervalMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
