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
  /**
   * Plan the e-mail and push of the notifications one cause wrote (modules/notifications/delivery.service.ts):
   * the cause's dedupe key names them, however many followers it reached.
   */
  'notifications.dispatch': { dedupeKey: string };
  /** E-mail these notifications, each as its recipient's settings say when the job runs. */
  'notifications.email': { notificationIds: string[] };
  /** Push these notifications to their recipients' devices, as their settings say when the job runs. */
  'notifications.push': { notificationIds: string[] };
  /**
   * Remind both sides' players of a match `MATCH_REMINDER_MINUTES` before its start (modules/competition/
   * match-reminders.service.ts). `scheduledAt` is the start it was sent for: a match moved since is reminded by
   * the job of its new time.
   */
  'matches.remind': { matchId: string; scheduledAt: string };
  /**
   * Match check-in (modules/competition/match-check-in.service.ts): at `opensAt` both sides hear the window opened,
   * at `closesAt` the side that did not check in forfeits (neither: the organizer decides). A window moved since
   * is handled by the job of its new times.
   */
  'matches.check-in': { matchId: string; opensAt: string; closesAt: string };
  /** Tell a published tournament's followers that its registration opened, at `registrationStartAt` (modules/tournaments/tournament-notices.service.ts). */
  'tournaments.announce-open': { tournamentId: string; registrationStartAt: string };
  /**
   * Tell a tournament's accepted entrants that check-in opened, at `opensAt` (`checkInMinutes` before its start;
   * modules/registrations/check-in.service.ts). A moved start or window is announced by the job of its new opening.
   */
  'tournaments.check-in-open': { tournamentId: string; opensAt: string };
  /** Give back the entry fee of a registration rejected or withdrawn after paying (modules/payments/refunds.service.ts). */
  'payments.refund-registration': { registrationId: string };
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
  // Each step is recorded per notification in the step's transaction, so a retry resumes where it failed.
  'notifications.dispatch': { policy: 'standard', retryLimit: 5, retryDelaySeconds: 15, retryBackoff: true, expireInSeconds: 10 * MINUTE, concurrency: 1 },
  'notifications.email': { policy: 'standard', retryLimit: 5, retryDelaySeconds: 30, retryBackoff: true, expireInSeconds: 5 * MINUTE, concurrency: 1 },
  // A push service that fails is tried again a few times; a reminder that arrives hours late is no use.
  'notifications.push': { policy: 'standard', retryLimit: 3, retryDelaySeconds: 30, retryBackoff: true, expireInSeconds: 2 * MINUTE, concurrency: 2 },
  // A reminder is worth something for a quarter of an hour: a few quick retries, then the match has started.
  'matches.remind': { policy: 'standard', retryLimit: 3, retryDelaySeconds: 20, retryBackoff: true, expireInSeconds: MINUTE, concurrency: 2 },
  // A window lasts minutes: quick retries, or a forfeit comes late.
  'matches.check-in': { policy: 'standard', retryLimit: 5, retryDelaySeconds: 10, retryBackoff: true, expireInSeconds: MINUTE, concurrency: 2 },
  // One insert for every follower (ten thousand in the bench): a few minutes at most.
  'tournaments.announce-open': { policy: 'standard', retryLimit: 5, retryDelaySeconds: MINUTE, retryBackoff: true, expireInSeconds: 5 * MINUTE, concurrency: 1 },
  // A check-in window lasts minutes to hours: quick retries, or the news is late.
  'tournaments.check-in-open': { policy: 'standard', retryLimit: 5, retryDelaySeconds: 20, retryBackoff: true, expireInSeconds: 5 * MINUTE, concurrency: 1 },
  // About 1 min, 2 min, 4 min… doubling ten times: a payment provider away for most of a day delays the refund and
  // loses none; then the job is failed and listed for administrators.
  'payments.refund-registration': { policy: 'standard', retryLimit: 10, retryDelaySeconds: MINUTE, retryBackoff: true, expireInSeconds: 2 * MINUTE, concurrency: 1 },
};

export const JOB_NAMES = Object.keys(JOB_DEFINITIONS) as JobName[];

export const isJobName = (name: string): name is JobName => Object.hasOwn(JOB_DEFINITIONS, name);
