/**
 * Every job the app runs later or outside a request, in one place: its payload, how it is retried and, for the
 * recurring ones, when it runs (docs/decisions/014-durable-jobs.md). A job name not listed here can not be sent
 * or worked, so adding work means adding a line here, its handler in the owning module, and its registration
 * in app.ts.
 */
export interface JobPayloads {
  /** Deliver one e-mail queued in the `outbox` table (platform/mail/mail-queue.ts). Only the row's id: no body, no code. */
  'mail.send': { outboxId: string };
  /** Delete expired stories with their views and media (modules/stories/story-sweep.ts). */
  'stories.sweep': Record<string, never>;
  /** Accept captains' reports nobody answered in time (modules/competition/report-sweep.ts). */
  'reports.sweep': Record<string, never>;
  /** Cancel a registration whose entry fee was not paid within its hold (modules/registrations/hold-expiry.ts). */
  'registrations.expire-hold': { registrationId: string; tournamentId: string };
}

export type JobName = keyof JobPayloads;
export type JobData<N extends JobName> = JobPayloads[N];

export interface RetryPolicy {
  /** Attempts after the first. */
  retryLimit: number;
  /** Seconds before the first retry; with `retryBackoff` each later one doubles, with up to as much again of jitter. */
  retryDelaySeconds: number;
  retryBackoff: boolean;
}

export interface JobDefinition extends RetryPolicy {
  /**
   * pg-boss's queue policy: `standard` runs every job sent; `stately` keeps at most one waiting and one running
   * (a sweep sent twice runs once, never twice at a time).
   */
  policy: 'standard' | 'stately';
  /** How long one run may take before it counts as failed (and is retried). */
  expireInSeconds: number;
  /** Jobs of this kind one instance runs at a time. */
  concurrency: number;
  /** A cron expression (UTC) for recurring work; any one instance sends each occurrence. */
  schedule?: string;
  /** Also sent once when an instance starts (a recurring sweep's pass at start-up). */
  atStartup?: boolean;
}

const MINUTE = 60;

export const JOB_DEFINITIONS: { readonly [N in JobName]: JobDefinition } = {
  // About 30 s, 1 min, 2 min… doubling ten times: an SMTP outage of several hours delays mail and loses none; after
  // that the job is failed, listed for administrators (GET /api/v1/admin/jobs), who can retry it.
  'mail.send': { policy: 'standard', retryLimit: 10, retryDelaySeconds: 30, retryBackoff: true, expireInSeconds: 2 * MINUTE, concurrency: 2 },
  'stories.sweep': {
    policy: 'stately',
    retryLimit: 1,
    retryDelaySeconds: MINUTE,
    retryBackoff: false,
    expireInSeconds: 10 * MINUTE,
    concurrency: 1,
    schedule: '*/5 * * * *',
    atStartup: true,
  },
  'reports.sweep': {
    policy: 'stately',
    retryLimit: 1,
    retryDelaySeconds: 30,
    retryBackoff: false,
    expireInSeconds: 10 * MINUTE,
    concurrency: 1,
    schedule: '* * * * *',
  },
  'registrations.expire-hold': { policy: 'standard', retryLimit: 5, retryDelaySeconds: 30, retryBackoff: true, expireInSeconds: MINUTE, concurrency: 1 },
};

export const JOB_NAMES = Object.keys(JOB_DEFINITIONS) as JobName[];

export const isJobName = (name: string): name is JobName => Object.hasOwn(JOB_DEFINITIONS, name);
